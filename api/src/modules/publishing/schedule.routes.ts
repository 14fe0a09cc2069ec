import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT } from "@hpm/contracts";
import { route } from "../../http/route";
import { scheduleActivity } from "./schedule.activity";
import type { ScheduleService } from "./schedule.service";

export interface ScheduleRouteOptions {
  service: ScheduleService;
  timeZone: string;
}

/** The Scheduled list: a change at a time, the list, a cancel. (Publishing a page later is POST /api/cms/publish.) */
const scheduleRoutes: FastifyPluginAsyncTypebox<ScheduleRouteOptions> = async (app, { service, timeZone }) => {
  const activity = scheduleActivity(timeZone);

  route(
    app,
    "scheduleChange",
    async (request) => ({ status: true as const, result: await service.schedule(request.body, request.session?.email ?? "") }),
    { config: { activity: activity.schedule } },
  );

  route(app, "listScheduled", async (request) => ({ status: true as const, result: await service.list(request.body) }));

  route(
    app,
    "cancelScheduled",
    async (request) => {
      const { id, client = DEFAULT_CLIENT } = request.body;
      return { status: true as const, result: await service.cancel(client, id, request.session?.email ?? "") };
    },
    { config: { activity: activity.cancel } },
  );
};

export default scheduleRoutes;
