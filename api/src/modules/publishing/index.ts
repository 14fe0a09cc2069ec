import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { editorNames } from "../../editing/edit-conflicts";
import { clearPageCaches } from "../../http/page-caches";
import { createScheduleRepository } from "./schedule.repository";
import scheduleRoutes from "./schedule.routes";
import { createScheduleService, type ScheduleService } from "./schedule.service";
import { createScheduleWorker, type ScheduleWorker } from "./schedule.worker";

declare module "fastify" {
  interface FastifyInstance {
    /** Scheduled changes: the content routes schedule a page's publish through it. */
    schedule: ScheduleService;
  }
}

/** The worker looks every SCHEDULE_POLL_MS once the server is ready; on close it finishes the change it runs. */
function runWorker(app: FastifyInstance, worker: ScheduleWorker) {
  app.addHook("onReady", async () => worker.start());
  let stopped: Promise<void> = Promise.resolve();
  app.addHook("preClose", async () => {
    stopped = worker.stop();
  });
  app.addHook("onClose", async () => {
    await stopped;
  });
}

/** Publishing (issue 30): changes at a set time (a page's drafts, a revert, a blog post, the site notice), run once. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const namesOf = (emails: string[]) => editorNames(app.db, emails);
    let worker: ScheduleWorker | undefined;
    const service = createScheduleService({
      repo: createScheduleRepository(app.db),
      timeZone: config.siteTimeZone,
      namesOf,
      cms: (db) => app.cms.within(db),
      blog: (db) => app.blog.within(db),
      db: app.db,
      wake: async (runAt) => worker?.wake(runAt),
    });
    worker = createScheduleWorker({
      db: app.db,
      pollMs: config.schedulePollMs,
      // the change's activity row commits with the change: one row for one run, there once the change is done
      async run(trx, row) {
        const outcome = await service.run(trx, row);
        // (in the transaction: the embedded database has one connection)
        const name = (await editorNames(trx, [row.createdBy])).get(row.createdBy) ?? row.createdBy;
        await app.activity.within(trx).record(outcome.activity, { email: row.createdBy, name }, `scheduled change ${row.id}`);
        return outcome;
      },
      async after(_row, outcome) {
        await clearPageCaches(app.cacheBus, outcome.pages);
      },
      log: app.log,
    });
    app.decorate("schedule", service);
    runWorker(app, worker);
    await app.register(scheduleRoutes, { service, timeZone: config.siteTimeZone });
  },
  { name: "publishing", dependencies: ["db", "cache-bus", "activity", "cms", "blog"] },
);
