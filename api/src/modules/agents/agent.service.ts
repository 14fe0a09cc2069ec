import {
  AGENT_KEY,
  type Agent,
  type AgentInput,
  DEFAULT_AGENT_STATE,
  INVALID_LINK_MESSAGE,
  isSafeLink,
  staleEditMessage,
  validateAgent,
} from "@hpm/contracts";
import type { SaveContentItemBody } from "@hpm/contracts/schemas";
import { baseTime } from "../../editing/edit-conflicts";
import type { ItemVersions } from "../../editing/item-versions";
import { BadRequestError, ConflictError, NotFoundError, StaleEditError } from "../../errors";
import type { AgentRepository } from "./agent.repository";

/** An agent as History keeps it (issue 18): what the editor's form writes. */
function versionOf({ agentSearchAddress: _a, updatedAt: _u, ...agent }: Agent & { agentSearchAddress?: unknown }): AgentInput {
  return agent;
}

function normalize(content: SaveContentItemBody["content"]): AgentInput {
  return {
    email: content.email.trim().toLowerCase(),
    title: content.title.trim(),
    image: content.image?.trim() ?? "",
    address: content.address.trim(),
    address2: content.address2?.trim() ?? "",
    mobile: content.mobile?.trim() ?? "",
    phone: content.phone?.trim() ?? "",
    aboutMe: content.aboutMe.trim(),
    lat: content.lat ?? null,
    lng: content.lng ?? null,
    city: content.city.trim(),
    state: content.state?.trim() || DEFAULT_AGENT_STATE,
    zip: content.zip ?? "",
    map: content.map?.trim() ?? "",
    website2: content.website2?.trim() ?? "",
    table: (content.table ?? []).filter((r) => r.column1.trim() || r.column2.trim()),
  };
}

export function createAgentService(
  repo: AgentRepository,
  nameOf: (email: string) => Promise<string> = async (e) => e,
  versions?: ItemVersions,
) {
  const service = {
    list: (client: string) => repo.list(client),

    /** The agent a visitor picked by e-mail, whatever its case. */
    findByEmail: (client: string, email: string) => repo.getByEmailIgnoringCase(client, email),

    async save(client: string, body: SaveContentItemBody, by: string, restoredFrom?: number) {
      const error = validateAgent(body.content);
      if (error) throw new BadRequestError(error.message, [error]);
      const agent = normalize(body.content);
      for (const field of ["image", "map", "website2"] as const)
        if (!isSafeLink(agent[field]))
          throw new BadRequestError(INVALID_LINK_MESSAGE, [{ path: field, message: INVALID_LINK_MESSAGE }]);
      const primaryKey = body.primaryKey?.trim().toLowerCase();
      const taken = agent.email !== primaryKey && (await repo.getByEmail(client, agent.email));
      if (taken) throw new ConflictError("An agent with this e-mail already exists.");
      const before = primaryKey ? await repo.getByEmail(client, primaryKey) : undefined;
      const lastBefore = before && primaryKey ? await repo.lastEdit(client, primaryKey) : undefined;
      if (!primaryKey) {
        await repo.create(client, agent, by);
      } else if ((await repo.update(client, primaryKey, agent, by, baseTime(body.baseUpdatedAt))) === 0) {
        const last = await repo.lastEdit(client, primaryKey);
        if (!last) throw new NotFoundError("That agent no longer exists.");
        const current = (await repo.getByEmail(client, primaryKey)) as Agent;
        const who = await nameOf(last.updatedBy);
        throw new StaleEditError(staleEditMessage("agent", who, last.updatedAt), {
          ...current,
          updatedBy: last.updatedBy,
          updatedByName: who,
        });
      }
      if (versions && primaryKey) await versions.rename({ client, kind: "agent", key: primaryKey }, agent.email);
      await versions?.record(
        { client, kind: "agent", key: agent.email },
        {
          content: agent,
          by,
          restoredFrom,
          ...(before
            ? { before: { content: versionOf(before), by: lastBefore?.updatedBy ?? "", at: lastBefore?.updatedAt } }
            : {}),
        },
      );
      return (await repo.getByEmail(client, agent.email)) as NonNullable<Awaited<ReturnType<AgentRepository["getByEmail"]>>>;
    },

    /** An agent's saved versions, newest first (issue 18). */
    async history(client: string, email: string, pageNumber: number, pageSize: number) {
      const key = email.trim().toLowerCase();
      if (!(await repo.getByEmail(client, key))) throw new NotFoundError("That agent no longer exists.");
      return versions ? versions.list({ client, kind: "agent", key }, pageNumber, pageSize) : [];
    },

    /** Saves an old version as a new one; the agent keeps its current e-mail (its key). A stale base is a 409. */
    async restore(client: string, email: string, versionId: number, by: string, baseUpdatedAt?: string) {
      const key = email.trim().toLowerCase();
      if (!(await repo.getByEmail(client, key))) throw new NotFoundError("That agent no longer exists.");
      const version = await versions?.get({ client, kind: "agent", key }, versionId);
      if (!version) throw new NotFoundError("That version does not exist for this agent.");
      const content = { ...(version.content as unknown as AgentInput), email: key };
      return service.save(
        client,
        { key: AGENT_KEY, primaryKey: key, content, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) },
        by,
        versionId,
      );
    },

    async delete(client: string, primaryKey: string) {
      if ((await repo.delete(client, primaryKey.trim().toLowerCase())) === 0)
        throw new NotFoundError("That agent no longer exists.");
    },
  };
  return service;
}

export type AgentService = ReturnType<typeof createAgentService>;
