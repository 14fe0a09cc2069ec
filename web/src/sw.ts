/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { drain, OUTBOX_SYNC_TAG } from "./offline/outbox";

declare const self: ServiceWorkerGlobalScope;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({ cacheName: "pages", networkTimeoutSeconds: 3 });

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response) return response;
      } catch {
        // offline or too slow: fall through to the precached shell
      }
      return (await matchPrecache("/index.html")) ?? Response.error();
    },
    { denylist: [/^\/(api|auth|dev-idp|uploads)(\/|$)/, /^\/(rss|sitemap)\.xml$/] },
  ),
);

registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && /^\/(uploads|images)\//.test(url.pathname),
  new CacheFirst({
    cacheName: "images",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Scripts and styles the precache leaves out (the map, the editors staff open) are kept once used: their names
// change with their content, so a kept copy is never stale.
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
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
