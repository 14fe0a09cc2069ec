import { QueryClient } from "@tanstack/react-query";
import "./query-meta";

export const CACHE_MAX_AGE = 30 * 24 * 60 * 60 * 1000;
// timers above 2^31-1 ms fire at once, which would drop every query without a component (the warm-up's) right away
const GC_TIME = Math.min(CACHE_MAX_AGE, 2 ** 31 - 1);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: "offlineFirst", gcTime: GC_TIME, staleTime: 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: "always" },
  },
});
