import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, SIGNED_IN_PAGES } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError, UnauthorizedError } from "../../errors";
import { answerOfJson, createPageCache, resultJson } from "../../http/answer-cache";
import { PAGE_CONTENT_CACHE } from "../../http/page-caches";
import { type RouteApp, route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { cmsActivity, publishActivity } from "./cms.activity";
import { type CmsService, contentPage } from "./cms.service";
import type { UploadService } from "./upload.service";

/** What the content routes need of the scheduler (modules/publishing, registered after this module). */
export interface PagePublishScheduler {
  /** A change that publishes the page's drafts at `at` (ISO). */
  publishLater(client: string, pageName: string, at: string, by: string): Promise<ScheduledChange>;
  /** The page's publishes waiting for their time. */
  pendingPublishes(client: string, pageName: string): Promise<{ id: number; runAt: string }[]>;
}

export interface CmsRouteOptions {
  config: Config;
  cms: CmsService;
  uploads: UploadService;
  /** Asked when a request comes (the scheduler is built after this module). */
  scheduler: () => PagePublishScheduler;
}

type PageCache = ReturnType<typeof createPageCache>;

/** The pages' content as visitors read it, one page or several at once, from the per-page answer cache. */
function pageReadRoutes(app: RouteApp, config: Config, service: CmsService, pageCache: PageCache) {
  route(
    app,
    "getPageContent",
    async (request, reply) => {
      const { pageName, client = DEFAULT_CLIENT } = request.body;
      if (SIGNED_IN_PAGES.has(pageName) && !request.session) throw new UnauthorizedError();
      // an editor reads what was just saved, whichever instance answers (the cache of another may be a moment old)
      const body = await pageCache.get(
        client,
        pageName,
        () => service.getPage(pageName, client),
        request.session?.role === "admin",
      );
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
    { config: { rateLimit: publicPostLimit(config, 20) } },
  );

  route(
    app,
    "getPageContentBatch",
    async (request, reply) => {
      const pages = request.body.pages.map(({ pageName, client = DEFAULT_CLIENT }) => ({ pageName, client }));
      if (!request.session && pages.some((p) => SIGNED_IN_PAGES.has(p.pageName))) throw new UnauthorizedError();
      const unique = [...new Map(pages.map((p) => [JSON.stringify([p.client, p.pageName]), p])).values()];
      const bypass = request.session?.role === "admin";
      // the single read's serialized answers, from the same per-page cache (cleared by the same saves), put together
      // as they are: no parsing and serializing them again
      const entries = await Promise.all(
        unique.map(async ({ pageName, client }) => {
          const body = await pageCache.get(client, pageName, () => service.getPage(pageName, client), bypass);
          return `{"pageName":${JSON.stringify(pageName)},"client":${JSON.stringify(client)},"content":${resultJson(body)}}`;
        }),
      );
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(answerOfJson(`[${entries.join(",")}]`));
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );
}

/** An editor's save of a section (published at once, or a draft), its versions and a restore. */
function sectionEditRoutes(app: RouteApp, service: CmsService, pageCache: PageCache) {
  route(
    app,
    "saveSection",
    async (request) => {
      const { pageName, section, content, client = DEFAULT_CLIENT, baseVersion, draft } = request.body;
      const key = { client, pageName, section };
      const version = await service.save(key, content, request.session?.email ?? "", { baseVersion, draft });
      if (!draft) await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: draft ? "Draft saved" : "Content Saved" };
    },
    { config: { activity: cmsActivity.save } },
  );

  route(app, "listSectionVersions", async (request) => {
    // newest first: the first entry of page 1 is the section's head (the editor's baseVersion); the built-in default last
    const { pageName, section, client = DEFAULT_CLIENT, pageNumber = 1, pageSize = 50 } = request.body;
    return { status: true as const, result: await service.history({ client, pageName, section }, pageNumber, pageSize) };
  });

  route(
    app,
    "restoreSectionVersion",
    async (request) => {
      const { pageName, section, versionId, client = DEFAULT_CLIENT, baseVersion, draft } = request.body;
      const key = { client, pageName, section };
      const version = await service.restore(key, versionId, request.session?.email ?? "", { baseVersion, draft });
      if (!draft) await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: draft ? "Draft saved" : "Content Saved" };
    },
    { config: { activity: cmsActivity.restore } },
  );
}

/** A page's drafts: what they are, all published at once (now or later), or discarded. */
function draftRoutes(
  app: RouteApp,
  config: Config,
  service: CmsService,
  pageCache: PageCache,
  scheduler: () => PagePublishScheduler,
) {
  route(app, "getPageDrafts", async (request) => {
    const { client = DEFAULT_CLIENT } = request.body;
    const pageName = contentPage(request.body.pageName);
    const [drafts, scheduled] = await Promise.all([
      service.drafts(pageName, client),
      scheduler().pendingPublishes(client, pageName),
    ]);
    return { status: true as const, result: { pageName, client, drafts, scheduled } };
  });

  route(
    app,
    "publishPage",
    async (request) => {
      const { client = DEFAULT_CLIENT, at } = request.body;
      const pageName = contentPage(request.body.pageName);
      const by = request.session?.email ?? "";
      if (at !== undefined) {
        const scheduled = await scheduler().publishLater(client, pageName, at, by);
        return { status: true as const, result: { published: [], scheduled } };
      }
      const published = await service.publishDrafts(client, pageName);
      if (published.length) await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { published } };
    },
    { config: { activity: publishActivity(config.siteTimeZone) } },
  );

  route(
    app,
    "discardDrafts",
    async (request) => {
      const { client = DEFAULT_CLIENT, section } = request.body;
      const pageName = contentPage(request.body.pageName);
      return { status: true as const, result: { sections: await service.discardDrafts(client, pageName, section) } };
    },
    { config: { activity: cmsActivity.discard } },
  );
}

/** An editor's image, checked and stored in the widths the pages show. */
function imageUploadRoutes(app: RouteApp, config: Config, uploads: UploadService) {
  route(app, "uploadImage", async (request) => {
    if (!request.isMultipart()) throw new BadRequestError("Send the image as multipart/form-data in a field named file.");
    const file = await request.file();
    if (!file) throw new BadRequestError("Choose an image to upload.");
    let buffer: Buffer;
    try {
      buffer = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
        throw new PayloadTooLargeError(`The image is larger than ${Math.round(config.uploadMaxBytes / 1024 / 1024)} MB.`);
      throw err;
    }
    const saved = await uploads.saveImage(buffer, request.session?.email ?? "");
    return { status: true as const, ...saved };
  });
}

const cmsRoutes: FastifyPluginAsyncTypebox<CmsRouteOptions> = async (app, { config, cms, uploads, scheduler }) => {
  const pageCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: PAGE_CONTENT_CACHE,
    onLookup: (hit) => app.metrics.cacheLookup("page-content", hit),
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  pageReadRoutes(app, config, cms, pageCache);
  sectionEditRoutes(app, cms, pageCache);
  draftRoutes(app, config, cms, pageCache, scheduler);
  imageUploadRoutes(app, config, uploads);
};

export default cmsRoutes;
