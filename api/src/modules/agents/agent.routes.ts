import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AGENT_DELETED_MESSAGE, AGENTS_PAGE_SIZE, byAgentName, DEFAULT_CLIENT } from "@hpm/contracts";
import {
  AgentDirectoryFirstPage,
  AgentDirectoryFirstPageBody,
  AgentSchema,
  ContentItemListBody,
  ContentVersion,
  DeleteContentItemBody,
  ErrorBody,
  ItemHistoryBody,
  ItemRestoreBody,
  Ok,
  SaveContentItemBody,
  StaleEditBody,
} from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { editorName } from "../../editing/edit-conflicts";
import { createItemVersions } from "../../editing/item-versions";
import { BadRequestError } from "../../errors";
import { answerBody, createPageCache } from "../../http/answer-cache";
import { publicPostLimit } from "../../plugins/security";
import { agentActivity } from "./agent.activity";
import { createAgentRepository } from "./agent.repository";
import { createAgentService } from "./agent.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const agentRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const service = createAgentService(
    createAgentRepository(app.db),
    (email) => editorName(app.db, email),
    createItemVersions(app.db),
  );
  const activity = agentActivity(service);
  // The whole directory (5,000 agents) is one answer: serve it serialized from memory; saves and deletes clear it
  // here at once and on the other instances through the cache bus.
  const listCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "agent-list",
    onLookup: (hit) => app.metrics.cacheLookup("agent-list", hit),
  });
  // The directory page's first view (its first page by name and the count), a few kilobytes: the page is rendered with
  // it, and the whole directory loads once the page is quiet.
  const firstPageCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "agent-first-page",
    onLookup: (hit) => app.metrics.cacheLookup("agent-first-page", hit),
  });
  const LIST = "agent-list";
  // The directory's compressed copy is made ahead at brotli's best (about 110 KB for 5,000 agents, against 150 KB
  // compressed on request): at start and after each change here, so the first visitor after either gets the small one.
  const prepareDirectory = (client: string) => {
    if (!app.hasDecorator("compressAhead")) return;
    // the answer as the cache will hold it, without filling the cache (what it reads then is read afresh)
    void app
      .compressAhead(service.list(client).then(answerBody))
      .catch((err: unknown) => app.log.warn({ err }, "the agent directory could not be prepared"));
  };
  app.addHook("onReady", async () => prepareDirectory(DEFAULT_CLIENT));
  const changed = async (client: string) => {
    await Promise.all([listCache.invalidate(client, LIST), firstPageCache.invalidate(client, LIST)]);
    prepareDirectory(client);
  };

  app.post(
    "/api/cms/get-page-content-item-list",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 20) },
      schema: { tags: ["agents"], body: ContentItemListBody, response: { 200: Ok(Type.Array(AgentSchema)), 400: ErrorBody } },
    },
    async (request, reply) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      // an editor reads what was just saved, whichever instance answers (the cache of another may be a moment old)
      const body = await listCache.get(client, LIST, () => service.list(client), request.session?.role === "admin");
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.post(
    "/api/cms/get-agent-directory-first-page",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 60) },
      schema: {
        tags: ["agents"],
        body: AgentDirectoryFirstPageBody,
        response: { 200: Ok(AgentDirectoryFirstPage), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const body = await firstPageCache.get(
        client,
        LIST,
        async () => {
          const agents = await service.list(client);
          return { total: agents.length, agents: [...agents].sort(byAgentName).slice(0, AGENTS_PAGE_SIZE) };
        },
        request.session?.role === "admin",
      );
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.post(
    "/api/cms/add-new-content-item",
    {
      config: { access: "admin", activity: activity.save },
      schema: { tags: ["agents"], body: SaveContentItemBody, response: { 200: Ok(AgentSchema), ...errors, 409: StaleEditBody } },
    },
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const result = await service.save(client, request.body, request.session?.email ?? "");
      await changed(client);
      return { status: true as const, result, message: "Content Saved" };
    },
  );

  // Issue 18: an agent's saved versions (History) and restoring one as a new version.
  app.post(
    "/api/cms/agent-history",
    {
      config: { access: "admin" },
      schema: { tags: ["agents"], body: ItemHistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
    },
    async (request) => {
      const { client, email, pageNumber, pageSize } = request.body;
      if (!email) throw new BadRequestError("email is required.", [{ path: "email", message: "email is required." }]);
      return {
        status: true as const,
        result: await service.history(client ?? DEFAULT_CLIENT, email, pageNumber ?? 1, pageSize ?? 10),
      };
    },
  );

  app.post(
    "/api/cms/agent-restore",
    {
      config: { access: "admin", activity: activity.restore },
      schema: { tags: ["agents"], body: ItemRestoreBody, response: { 200: Ok(AgentSchema), ...errors, 409: StaleEditBody } },
    },
    async (request) => {
      const { client: c, email, versionId, baseUpdatedAt } = request.body;
      if (!email) throw new BadRequestError("email is required.", [{ path: "email", message: "email is required." }]);
      const client = c ?? DEFAULT_CLIENT;
      const result = await service.restore(client, email, versionId, request.session?.email ?? "", baseUpdatedAt);
      await changed(client);
      return { status: true as const, result, message: "Content Saved" };
    },
  );

  app.post(
    "/api/cms/delete-content-item",
    {
      config: { access: "admin", activity: activity.delete },
      schema: { tags: ["agents"], body: DeleteContentItemBody, response: { 200: Ok(Type.Null()), ...errors } },
    },
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      await service.delete(client, request.body.primaryKey);
      await changed(client);
      return { status: true as const, result: null, message: AGENT_DELETED_MESSAGE };
    },
  );
};

export default agentRoutes;
