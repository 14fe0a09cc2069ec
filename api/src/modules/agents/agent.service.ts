import {
  type Agent,
  type AgentInput,
  DEFAULT_AGENT_STATE,
  INVALID_LINK_MESSAGE,
  isSafeLink,
  staleEditMessage,
  validateAgent,
} from "@hpm/contracts";
import type { SaveContentItemBody } from "@hpm/contracts/schemas";
import { BadRequestError, ConflictError, NotFoundError, StaleEditError } from "../../errors";
import { baseTime } from "../cms/edit-conflicts";
import type { AgentRepository } from "./agent.repository";

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

export function createAgentService(repo: AgentRepository, nameOf: (email: string) => Promise<string> = async (e) => e) {
  return {
    list: (client: string) => repo.list(client),

    /** The agent a visitor picked by e-mail, whatever its case. */
    findByEmail: (client: string, email: string) => repo.getByEmailIgnoringCase(client, email),

    async save(client: string, body: SaveContentItemBody, by: string) {
      const error = validateAgent(body.content);
      if (error) throw new BadRequestError(error.message, [error]);
      const agent = normalize(body.content);
      for (const field of ["image", "map", "website2"] as const)
        if (!isSafeLink(agent[field]))
          throw new BadRequestError(INVALID_LINK_MESSAGE, [{ path: field, message: INVALID_LINK_MESSAGE }]);
      const primaryKey = body.primaryKey?.trim().toLowerCase();
      const taken = agent.email !== primaryKey && (await repo.getByEmail(client, agent.email));
      if (taken) throw new ConflictError("An agent with this e-mail already exists.");
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
      return (await repo.getByEmail(client, agent.email)) as NonNullable<Awaited<ReturnType<AgentRepository["getByEmail"]>>>;
    },

    async delete(client: string, primaryKey: string) {
      if ((await repo.delete(client, primaryKey.trim().toLowerCase())) === 0)
        throw new NotFoundError("That agent no longer exists.");
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
