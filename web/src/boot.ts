import "./styles.css";
import { holdEarlyInput, releaseEarlyInput } from "./boot/early-input";
import { afterQuiet, INTENT_EVENTS } from "./boot/quiet";

/**
 * The entry point, and all the script a rendered page runs until the visitor reaches for it. The page the server sent
 * is on screen and readable (its links work as plain links) without any script, so the application (React, the
 * router, the page's code) is fetched once the page has loaded and painted, and run only when the visitor starts
 * using the page (a touch, a key, a scroll, a field taking focus) or once the page has been left alone a while
 * (boot/quiet.ts): a phone's first seconds go to the page and its reader, and taking the page over never competes with
 * them. What the visitor does before then is kept and handed to the application (boot/early-input.ts). Then the page's
 * modules (listed by the server in `<meta name="hpm-modules">`) run and the application takes the page over.
 *
 * The application's address is in `<meta name="hpm-app">` (the build writes it into the shell), so this script needs
 * nothing of the bundle itself; a rendered page carries this script inline (api/src/plugins/page-assets.ts), so it
 * imports nothing. A page without the server's markup (the offline shell) and a page from the device's copy start at
 * once, a page rendered for a signed-in person once it has loaded and painted. A start that fails for want of a
 * connection shows the offline bar the server rendered (its words are on it, OfflineBar.tsx), waits for the
 * connection and tries again (as lib/chunk.ts does for a page's parts; that module needs React, which this one must
 * not load).
 */

const rendered = document.getElementById("hpm-ssr") !== null;
// a page rendered for a signed-in person (contracts' SSR_USER_ID; an editor's pencils, an agent's hub) starts after load
const signedIn = document.getElementById("hpm-ssr-user") !== null;

/**
 * Until the application takes the page over, the server's offline bar is kept here. The application marks
 * `<html data-app>` and puts the bar back as the server sent it before React takes it over (main.tsx).
 */
function showOffline(offline: boolean): void {
  const bar = document.getElementById("offline-bar");
  if (!bar || document.documentElement.dataset.app) return;
  const silent = !offline && document.documentElement.dataset.network === "silent";
  const className = offline || silent ? "offline-bar" : "visually-hidden";
  const text = offline ? (bar.dataset.message ?? "") : silent ? (bar.dataset.silentMessage ?? "") : "";
  // (as the server sent it, when online: nothing to change, and no style to work out again)
  if (bar.className !== className) bar.className = className;
  if (bar.textContent !== text) bar.textContent = text;
}
const onOffline = () => showOffline(true);
const onOnline = () => showOffline(false);

/**
 * True when the service worker served this page from the device because the network did not answer (web/src/sw.ts
 * marks it with a Server-Timing entry named "sw-fallback"). With a link, that means the link answers nothing (a
 * captive or saturated network): `<html data-network="silent">` tells the application (offline/connection.ts).
 */
function servedFromDevice(): boolean {
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav?.serverTiming?.some((t) => t.name === "sw-fallback") ?? false;
}
const fellBack = servedFromDevice();
if (fellBack && navigator.onLine) document.documentElement.dataset.network = "silent";
// a page from the device's copy renders in full, as it always has (lib/Static.tsx keeps the server's markup only of a
// page that came from the network)
if (fellBack) document.documentElement.dataset.fromDevice = "true";

/** The page's modules as the server lists them (the application's entry, then what it and the page import). */
const pageModules = (): string[] =>
  (document.querySelector('meta[name="hpm-modules"]')?.getAttribute("content") ?? "").split(" ").filter((h) => h.startsWith("/"));

/** A task of its own for what follows, so the browser can paint and answer a tap in between. */
const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Fetches the page's modules together. Each request a link starts is work for the browser (on a slow phone one to a
 * few milliseconds, and more when the processor is busy with the responses of the ones before), so each link goes in
 * a task of its own.
 */
async function preloadModules(): Promise<void> {
  const list = pageModules();
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % PRELOAD_BATCH === 0) await nextTask();
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = list[i] as string;
    document.head.append(link);
  }
}
const PRELOAD_BATCH = 1;

/**
 * Runs the page's modules one at a time, a task each, the application's entry last: evaluating them all at once
 * (React, the router, the page) is one long task on a slow phone. Each import runs only what its module adds to those
 * already run (the startup chunk first: it is what the others import).
 */
async function importInTurn(app: string): Promise<void> {
  for (const href of pageModules().filter((h) => h !== app)) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ app);
}

async function start(attempt = 1): Promise<void> {
  try {
    const app = document.querySelector('meta[name="hpm-app"]')?.getAttribute("content") ?? "/src/main.tsx";
    await importInTurn(app);
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

/**
 * Fetches the page's modules into the browser's cache without running or even compiling them, in one short task
 * once the page has loaded and the browser is idle: the start, when it comes, then has them at hand, and the page's
 * first moments carry no task of ours (on a phone's few cores, each task of the page's, however short its own work,
 * can wait long for a core).
 */
function prefetchModules(): void {
  for (const href of pageModules()) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/** The events that start the application on a rendered page: the visitor using it, or a field taking focus. */
const START_EVENTS = [...INTENT_EVENTS, "focusin"] as const;

/** Settles when the visitor reaches for the page, or once the page has been left alone a while (boot/quiet.ts). */
function wanted(): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of START_EVENTS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of START_EVENTS) addEventListener(type, done, { capture: true, passive: true });
    afterQuiet(done);
  });
}

/** Settles once the application has taken the page over (it marks `<html data-hydrated>`, lib/page-ready.ts). */
function taken(): Promise<void> {
  const html = document.documentElement;
  return new Promise<void>((resolve) => {
    if (html.dataset.hydrated) return resolve();
    const watch = new MutationObserver(() => {
      if (!html.dataset.hydrated) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

addEventListener("offline", onOffline);
addEventListener("online", onOnline);
showOffline(!navigator.onLine);
if (!rendered) void start();
else if (fellBack || signedIn) {
  // A page served from the device starts at once: its scripts are on the device, and a picture it does not have
  // would hold `load` on a network that answers nothing (and there is no download for the start to get out of the
  // way of). A signed-in person's page starts once it has loaded and painted.
  const go = () =>
    void afterPaint()
      .then(preloadModules)
      .then(nextTask)
      .then(() => start());
  if (document.readyState === "complete" || (fellBack && document.readyState === "interactive")) go();
  else if (fellBack) addEventListener("DOMContentLoaded", go, { once: true });
  else addEventListener("load", go, { once: true });
} else {
  holdEarlyInput();
  void taken().then(releaseEarlyInput);
  const prefetch = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(prefetchModules, { timeout: 2000 })
      : setTimeout(prefetchModules, 0);
  if (document.readyState === "complete") prefetch();
  else addEventListener("load", prefetch, { once: true });
  // (the visitor may reach for the page before it has loaded: the start then asks for the modules itself)
  void wanted()
    .then(preloadModules)
    .then(nextTask)
    .then(() => start());
}
