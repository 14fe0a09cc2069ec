import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0"],
    ["https://youtu.be/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0"],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=30", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
  ])("embeds %s as the privacy-enhanced player", (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    "https://example.com/video.mp4",
    "javascript:alert(1)",
    "/360/more",
    'https://www.youtube.com/watch?v=bad"id<script>',
    "https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ",
  ])("leaves %s as a plain link", (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});
