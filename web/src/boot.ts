import "./styles.css";

/**
 * The entry point, and all the script a rendered page runs before it has loaded. The page the server sent is on
 * screen and readable (its links work as plain links) without any script, so the application (React, the router,
 * the page's code) starts only once the page has loaded and painted: the first paint and the banner image get the
 * network and the processor to themselves. Then the page's modules (listed by the server in
 * `<meta name="hpm-modules">`) are fetched together and the application takes the page over.
 *
 * The application's address is in `<meta name="hpm-app">` (the build writes it into the shell), so this script needs
 * nothing of the bundle itself. A page without the server's markup (the offline shell, a signed-in page) starts at
 * once. A start that fails for want of a connection shows the offline bar the server rendered (its words are on it,
 * OfflineBar.tsx), waits for the connection and tries again (as lib/chunk.ts does for a page's parts; that module
 * needs React, which this one must not load).
 */

const rendered = document.getElementById("hpm-ssr") !== null;

/**
 * Until the application takes the page over, the server's offline bar is kept here. The application marks
 * `<html data-app>` and puts the bar back as the server sent it before React takes it over (main.tsx).
 */
function showOffline(offline: boolean): void {
  const bar = document.getElementById("offline-bar");
  if (!bar || document.documentElement.dataset.app) return;
  bar.className = offline ? "offline-bar" : "visually-hidden";
  bar.textContent = offline ? (bar.dataset.message ?? "") : "";
}
const onOffline = () => showOffline(true);
const onOnline = () => showOffline(false);

function preloadModules(): void {
  const list = document.querySelector('meta[name="hpm-modules"]')?.getAttribute("content") ?? "";
  for (const href of list.split(" ").filter((h) => h.startsWith("/"))) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

async function start(attempt = 1): Promise<void> {
  try {
    const app = document.querySelector('meta[name="hpm-app"]')?.getAttribute("content") ?? "/src/main.tsx";
    await import(/* @vite-ignore */ app);
  } catch {
    const offline = !navigator.onLine;
    if (!offline && attempt > 3) return;
    showOffline(offline);
    if (offline) await new Promise((r) => addEventListener("online", r, { once: true }));
    await new Promise((r) => setTimeout(r, offline ? 300 : 1000 * attempt));
    return start(attempt + 1);
  }
}

/** After the next frame has painted. */
const afterPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

addEventListener("offline", onOffline);
addEventListener("online", onOnline);
if (!navigator.onLine) showOffline(true);
if (!rendered) void start();
else {
  const go = () =>
    void afterPaint().then(() => {
      preloadModules();
      return start();
    });
  if (document.readyState === "complete") go();
  else addEventListener("load", go, { once: true });
}
