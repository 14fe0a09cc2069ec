export const INVALID_LINK_MESSAGE = "Please enter a valid link!";

// Browsers read "\" as "/" in http(s) URLs and drop tabs and line breaks inside them: "/\evil.example" and
// "/\t/evil.example" would both leave the site as "//evil.example".
const hasUnsafeChar = (link: string) => Array.from(link).some((c) => c === "\\" || c <= "\u001f" || c === "\u007f");

const OTHER_LINK = /^(#|https?:\/\/[^/?#\s]|mailto:|tel:)/i;

/** A path of this site: one leading "/", no backslash, no control character. */
export function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !hasUnsafeChar(link);
}

/** Empty, a site path, or an http(s) URL with a host, mailto:, tel: or a #fragment (surrounding spaces ignored). */
export function isSafeLink(link: string): boolean {
  if (link === "") return true;
  const trimmed = link.trim();
  return isSitePath(trimmed) || (OTHER_LINK.test(trimmed) && !hasUnsafeChar(trimmed));
}

export function safeHref(link: string | undefined, fallback = "#"): string {
  if (!link) return fallback;
  return isSafeLink(link) ? link.trim() : fallback;
}
