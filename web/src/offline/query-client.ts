import { onlineManager, QueryClient } from "@tanstack/react-query";
import { isNetworkSilent, subscribeNetwork } from "./connection";
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

/**
 * The query cache is online when the device has a link AND the network answers: a read that gave up on a silent
 * network (lib/api.ts) then waits, as it does offline, instead of failing again, and the reads resume when the
 * network answers (connection.ts).
 */
export function followTheConnection(manager = onlineManager): void {
  manager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && !isNetworkSilent());
    update();
    addEventListener("online", update);
    addEventListener("offline", update);
    const stop = subscribeNetwork(update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
      stop();
    };
  });
}
if (typeof window !== "undefined") followTheConnection();
