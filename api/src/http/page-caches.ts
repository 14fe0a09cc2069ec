import type { CacheBus } from "../plugins/cache-bus";
import { pageCacheKey } from "./answer-cache";

/** The cache of the pages' content answers (modules/cms) and of the rendered pages (plugins/web.ts), by their bus names. */
export const PAGE_CONTENT_CACHE = "page-content";
export const PAGE_HTML_CACHE = "page-html";

/**
 * After a change made outside a request (the scheduler's): the content answers of `pages` and every rendered page are
 * cleared here and on every other instance. (A request's admin write clears the rendered pages on its own, web.ts.)
 */
export async function clearPageCaches(bus: CacheBus, pages: { client: string; pageName: string }[]): Promise<void> {
  await Promise.all([
    ...pages.map((p) => bus.clear(PAGE_CONTENT_CACHE, pageCacheKey(p.client, p.pageName))),
    bus.clear(PAGE_HTML_CACHE, "*"),
  ]);
}
