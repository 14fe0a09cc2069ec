import { PRESENCE_PING_MS } from "@hpm/contracts";
import type { PresenceEditor } from "@hpm/contracts/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../lib/api";

/**
 * While a section's editor is open it says so every PRESENCE_PING_MS (issue 18), and says it left when it closes;
 * answers the other editors who have it open.
 */
export function useEditPresence(pageName: string, section: string, client: string): PresenceEditor[] {
  const [others, setOthers] = useState<PresenceEditor[]>([]);
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    const body = { pageName, section, client };
    const ping = () =>
      api
        .call("pingEditPresence", { body })
        .then((list) => live && setOthers(list))
        .catch(() => undefined);
    void ping();
    const timer = setInterval(ping, PRESENCE_PING_MS);
    return () => {
      live = false;
      clearInterval(timer);
      void api
        .call("pingEditPresence", { body: { ...body, leaving: true } })
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ queryKey: ["presence", client, pageName] }));
    };
  }, [pageName, section, client, queryClient]);
  return others;
}
