import { safeHref } from "@hpm/contracts";
import { useState } from "react";
import { useOnline } from "../../offline/use-online";
import { videoEmbedUrl } from "./video-embed";

/**
 * An embedded video that costs nothing until asked for: a poster and a play button; the player (YouTube's
 * privacy-enhanced host or Vimeo) loads on the click. Other links, and any link while offline, open in a new tab.
 */
export function VideoCard({ link, title, poster }: { link: string; title: string; poster: string }) {
  const [playing, setPlaying] = useState(false);
  const online = useOnline();
  const embed = videoEmbedUrl(link);
  if (playing && embed)
    return (
      <figure className="video-card video-playing">
        <iframe
          src={embed}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </figure>
    );
  return (
    <figure className="video-card">
      <img src={poster} alt="" width={960} height={600} loading="lazy" />
      <figcaption>
        {embed && online ? (
          <button type="button" className="btn" onClick={() => setPlaying(true)}>
            ▶ {title}
            <span className="visually-hidden"> (plays the video here)</span>
          </button>
        ) : (
          <a href={safeHref(link)} target="_blank" rel="noopener noreferrer" className="btn">
            ▶ {title}
            <span className="visually-hidden"> (video, opens in a new tab)</span>
          </a>
        )}
      </figcaption>
    </figure>
  );
}
