import type { Agent, SearchIndexData, SearchResults } from "@hpm/contracts";
import type { SearchEngine } from "@hpm/contracts/search";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { api } from "../../lib/api";
import { importWhenOnline } from "../../lib/chunk";
import { useHydrated } from "../../lib/use-hydrated";
import { OFFLINE_READ } from "../../offline/query-meta";
import { agentListQueryOptions } from "../agents/queries";

/**
 * Site search on the device (issue 31): the server's index kept in the query cache (and on the device, for offline
 * use), searched with the shared engine (`@hpm/contracts/search`, a chunk of its own, loaded when a search needs it);
 * the server's search answers while the index is not here yet and renders the results page.
 */

/** How long the kept index counts as current: a revalidation then costs a 304 (its version is the ETag). */
export const SEARCH_INDEX_STALE_MS = 30 * 1000;
/** A search typed while the index is not here asks the server once typing pauses this long. */
const SERVER_SEARCH_PAUSE_MS = 250;

export const searchKeys = {
  all: ["search"] as const,
  index: () => ["search", "index"] as const,
  engine: (version: string, agentsAt: number) => ["search", "engine", version, agentsAt] as const,
  results: (q: string) => ["search", "results", q] as const,
};

export const searchIndexQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.index(),
    queryFn: () => api.call("getSearchIndex"),
    staleTime: SEARCH_INDEX_STALE_MS,
    // about 60 KB of JSON: kept for offline search, never inlined in a rendered page
    meta: OFFLINE_READ,
  });

/** The server's search (the results page as rendered; a device without the index). */
export const searchResultsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: () => api.call("searchSite", { query: { q } }),
    staleTime: 5 * 60 * 1000,
    // sent inside the rendered results page, so the browser takes it over as the server drew it; not kept on the
    // device (the index answers offline)
    meta: { inline: true },
  });

/** The engine's module: a chunk of its own, loaded by the first search (precached for offline use). */
export const loadSearchEngine = () => importWhenOnline(() => import("@hpm/contracts/search"));

/**
 * The engine over the index and, when the directory is too big to come with it (`agentsApart`), the agent directory
 * the device keeps for Find an Agent (`agentsAt`: when it arrived): built once per version of them.
 */
export const searchEngineQueryOptions = (
  index: SearchIndexData | undefined,
  agents: readonly Agent[] | undefined,
  agentsAt = 0,
) =>
  queryOptions({
    queryKey: searchKeys.engine(index?.version ?? "", agentsAt),
    queryFn: async (): Promise<SearchEngine> => {
      const { agentDocs, createSearchEngine } = await loadSearchEngine();
      return createSearchEngine([...(index?.docs ?? []), ...agentDocs(agents ?? [])]);
    },
    enabled: index !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // an engine of an earlier version is let go soon; it is never kept on the device
    gcTime: 60 * 1000,
    networkMode: "always",
    structuralSharing: false,
    retry: false,
  });

/** The index and the engine over it, once `enabled`: undefined until they are here. */
export function useSearchEngine(enabled: boolean): { engine?: SearchEngine; indexHere: boolean } {
  const index = useQuery({ ...searchIndexQueryOptions(), enabled });
  const apart = index.data?.agentsApart === true;
  // the directory Find an Agent reads (the warm-up keeps it on the device): searched offline too
  const agents = useQuery({ ...agentListQueryOptions(), enabled: enabled && apart });
  const engine = useQuery({
    ...searchEngineQueryOptions(index.data, apart ? agents.data : undefined, apart ? agents.dataUpdatedAt : 0),
    // with the agents apart, once the directory is here (or cannot come: the rest is searched without it)
    enabled: enabled && index.data !== undefined && (!apart || agents.data !== undefined || agents.isError),
  });
  // (not while disabled: during hydration the page shows the server's answer, whatever the cache holds)
  return enabled ? { engine: engine.data, indexHere: index.data !== undefined } : { indexHere: false };
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SiteSearch {
  /** The results for `q` (undefined while they are being found, and for an empty `q`). */
  results?: SearchResults;
  /** Results are on their way (the index or the server's answer). */
  pending: boolean;
  /** Nothing can answer: no index on the device and the server out of reach. */
  unreachable: boolean;
}

/**
 * The site's search of `q`: on the device once its index is here (`enabled`: the visitor has started to search),
 * the server's answer until then. During hydration only the server's answer (which the rendered page came with), so
 * the page the browser takes over is the server's.
 */
export function useSiteSearch(q: string, { enabled = true, limit }: { enabled?: boolean; limit?: number } = {}): SiteSearch {
  const hydrated = useHydrated();
  const { engine, indexHere } = useSearchEngine(enabled && hydrated);
  const local = useMemo(() => (engine && q ? engine.search(q, limit) : undefined), [engine, q, limit]);
  const asked = useSettled(q, SERVER_SEARCH_PAUSE_MS);
  const serverQ = hydrated ? asked : q;
  const remote = useQuery({
    ...searchResultsQueryOptions(serverQ),
    enabled: enabled && serverQ !== "" && !indexHere,
    // while typing, the last answer stays until the next
    placeholderData: keepPreviousData,
  });
  if (!q) return { pending: false, unreachable: false };
  if (local) return { results: local, pending: false, unreachable: false };
  // the server's answer (the page came with it, or the device has no index yet) until the device's engine is here
  const answer = remote.data;
  const results = answer && limit !== undefined ? { ...answer, hits: answer.hits.slice(0, limit) } : answer;
  return {
    results,
    pending: results === undefined,
    unreachable: results === undefined && !indexHere && (remote.isError || remote.fetchStatus === "paused"),
  };
}

/** Fetched ahead for offline search (the warm-up): the index (its engine's chunk is precached by the service worker). */
export function prefetchSearchIndex(queryClient: QueryClient, staleTime: number): Promise<void> {
  return queryClient.prefetchQuery({ ...searchIndexQueryOptions(), staleTime });
}
