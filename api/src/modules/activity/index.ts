import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/database";
import { createActivityRepository } from "./activity.repository";
import activityRoutes from "./activity.routes";
import { type ActivityEntry, type ActivityService, createActivityService } from "./activity.service";

export interface ActivityRequest<Body = unknown, Params = unknown, Query = unknown> {
  body: Body;
  params: Params;
  query: Query;
}

/**
 * What an admin write changes, declared in its route's config (`config: { access: "admin", activity }`): the
 * module below writes one activity row when the route answers 2xx, never otherwise.
 */
export interface ActivitySpec<Body = unknown, Params = unknown, Query = unknown, Result = unknown, Before = unknown> {
  /** Reads what the change will remove (a deleted item's name and page), before the handler runs. */
  before?(request: ActivityRequest<Body, Params, Query>): Promise<Before | undefined>;
  /** The row, from the request, the route's answer and what `before` read. */
  describe(
    request: ActivityRequest<Body, Params, Query>,
    result: Result,
    before: Before | undefined,
  ): ActivityEntry | Promise<ActivityEntry>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    activity?: ActivitySpec;
  }
  interface FastifyRequest {
    activityBefore: unknown;
    activityResult: unknown;
  }
  interface FastifyInstance {
    /** The activity log; `within(trx)` writes inside a transaction (a scheduled change logs with the change). */
    activity: ActivityService & { within(db: Database): ActivityService };
    /** The routes that declare an activity, keyed like routeAccess (the route-table test checks every admin write does). */
    routeActivity: Map<string, ActivitySpec>;
  }
}

const specOf = (request: FastifyRequest) => request.routeOptions.config?.activity;

/** A route's hooks of one kind as a list (a route may declare none, one or several). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export default fp(
  async (app) => {
    const within = (db: Database) => createActivityService(createActivityRepository(db));
    const service = within(app.db);
    app.decorate("activity", { ...service, within });
    const routeActivity = new Map<string, ActivitySpec>();
    app.decorate("routeActivity", routeActivity);
    app.decorateRequest("activityBefore", undefined);
    app.decorateRequest("activityResult", undefined);

    const before: preHandlerAsyncHookHandler = async (request) => {
      const spec = specOf(request);
      if (!spec?.before) return;
      try {
        request.activityBefore = await spec.before(request);
      } catch (err) {
        // the change itself goes ahead: the row is written from what the answer says
        request.log.error({ err }, "activity: reading the item before the change failed");
      }
    };

    const keepResult: preSerializationAsyncHookHandler = async (request, _reply, payload) => {
      request.activityResult = payload;
      return payload;
    };

    // Before the answer leaves: once a client has its 2xx the row is there. A row that cannot be written is logged
    // and counted, and the change (already saved) is still answered as saved.
    const record: onSendAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const spec = specOf(request);
      if (!spec || reply.statusCode < 200 || reply.statusCode >= 300 || !request.session) return payload;
      try {
        const entry = await spec.describe(request, request.activityResult, request.activityBefore);
        await service.record(entry, request.session, `${request.method} ${request.routeOptions.url ?? ""}`);
      } catch (err) {
        app.metrics.activityNotRecorded();
        request.log.error({ err, route: request.routeOptions.url }, "activity: the change was saved but not logged");
      }
      return payload;
    };

    // The hooks go on the routes that declare an activity, not on every request (a visitor's reads are most of them)
    app.addHook("onRoute", (route) => {
      const spec = route.config?.activity;
      if (!spec) return;
      for (const m of Array.isArray(route.method) ? route.method : [route.method]) routeActivity.set(`${m} ${route.url}`, spec);
      route.preHandler = [...hooksOf(route.preHandler), before];
      route.preSerialization = [...hooksOf(route.preSerialization), keepResult];
      route.onSend = [...hooksOf(route.onSend), record];
    });

    await app.register(activityRoutes);
  },
  { name: "activity", dependencies: ["db", "auth", "metrics"] },
);
