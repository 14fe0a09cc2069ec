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

/**
 * Chromium's own features that do work of their own in a headless browser, on the cores a measured page needs. The
 * omnibox popup is a page of the browser's UI (chrome://omnibox-popup.top-chrome/, two of them) that headless
 * Chromium 156 loads in a renderer of its own at start: about 1.7 s of processor time in the browser's first two
 * seconds, when Lighthouse is already loading the page it measures. Lighthouse's launcher (chrome-launcher) turns the
 * browser's other background work off; these are not yet in its list. `node scripts/chromium-idle.mjs` shows it.
 */
export const BACKGROUND_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * `flags` with the `--disable-features` switch among them extended by `features` (Chromium reads one such switch: a
 * second one would replace the first).
 */
export function disableFeatures(flags, features = BACKGROUND_FEATURES) {
  const at = flags.findIndex((f) => f.startsWith("--disable-features="));
  if (at < 0) return [...flags, `--disable-features=${features.join(",")}`];
  const out = [...flags];
  out[at] = `${flags[at]},${features.join(",")}`;
  return out;
}

/**
 * The flags the bench starts Chromium with for Lighthouse: chrome-launcher's own defaults (`launcherDefaults`, from
 * `Launcher.defaultFlags()`), what chrome-launcher adds on Linux, headless, and this project's switches above.
 */
export function lighthouseFlags(launcherDefaults) {
  return [...launcherDefaults, "--disable-setuid-sandbox", "--headless=new", ...CHROMIUM_ARGS];
}
