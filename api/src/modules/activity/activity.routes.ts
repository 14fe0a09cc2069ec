import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { route } from "../../http/route";

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, "listActivity", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: true as const, result: await app.activity.list(request.query) };
  });
};

export default activityRoutes;
