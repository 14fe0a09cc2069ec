import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorBody, Ok, PageViewCount, PageViewsBody, PageViewsQuery } from "@hpm/contracts/schemas";
import Type from "typebox";
import { createPageViewRepository } from "./page-view.repository";
import { createPageViewService } from "./page-view.service";

/** How often the views counted in memory are written. */
const FLUSH_EVERY_MS = 5_000;

const pageViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPageViewService(createPageViewRepository(app.db));
  const writes = setInterval(() => {
    service.flush().catch((err) => app.log.warn({ err }, "page views not written yet"));
  }, FLUSH_EVERY_MS);
  writes.unref();
  app.addHook("onClose", async () => {
    clearInterval(writes);
    await service.flush().catch((err) => app.log.warn({ err }, "page views lost at shutdown"));
  });

  // No per-address limit: a view is counted in memory (written every few seconds), and a whole town behind one
  // carrier address must not be refused.
  app.post(
    "/api/page-views",
    {
      config: { access: "public" },
      schema: {
        tags: ["page-views"],
        body: PageViewsBody,
        response: { 200: Ok(Type.Object({ recorded: Type.Integer() })), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const recorded = service.record(request.body.paths);
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
