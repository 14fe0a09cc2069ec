import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ActivityPageSchema, ActivityQuery, ErrorBody, Ok } from "@hpm/contracts/schemas";

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/api/activity",
    {
      config: { access: "admin" },
      schema: {
        tags: ["activity"],
        querystring: ActivityQuery,
        response: { 200: Ok(ActivityPageSchema), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: true as const, result: await app.activity.list(request.query) };
    },
  );
};

export default activityRoutes;
