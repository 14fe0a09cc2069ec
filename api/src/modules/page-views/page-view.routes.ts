import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorBody, Ok, PageViewCount, PageViewsBody, PageViewsQuery } from "@hpm/contracts/schemas";
import Type from "typebox";
import type { Config } from "../../config";
import { publicPostLimit } from "../../plugins/security";
import { createPageViewRepository } from "./page-view.repository";
import { createPageViewService } from "./page-view.service";

const pageViewRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const service = createPageViewService(createPageViewRepository(app.db));

  app.post(
    "/api/page-views",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 2) },
      schema: {
        tags: ["page-views"],
        body: PageViewsBody,
        response: { 200: Ok(Type.Object({ recorded: Type.Integer() })), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const recorded = await service.record(request.body.paths);
      reply.header("cache-control", "no-store");
      return { status: true as const, result: { recorded } };
    },
  );

  app.get(
    "/api/page-views",
    {
      config: { access: "admin" },
      schema: {
        tags: ["page-views"],
        querystring: PageViewsQuery,
        response: { 200: Ok(Type.Array(PageViewCount)), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      status: true as const,
      result: await service.list(Math.min(Number(request.query.days ?? 30), 366)),
    }),
  );
};

export default pageViewRoutes;
