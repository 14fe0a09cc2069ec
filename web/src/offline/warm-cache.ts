import { PAGE_CONTENT_BATCH_MAX, SIBLING_MENUS, siblingOf, warmedContentPages } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { type PageContent, pageContentQueryOptions } from "../content/queries";
// static: the header already loads this small module with the startup code
import {
  blogListQueryOptions,
  blogPostQueryOptions,
  blogSettingsQueryOptions,
  blogTopicsQueryOptions,
} from "../features/blog/queries";
import { api } from "../lib/api";
import { pageLoadedAndIdle } from "../lib/page-quiet";
import { flushPersistedQueries, persistLoadedQueries } from "./persistence";

const WARM_STALE_MS = 10 * 60 * 1000;
const RECENT_POSTS = 6;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A visitor who asked to save data (Save-Data, the browser's lite mode) or is on a 2G-class connection gets the
 * page's own content and the agent directory kept for offline use, nothing more.
 */
export function onDataDiet(nav: { connection?: NetworkInformation } = navigator as never): boolean {
  const c = nav.connection;
  return !!c && (c.saveData === true || c.effectiveType === "2g" || c.effectiveType === "slow-2g");
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(() => resolve(), { timeout: 10_000 })
      : setTimeout(resolve, 200),
  );

/** The blog list's first page, its settings and topics, and the most recent posts. */
async function warmBlog(queryClient: QueryClient) {
  const opts = { staleTime: WARM_STALE_MS };
  await Promise.all([
    queryClient.prefetchQuery({ ...blogSettingsQueryOptions(), ...opts }),
    queryClient.prefetchQuery({ ...blogTopicsQueryOptions(), ...opts }),
    queryClient.prefetchQuery({ ...blogListQueryOptions(), ...opts }),
  ]);
  const first = queryClient.getQueryData(blogListQueryOptions().queryKey);
  for (const post of first?.list.slice(0, RECENT_POSTS) ?? []) {
    if (!navigator.onLine) return;
    await idle();
    // the text only: a post's pictures are kept (the service worker's image cache) once someone opens it
    await queryClient.prefetchQuery({ ...blogPostQueryOptions(post.blogId), ...opts });
  }
}

/** The site's search index, so search works offline (the engine's chunk is precached by the service worker). */
async function warmSearch(queryClient: QueryClient) {
  const { prefetchSearchIndex } = await import("../features/search/queries");
  await prefetchSearchIndex(queryClient, WARM_STALE_MS);
}

async function warmAgents(queryClient: QueryClient) {
  const { agentListQueryOptions } = await import("../features/agents/queries");
  await queryClient.prefetchQuery({ ...agentListQueryOptions(), staleTime: WARM_STALE_MS });
}

interface PageRef {
  pageName: string;
  client: string | undefined;
}

/** Every public page of the main site, then the sibling sites' pages (each under its own client key). */
function pagesToWarm(): PageRef[] {
  return [
    ...warmedContentPages().map((pageName) => ({ pageName, client: undefined as string | undefined })),
    ...SIBLING_MENUS.flatMap((menu) => menu.links.map((link) => siblingOf(link.path))).flatMap((found) =>
      found ? [{ pageName: found.pageName, client: found.client }] : [],
    ),
  ];
}

/** True when the cache holds the page's content from the last few minutes (the page's own, the header's). */
function held(queryClient: QueryClient, page: PageRef): boolean {
  const state = queryClient.getQueryState(pageContentQueryOptions(page.pageName, page.client).queryKey);
  return state?.data !== undefined && !state.isInvalidated && Date.now() - state.dataUpdatedAt < WARM_STALE_MS;
}

/**
 * The pages' content in one read (a few dozen small answers: one request's headers, not one per page, which on a
 * rural link is also one round trip, not dozens), each then kept as its page's own read would be. An answer the
 * server cannot give in one read (an instance of an earlier version during a deploy) falls back to a read per page.
 */
async function warmPages(queryClient: QueryClient) {
  const queue = pagesToWarm().filter((page) => !held(queryClient, page));
  for (let start = 0; start < queue.length; start += PAGE_CONTENT_BATCH_MAX) {
    if (!navigator.onLine) return;
    const part = queue.slice(start, start + PAGE_CONTENT_BATCH_MAX);
    const answers = await api
      .call("getPageContentBatch", {
        body: { pages: part.map(({ pageName, client }) => (client ? { pageName, client } : { pageName })) },
      })
      .catch(() => null);
    // the answers are as old as this read, however long the idle moments below take to keep them all
    const answeredAt = Date.now();
    const found = new Map(answers?.map((a) => [JSON.stringify([a.client, a.pageName]), a.content as PageContent]));
    for (const page of part) {
      if (!answers && !navigator.onLine) return;
      await idle();
      const options = pageContentQueryOptions(page.pageName, page.client);
      const content = found.get(JSON.stringify([options.queryKey[1], page.pageName]));
      if (content) keepAnswer(queryClient, options, content, answeredAt);
      else await queryClient.prefetchQuery({ ...options, staleTime: WARM_STALE_MS }).catch(() => undefined);
    }
  }
}

/**
 * Keeps one page's content from the batch as its own read would, dated when the server answered: a page that has
 * read its content since keeps its own (newer) copy, and this one counts as stale as soon as its age says so (an
 * answer kept a while after it came must not look fresher than it is, or a page shows it without asking again).
 */
export function keepAnswer(
  queryClient: QueryClient,
  options: ReturnType<typeof pageContentQueryOptions>,
  content: PageContent,
  answeredAt: number,
): void {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.data !== undefined && state.dataUpdatedAt >= answeredAt) return;
  // the query with its options (its meta says the device keeps it), then the answer with its date
  const { queryKey, meta } = options;
  queryClient.getQueryCache().build(queryClient, { queryKey, meta });
  queryClient.setQueryData(options.queryKey, content, { updatedAt: answeredAt });
}

const settle = (work: Promise<unknown>) => work.catch(() => undefined);

/**
 * Keeps what a visitor may read offline on the device, after the page has been quiet for a while, one request
 * per idle moment: the page's own content, the agent directory, then (not on a data diet) the site's search index,
 * the forms, the blog and every other public page. Nothing staff-only. Marks `<html data-warm="done">` when it is through.
 */
export async function warmContentCache(queryClient: QueryClient): Promise<void> {
  // (not at the visitor's first tap, as the page's own extras do: the warm-up is for later)
  await pageLoadedAndIdle();
  if (!navigator.onLine) await new Promise((r) => addEventListener("online", r, { once: true }));
  // what the server sent inside the page is kept too (it came in without a request the cache would have seen)
  await settle(persistLoadedQueries());
  const diet = onDataDiet();
  await settle(warmAgents(queryClient));
  if (!diet) {
    await settle(warmSearch(queryClient));
    // the quote, contact and incident report forms work offline once their definitions are here
    await settle(
      import("../features/forms/form-query").then(({ prefetchFormDefinitions }) =>
        prefetchFormDefinitions(queryClient, WARM_STALE_MS),
      ),
    );
    await settle(warmBlog(queryClient));
    await settle(warmPages(queryClient));
  }
  // what came in last is on the device before the warm-up says it is through
  await settle(flushPersistedQueries());
  document.documentElement.dataset.warm = diet ? "diet" : "done";
}
