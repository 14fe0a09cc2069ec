import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AGENT_DELETED_MESSAGE, DEFAULT_CLIENT } from "@hpm/contracts";
import {
  AgentSchema,
  ContentItemListBody,
  DeleteContentItemBody,
  ErrorBody,
  Ok,
  SaveContentItemBody,
} from "@hpm/contracts/schemas";
import Type from "typebox";
import type { Config } from "../../config";
import { publicPostLimit } from "../../plugins/security";
import { createAgentRepository } from "./agent.repository";
import { createAgentService } from "./agent.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const agentRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const service = createAgentService(createAgentRepository(app.db));

  app.post(
    "/api/cms/get-page-content-item-list",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 20) },
      schema: { tags: ["agents"], body: ContentItemListBody, response: { 200: Ok(Type.Array(AgentSchema)), 400: ErrorBody } },
    },
    async (request) => ({ status: true as const, result: await service.list(request.body.client ?? DEFAULT_CLIENT) }),
  );

  app.post(
    "/api/cms/add-new-content-item",
    {
      config: { access: "admin" },
      schema: { tags: ["agents"], body: SaveContentItemBody, response: { 200: Ok(AgentSchema), ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: await service.save(request.body.client ?? DEFAULT_CLIENT, request.body, request.session?.email ?? ""),
      message: "Content Saved",
    }),
  );

  app.post(
    "/api/cms/delete-content-item",
    {
      config: { access: "admin" },
      schema: { tags: ["agents"], body: DeleteContentItemBody, response: { 200: Ok(Type.Null()), ...errors } },
    },
    async (request) => {
      await service.delete(request.body.client ?? DEFAULT_CLIENT, request.body.primaryKey);
      return { status: true as const, result: null, message: AGENT_DELETED_MESSAGE };
    },
  );
};

export default agentRoutes;
