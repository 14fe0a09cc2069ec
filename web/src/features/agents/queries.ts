import { AGENT_KEY, DEFAULT_CLIENT } from "@hpm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { OFFLINE_READ, PUBLIC_READ } from "../../offline/query-meta";

export const agentKeys = {
  list: (client = DEFAULT_CLIENT) => ["content", client, "items", AGENT_KEY] as const,
  // under the list's key: what clears the list (a save, a delete) clears it too
  firstPage: (client = DEFAULT_CLIENT) => ["content", client, "items", AGENT_KEY, "first-page"] as const,
};

export const agentListQueryOptions = (client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: agentKeys.list(client),
    queryFn: () => api.call("listAgents", { body: { key: AGENT_KEY, client } }),
    staleTime: 60 * 1000,
    // thousands of rows: kept for offline search, never inlined in a rendered page
    meta: OFFLINE_READ,
  });

/**
 * The directory's first page by name and its size, a few kilobytes: the directory page is rendered with it (the
 * server inlines it) and shows it until the whole directory, thousands of agents, is in.
 */
export const agentFirstPageQueryOptions = (client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: agentKeys.firstPage(client),
    queryFn: () => api.call("getAgentDirectoryFirstPage", { body: { client } }),
    staleTime: 60 * 1000,
    meta: PUBLIC_READ,
  });

/** The agent directory; with `enabled: false` only what is already here (saved on the device or loaded before). */
export function useAgents(client = DEFAULT_CLIENT, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agentListQueryOptions(client), enabled });
}

export function useAgent(email: string, client = DEFAULT_CLIENT) {
  const query = useAgents(client);
  const wanted = email.toLowerCase();
  return { ...query, agent: query.data?.find((a) => a.email.toLowerCase() === wanted) };
}
