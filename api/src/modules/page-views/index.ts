import fp from "fastify-plugin";
import { createPageViewRepository } from "./page-view.repository";
import pageViewRoutes from "./page-view.routes";
import { createPageViewService } from "./page-view.service";

/** How often the views counted in memory are written. */
const FLUSH_EVERY_MS = 5_000;

/** The page-views module: its service (counting in memory, written every few seconds and at shutdown) and its routes. */
export default fp(
  async (app) => {
    const pageViews = createPageViewService(createPageViewRepository(app.db));
    const writes = setInterval(() => {
      pageViews.flush().catch((err) => app.log.warn({ err }, "page views not written yet"));
    }, FLUSH_EVERY_MS);
    writes.unref();
    app.addHook("onClose", async () => {
      clearInterval(writes);
      await pageViews.flush().catch((err) => app.log.warn({ err }, "page views lost at shutdown"));
    });
    await app.register(pageViewRoutes, { pageViews });
  },
  { name: "page-views", dependencies: ["db"] },
);
