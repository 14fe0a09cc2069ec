import type { CacheBus } from "../plugins/cache-bus";
import { pageCacheKey } from "./answer-cache";

/** The cache of the pages' content answers (modules/cms) and of the rendered pages (plugins/web.ts), by their bus names. */
export const PAGE_CONTENT_CACHE = "page-content";
export const PAGE_HTML_CACHE = "page-html";
/** The site's search index (modules/search), built from every page, post and agent. */
export const SEARCH_INDEX_CACHE = "search-index";

/**
 * After a change made outside a request (the scheduler's): the content answers of `pages`, every rendered page and the
 * search index are cleared here and on every other instance. (A request's admin write clears the rendered pages and
 * the search index on its own: web.ts, modules/search.)
 */
export async function clearPageCaches(bus: CacheBus, pages: { client: string; pageName: string }[]): Promise<void> {
  await Promise.all([
    ...pages.map((p) => bus.clear(PAGE_CONTENT_CACHE, pageCacheKey(p.client, p.pageName))),
    bus.clear(PAGE_HTML_CACHE, "*"),
    bus.clear(SEARCH_INDEX_CACHE, "*"),
  ]);
}
