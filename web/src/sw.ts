/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, type StrategyHandler } from "workbox-strategies";
import { networkClock, watchSilence } from "./lib/silent-network";
import { drain, OUTBOX_SYNC_TAG } from "./offline/outbox";

declare const self: ServiceWorkerGlobalScope;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/*
 * A network that answers nothing (a captive or saturated link accepts connections and never replies) must cost
 * seconds, not minutes: a navigation waits NAVIGATION_TIMEOUT_MS for the network's answer, then shows what the device
 * keeps; a script, style or image the device does not have gives up once nothing has arrived for SILENCE_MS
 * (lib/silent-network.ts), so the page's `load` comes and the page starts.
 */
const NAVIGATION_TIMEOUT_MS = 3000;
const SILENCE_MS = 4000;
/** When anything last arrived from the network, for this worker's requests. */
const clock = networkClock();

/**
 * A page served from the device instead of the network carries this Server-Timing entry, so the page can tell
 * (web/src/boot.ts reads it from its navigation timing: with a link, it says the connection is not answering).
 */
const FALLBACK_TIMING = "sw-fallback";

const PAGES = "pages";

function markedFallback(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.append("Server-Timing", `${FALLBACK_TIMING};desc="network did not answer"`);
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/**
 * The network's page if it answers within NAVIGATION_TIMEOUT_MS (kept for later when it is a 200), else the copy
 * this device kept of that page, else the precached shell (which draws the page from the device's saved content).
 * A late answer still goes into the cache. Once its headers are in, a page is left to arrive however slowly.
 */
async function navigate({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const network = fetch(request).then((res) => {
    clock.heard();
    if (res.ok && res.type === "basic") {
      const copy = res.clone(); // (now: the page reads the body as soon as it is returned)
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request, copy)));
    }
    return res;
  });
  event.waitUntil(network.catch(() => undefined));
  let timer: number | undefined;
  const answer = await Promise.race([
    network.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (answer) return answer;
  const kept = (await caches.open(PAGES).then((cache) => cache.match(request))) ?? (await matchPrecache("/index.html"));
  return kept ? markedFallback(kept) : Response.error();
}

// (a preview of drafts, /preview, goes to the network alone: the device keeps no copy of it)
registerRoute(
  new NavigationRoute(navigate, {
    denylist: [/^\/(api|auth|dev-idp|uploads|preview)(\/|$)/, /^\/(rss|sitemap)\.xml$/],
  }),
);

/** Cache first; what the device does not have comes from the network unless nothing arrives for SILENCE_MS. */
class CacheFirstUnlessSilent extends CacheFirst {
  override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    if (kept) return kept;
    const watch = watchSilence(SILENCE_MS, clock, request.signal);
    try {
      const response = await handler.fetchAndCachePut(new Request(request, { signal: watch.signal }));
      watch.heard();
      return response;
    } finally {
      watch.stop();
    }
  }
}

registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && /^\/(uploads|images)\//.test(url.pathname),
  new CacheFirstUnlessSilent({
    cacheName: "images",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Scripts and styles the precache leaves out (the map, the editors staff open) are kept once used: their names
// change with their content, so a kept copy is never stale.
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirstUnlessSilent({
    cacheName: "assets",
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Background Sync: deliver the outbox when the connection returns, even with no page open. With pages
// open, they send (they show progress); the server's idempotency keys make a double send harmless.
self.addEventListener("sync", (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== OUTBOX_SYNC_TAG) return;
  e.waitUntil(
    self.clients.matchAll({ type: "window" }).then(async (windows) => {
      if (windows.length) for (const w of windows) w.postMessage({ type: "outbox-drain" });
      else await drain();
    }),
  );
});
