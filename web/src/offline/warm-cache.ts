import { pages, SIGNED_IN_PAGES } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { pageContentQueryOptions } from "../content/queries";

const WARM_STALE_MS = 10 * 60 * 1000;

const idle = (fn: () => void) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(fn, { timeout: 10_000 }) : setTimeout(fn, 3000);

export function warmContentCache(queryClient: QueryClient) {
  const names = Object.keys(pages).filter((n) => !SIGNED_IN_PAGES.has(n));
  const next = () => {
    const pageName = names.shift();
    if (!pageName || !navigator.onLine) return;
    queryClient
      .prefetchQuery({ ...pageContentQueryOptions(pageName), staleTime: WARM_STALE_MS })
      .catch(() => undefined)
      .finally(() => idle(next));
  };
  const start = () =>
    idle(() => {
      if (navigator.onLine)
        import("../features/agents/queries")
          .then(({ agentListQueryOptions }) =>
            queryClient.prefetchQuery({ ...agentListQueryOptions(), staleTime: WARM_STALE_MS }),
          )
          .catch(() => undefined);
      idle(next);
    });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
