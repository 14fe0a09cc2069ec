// Debian's Chromium and the switches every automated run here gives it (e2e, the first-visit count, the bench):
// no sandbox (containers), no GPU, and none of the browser's own background traffic, which would count as the site's.

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
