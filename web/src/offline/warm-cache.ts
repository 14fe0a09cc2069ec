import { SIBLING_MENUS, siblingOf, warmedContentPages } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { pageContentQueryOptions } from "../content/queries";
// static: the header already loads this small module with the startup code
import {
  blogListQueryOptions,
  blogPostQueryOptions,
  blogSettingsQueryOptions,
  blogTopicsQueryOptions,
} from "../features/blog/queries";

const WARM_STALE_MS = 10 * 60 * 1000;

const idle = (fn: () => void) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(fn, { timeout: 10_000 }) : setTimeout(fn, 3000);

const RECENT_POSTS = 6;

/** The blog list's first page, its settings and topics, and the most recent posts with their images. */
async function warmBlog(queryClient: QueryClient) {
  try {
    const opts = { staleTime: WARM_STALE_MS };
    await Promise.all([
      queryClient.prefetchQuery({ ...blogSettingsQueryOptions(), ...opts }),
      queryClient.prefetchQuery({ ...blogTopicsQueryOptions(), ...opts }),
      queryClient.prefetchQuery({ ...blogListQueryOptions(), ...opts }),
    ]);
    const first = queryClient.getQueryData(blogListQueryOptions().queryKey);
    for (const post of first?.list.slice(0, RECENT_POSTS) ?? []) {
      await queryClient.prefetchQuery({ ...blogPostQueryOptions(post.blogId), ...opts });
      const full = queryClient.getQueryData(blogPostQueryOptions(post.blogId).queryKey);
      const images = [post.imageLink, ...[...(full?.richText ?? "").matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1])];
      // the service worker's image cache keeps what these fetches bring in
      for (const src of images) if (src?.startsWith("/uploads/")) await fetch(src).catch(() => undefined);
    }
  } catch {
    // warming is best effort
  }
}

export function warmContentCache(queryClient: QueryClient) {
  // every public page of the main site, then the sibling sites' pages (each under its own client key)
  const queue = [
    ...warmedContentPages().map((pageName) => ({ pageName, client: undefined as string | undefined })),
    ...SIBLING_MENUS.flatMap((menu) => menu.links.map((link) => siblingOf(link.path))).flatMap((found) =>
      found ? [{ pageName: found.pageName, client: found.client }] : [],
    ),
  ];
  const next = () => {
    const item = queue.shift();
    if (!item || !navigator.onLine) return;
    queryClient
      .prefetchQuery({ ...pageContentQueryOptions(item.pageName, item.client), staleTime: WARM_STALE_MS })
      .catch(() => undefined)
      .finally(() => idle(next));
  };
  const start = () =>
    idle(() => {
      if (navigator.onLine) {
        import("../features/agents/queries")
          .then(({ agentListQueryOptions }) =>
            queryClient.prefetchQuery({ ...agentListQueryOptions(), staleTime: WARM_STALE_MS }),
          )
          .catch(() => undefined);
        // the quote, contact and incident report forms work offline once their definitions are here
        import("../features/forms/form-query")
          .then(({ prefetchFormDefinitions }) => prefetchFormDefinitions(queryClient, WARM_STALE_MS))
          .catch(() => undefined);
      }
      if (navigator.onLine) void warmBlog(queryClient);
      idle(next);
    });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
