import { loadAllPageSections } from "@hpm/contracts";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { editorNames } from "../../editing/edit-conflicts";
import { createCmsRepository } from "./cms.repository";
import cmsRoutes from "./cms.routes";
import { createCmsService } from "./cms.service";
import presenceRoutes from "./presence";
import { createUploadService, type UploadService } from "./upload.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Image uploads, checked and stored in the pages' widths (the demo blog seed stores its banners through it). */
    uploads: UploadService;
  }
}

/** The content module: the pages' sections and their versions, who is editing, image uploads; services built once here. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await loadAllPageSections();
    const cms = createCmsService(createCmsRepository(app.db), (emails) => editorNames(app.db, emails));
    const uploads = createUploadService(app.db, app.storage);
    app.decorate("uploads", uploads);
    await app.register(presenceRoutes);
    await app.register(cmsRoutes, { config, cms, uploads });
  },
  { name: "cms", dependencies: ["db", "storage", "cache-bus", "metrics", "activity"] },
);
