/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

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
