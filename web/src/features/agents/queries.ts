import { AGENT_KEY, type Agent, type AgentInput, DEFAULT_CLIENT } from "@hpm/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { showToast } from "../../lib/toast";
import { loadGazetteer } from "./gazetteer";

// under "content" so the offline persister keeps the directory like page content
export const agentKeys = {
  list: (client = DEFAULT_CLIENT) => ["content", client, "items", AGENT_KEY] as const,
};

export const agentListQueryOptions = (client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: agentKeys.list(client),
    queryFn: () => api.post<Agent[]>("/api/cms/get-page-content-item-list", { key: AGENT_KEY, client }),
    staleTime: 60 * 1000,
  });

export const gazetteerQueryOptions = () =>
  queryOptions({
    queryKey: ["agents", "gazetteer"],
    queryFn: loadGazetteer,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useAgents(client = DEFAULT_CLIENT) {
  return useQuery(agentListQueryOptions(client));
}

export function useAgent(email: string, client = DEFAULT_CLIENT) {
  const query = useAgents(client);
  const wanted = email.toLowerCase();
  return { ...query, agent: query.data?.find((a) => a.email.toLowerCase() === wanted) };
}

export function useSaveAgent(client = DEFAULT_CLIENT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, primaryKey }: { content: AgentInput; primaryKey?: string }) =>
      api.post<Agent>("/api/cms/add-new-content-item", {
        key: AGENT_KEY,
        client,
        content,
        ...(primaryKey ? { primaryKey } : {}),
      }),
    onSuccess: async () => {
      showToast("Content Saved");
      await queryClient.invalidateQueries({ queryKey: agentKeys.list(client) });
    },
  });
}

export function useDeleteAgent(client = DEFAULT_CLIENT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<null>("/api/cms/delete-content-item", { key: AGENT_KEY, client, primaryKey: email }),
    onSuccess: async () => {
      showToast("Agent has been deleted!");
      await queryClient.invalidateQueries({ queryKey: agentKeys.list(client) });
    },
  });
}
