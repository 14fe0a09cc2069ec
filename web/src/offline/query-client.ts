import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { idbCache, isUsable } from "./idb-persister";
import "./query-meta";

export const CACHE_MAX_AGE = 30 * 24 * 60 * 60 * 1000;
const CACHE_KEY = "react-query";
const BUSTER = "v1";

// timers above 2^31-1 ms fire at once, which would drop every query without a component (the warm-up's) right away
const GC_TIME = Math.min(CACHE_MAX_AGE, 2 ** 31 - 1);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: "offlineFirst", gcTime: GC_TIME, staleTime: 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: "always" },
  },
});

function save() {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === "success" && q.meta?.persist === true,
  });
  return idbCache.write(CACHE_KEY, { buster: BUSTER, timestamp: Date.now(), state });
}

export async function startPersistence(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  try {
    const saved = await idbCache.read(CACHE_KEY);
    if (isUsable(saved, BUSTER, CACHE_MAX_AGE)) hydrate(queryClient, saved.state);
    else if (saved) await idbCache.remove(CACHE_KEY);
  } catch {
    // a broken cache only costs a refetch
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      save().catch(() => undefined);
    }, 250);
  });
}
