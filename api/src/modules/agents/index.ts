import fp from "fastify-plugin";
import type { Config } from "../../config";
import { editorName } from "../../editing/edit-conflicts";
import { createItemVersions } from "../../editing/item-versions";
import { createAgentRepository } from "./agent.repository";
import agentRoutes from "./agent.routes";
import { type AgentService, createAgentService } from "./agent.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The agent directory (the submissions module looks up the agent a visitor picked). */
    agents: AgentService;
  }
}

/** The agents module: its service, built once here, and its routes. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const agents = createAgentService(
      createAgentRepository(app.db),
      (email) => editorName(app.db, email),
      createItemVersions(app.db),
    );
    app.decorate("agents", agents);
    await app.register(agentRoutes, { config, agents });
  },
  { name: "agents", dependencies: ["db"] },
);
