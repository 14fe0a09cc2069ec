import { AGENT_KEY, DEFAULT_CLIENT } from "@hpm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { OFFLINE_READ, PUBLIC_READ } from "../../offline/query-meta";

export const agentKeys = {
  list: (client = DEFAULT_CLIENT) => ["content", client, "items", AGENT_KEY] as const,
  // under the list's key: what clears the list (a save, a delete) clears it too
  firstPage: (client = DEFAULT_CLIENT) => ["content", client, "items", AGENT_KEY, "first-page"] as const,
  profile: (email: string, client = DEFAULT_CLIENT) =>
    ["content", client, "items", AGENT_KEY, "profile", email.toLowerCase()] as const,
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

/** One agent's profile, a few hundred bytes (null: no such agent): the profile page is rendered with it. */
export const agentProfileQueryOptions = (email: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: agentKeys.profile(email, client),
    queryFn: () => api.call("getAgentProfile", { body: { email, client } }),
    staleTime: 60 * 1000,
    meta: PUBLIC_READ,
  });

/** The agent directory; with `enabled: false` only what is already here (saved on the device or loaded before). */
export function useAgents(client = DEFAULT_CLIENT, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agentListQueryOptions(client), enabled });
}

/**
 * An agent by e-mail: their profile as the server has it or, until it answers (offline), from the directory saved on
 * the device. `failed`: neither could be read.
 */
export function useAgent(email: string, client = DEFAULT_CLIENT) {
  const profile = useQuery({ ...agentProfileQueryOptions(email, client), enabled: email !== "" });
  const saved = useAgents(client, { enabled: false });
  const wanted = email.toLowerCase();
  const agent = profile.data === null ? undefined : (profile.data ?? saved.data?.find((a) => a.email.toLowerCase() === wanted));
  return {
    agent,
    isPending: agent === undefined && profile.isPending && email !== "",
    failed: agent === undefined && profile.isError,
  };
}
