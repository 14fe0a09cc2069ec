import fp from "fastify-plugin";
import type { Config } from "../../config";
import { editorNames } from "../../editing/edit-conflicts";
import { createPreviewRepository } from "./preview.repository";
import { previewLinkRoutes, previewPageRoutes } from "./preview.routes";
import { createPreviewService } from "./preview.service";

/**
 * Previews of a page with its drafts: an editor's own, and links shared with reviewers (signed, stored, revocable,
 * expiring). Registered after the web plugin, whose renderer draws them.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const previews = createPreviewService(createPreviewRepository(app.db), {
      sessionSecret: config.sessionSecret,
      publicUrl: config.publicUrl,
      namesOf: (emails) => editorNames(app.db, emails),
    });
    const options = { config, previews, timeZone: config.siteTimeZone };
    await app.register(previewLinkRoutes, options);
    await app.register(previewPageRoutes, options);
  },
  { name: "preview", dependencies: ["db", "auth", "activity", "web", "cms"] },
);
