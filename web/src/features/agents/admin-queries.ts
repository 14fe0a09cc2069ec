import { AGENT_KEY, type AgentInput, DEFAULT_CLIENT } from "@hpm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { showToast } from "../../lib/toast";
import { agentKeys } from "./queries";

// Staff-only writes, apart from the list query that public pages (the quote form's agent choice) load.
export function useSaveAgent(client = DEFAULT_CLIENT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, primaryKey, baseUpdatedAt }: { content: AgentInput; primaryKey?: string; baseUpdatedAt?: string }) =>
      api.call("saveAgent", {
        body: {
          key: AGENT_KEY,
          client,
          content,
          ...(primaryKey ? { primaryKey } : {}),
          ...(primaryKey && baseUpdatedAt ? { baseUpdatedAt } : {}),
        },
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
    mutationFn: (email: string) => api.call("deleteAgent", { body: { key: AGENT_KEY, client, primaryKey: email } }),
    onSuccess: async () => {
      showToast("Agent has been deleted!");
      await queryClient.invalidateQueries({ queryKey: agentKeys.list(client) });
    },
  });
}
