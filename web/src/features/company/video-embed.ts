/** Hosts whose players the site embeds; the CSP's frame-src names the same two. */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The embeddable player address for a YouTube or Vimeo link, or null for any other link (shown as a plain link). */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let youtube: string | null = null;
  if (host === "youtu.be") youtube = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") youtube = url.searchParams.get("v");
    else youtube = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
  }
  if (youtube) return YOUTUBE_ID.test(youtube) ? `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtube}?autoplay=1&rel=0` : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = url.pathname.match(/^\/(?:video\/)?(\d+)$/)?.[1];
    return id ? `${VIDEO_EMBED_ORIGINS[1]}/video/${id}?autoplay=1` : null;
  }
  return null;
}
