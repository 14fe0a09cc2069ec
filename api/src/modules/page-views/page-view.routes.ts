import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { route } from "../../http/route";
import type { PageViewService } from "./page-view.service";

const pageViewRoutes: FastifyPluginAsyncTypebox<{ pageViews: PageViewService }> = async (app, { pageViews: service }) => {
  // No per-address limit: a view is counted in memory (written every few seconds), and a whole town behind one
  // carrier address must not be refused.
  route(app, "recordPageViews", async (request, reply) => {
    const recorded = service.record(request.body.paths);
    reply.header("cache-control", "no-store");
    return { status: true as const, result: { recorded } };
  });

  route(app, "listPageViews", async (request) => ({
    status: true as const,
    result: await service.list(Math.min(Number(request.query.days ?? 30), 366)),
  }));
};

export default pageViewRoutes;
