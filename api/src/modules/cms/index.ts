import { loadAllPageSections } from "@hpm/contracts";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { editorNames } from "../../editing/edit-conflicts";
import { createCmsRepository } from "./cms.repository";
import cmsRoutes from "./cms.routes";
import { type CmsService, createCmsService } from "./cms.service";
import presenceRoutes from "./presence";
import { createUploadService, type UploadService } from "./upload.service";

/** The content service, and the same over a transaction: its writes join it (the scheduler's). */
export interface CmsModule extends CmsService {
  within(db: Database): CmsService;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Image uploads, checked and stored in the widths the pages show (the demo blog seed stores its banners through it). */
    uploads: UploadService;
    /** The pages' content: published, drafts (getPageWithDrafts for a preview), publishing them. */
    cms: CmsModule;
  }
}

/** The content module: the pages' sections and their versions, who is editing, image uploads; services built once here. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await loadAllPageSections();
    const namesOf = (emails: string[]) => editorNames(app.db, emails);
    // the same service inside a transaction (the scheduler publishes and marks its change done in one)
    const within = (db: Database) => createCmsService(createCmsRepository(db), namesOf);
    const cms = within(app.db);
    const uploads = createUploadService(app.db, app.storage);
    app.decorate("uploads", uploads);
    app.decorate("cms", { ...cms, within });
    await app.register(presenceRoutes);
    // the scheduler (modules/publishing) registers after this module: asked for when a request comes
    await app.register(cmsRoutes, { config, cms, uploads, scheduler: () => app.schedule });
  },
  { name: "cms", dependencies: ["db", "storage", "cache-bus", "metrics", "activity"] },
);
