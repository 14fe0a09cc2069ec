import { AGENT_ACTIVITY_PAGE, agentProfilePath, DEFAULT_CLIENT } from "@hpm/contracts";
import type { DeleteContentItemBody, ItemRestoreBody, SaveContentItemBody } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";
import type { AgentService } from "./agent.service";

const item = (client: string, email: string) => `agent:${client}/${email}`;

export function agentActivity(service: AgentService) {
  return {
    save: {
      describe: ({ body }, { result }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        const was = body.primaryKey?.trim().toLowerCase();
        const renamed = was && was !== result.email ? ` (was ${was})` : "";
        return {
          client,
          kind: "agent",
          action: was ? "changed" : "created",
          summary: `${was ? "Changed" : "Added"} agent ${result.title} <${result.email}>${renamed}`,
          pageName: AGENT_ACTIVITY_PAGE,
          item: item(client, result.email),
          itemUrl: agentProfilePath(result.email),
        };
      },
    } satisfies ActivitySpec<SaveContentItemBody, unknown, unknown, { result: { email: string; title: string } }>,

    restore: {
      describe: ({ body }, { result }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "agent",
          action: "restored",
          summary: `Restored an earlier version of agent ${result.title} <${result.email}>`,
          pageName: AGENT_ACTIVITY_PAGE,
          item: item(client, result.email),
          itemUrl: agentProfilePath(result.email),
        };
      },
    } satisfies ActivitySpec<ItemRestoreBody, unknown, unknown, { result: { email: string; title: string } }>,

    delete: {
      before: ({ body }) => service.findByEmail(body.client ?? DEFAULT_CLIENT, body.primaryKey),
      describe: ({ body }, _result, agent) => {
        const client = body.client ?? DEFAULT_CLIENT;
        const email = body.primaryKey.trim().toLowerCase();
        return {
          client,
          kind: "agent",
          action: "deleted",
          summary: `Deleted agent ${agent ? `${agent.title} ` : ""}<${email}>`,
          pageName: AGENT_ACTIVITY_PAGE,
          item: item(client, email),
          itemUrl: null,
        };
      },
    } satisfies ActivitySpec<DeleteContentItemBody, unknown, unknown, unknown, { title: string }>,
  };
}
