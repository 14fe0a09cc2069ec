import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AGENT_DELETED_MESSAGE, AGENTS_PAGE_SIZE, byAgentName, DEFAULT_CLIENT } from "@hpm/contracts";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { BadRequestError } from "../../errors";
import { answerBody, createPageCache } from "../../http/answer-cache";
import { type RouteApp, route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { agentActivity } from "./agent.activity";
import type { AgentService } from "./agent.service";

const LIST = "agent-list";
const JSON_TYPE = "application/json; charset=utf-8";

/** The directory's answers, kept serialized in memory, and what a change does to them. */
function agentDirectory(app: RouteApp, config: Config, service: AgentService) {
  // The whole directory (5,000 agents) is one answer: serve it serialized from memory; saves and deletes clear it
  // here at once and on the other instances through the cache bus.
  const list = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "agent-list",
    onLookup: (hit) => app.metrics.cacheLookup("agent-list", hit),
  });
  // The directory page's first view (its first page by name and the count), a few kilobytes: the page is rendered with
  // it, and the whole directory loads once the page is quiet.
  const firstPage = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "agent-first-page",
    onLookup: (hit) => app.metrics.cacheLookup("agent-first-page", hit),
  });
  // The directory's compressed copy is made ahead at brotli's best (about 110 KB for 5,000 agents, against 150 KB
  // compressed on request): at start and after each change here, so the first visitor after either gets the small one.
  const prepare = (client: string) => {
    if (!app.hasDecorator("compressAhead")) return;
    // the answer as the cache will hold it, without filling the cache (what it reads then is read afresh)
    void app
      .compressAhead(service.list(client).then(answerBody))
      .catch((err: unknown) => app.log.warn({ err }, "the agent directory could not be prepared"));
  };
  const changed = async (client: string) => {
    await Promise.all([list.invalidate(client, LIST), firstPage.invalidate(client, LIST)]);
    prepare(client);
  };
  return { list, firstPage, prepare, changed };
}

type AgentDirectory = ReturnType<typeof agentDirectory>;

/** What visitors read: the whole directory and its first page. */
function directoryRoutes(app: RouteApp, config: Config, service: AgentService, directory: AgentDirectory) {
  route(
    app,
    "listAgents",
    async (request, reply) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      // an editor reads what was just saved, whichever instance answers (the cache of another may be a moment old)
      const body = await directory.list.get(client, LIST, () => service.list(client), request.session?.role === "admin");
      return (reply as FastifyReply).type(JSON_TYPE).send(body);
    },
    { config: { rateLimit: publicPostLimit(config, 20) } },
  );

  route(
    app,
    "getAgentDirectoryFirstPage",
    async (request, reply) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const body = await directory.firstPage.get(
        client,
        LIST,
        async () => {
          const agents = await service.list(client);
          return { total: agents.length, agents: [...agents].sort(byAgentName).slice(0, AGENTS_PAGE_SIZE) };
        },
        request.session?.role === "admin",
      );
      return (reply as FastifyReply).type(JSON_TYPE).send(body);
    },
    { config: { rateLimit: publicPostLimit(config, 60) } },
  );
}

/** One agent's profile (the page of each agent is rendered with it): the agent, or null when there is none. */
function profileRoute(app: RouteApp, config: Config, service: AgentService) {
  route(
    app,
    "getAgentProfile",
    async (request) => ({
      status: true as const,
      result: (await service.findByEmail(request.body.client ?? DEFAULT_CLIENT, request.body.email)) ?? null,
    }),
    { config: { rateLimit: publicPostLimit(config, 60) } },
  );
}

const emailRequired = () => new BadRequestError("email is required.", [{ path: "email", message: "email is required." }]);

/** What editors change: an agent saved, deleted, or restored from its History (issue 18). */
function editorRoutes(app: RouteApp, service: AgentService, directory: AgentDirectory) {
  const activity = agentActivity(service);

  route(
    app,
    "saveAgent",
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const result = await service.save(client, request.body, request.session?.email ?? "");
      await directory.changed(client);
      return { status: true as const, result, message: "Content Saved" };
    },
    { config: { activity: activity.save } },
  );

  route(app, "listAgentHistory", async (request) => {
    const { client, email, pageNumber, pageSize } = request.body;
    if (!email) throw emailRequired();
    return {
      status: true as const,
      result: await service.history(client ?? DEFAULT_CLIENT, email, pageNumber ?? 1, pageSize ?? 10),
    };
  });

  route(
    app,
    "restoreAgent",
    async (request) => {
      const { client: c, email, versionId, baseUpdatedAt } = request.body;
      if (!email) throw emailRequired();
      const client = c ?? DEFAULT_CLIENT;
      const result = await service.restore(client, email, versionId, request.session?.email ?? "", baseUpdatedAt);
      await directory.changed(client);
      return { status: true as const, result, message: "Content Saved" };
    },
    { config: { activity: activity.restore } },
  );

  route(
    app,
    "deleteAgent",
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      await service.delete(client, request.body.primaryKey);
      await directory.changed(client);
      return { status: true as const, result: null, message: AGENT_DELETED_MESSAGE };
    },
    { config: { activity: activity.delete } },
  );
}

const agentRoutes: FastifyPluginAsyncTypebox<{ config: Config; agents: AgentService }> = async (app, { config, agents }) => {
  const directory = agentDirectory(app, config, agents);
  app.addHook("onReady", async () => directory.prepare(DEFAULT_CLIENT));
  directoryRoutes(app, config, agents, directory);
  profileRoute(app, config, agents);
  editorRoutes(app, agents, directory);
};

export default agentRoutes;
