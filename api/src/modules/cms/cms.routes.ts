import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, SIGNED_IN_PAGES } from "@hpm/contracts";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError, UnauthorizedError } from "../../errors";
import { answerOfJson, createPageCache, resultJson } from "../../http/answer-cache";
import { type RouteApp, route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { cmsActivity } from "./cms.activity";
import type { CmsService } from "./cms.service";
import type { UploadService } from "./upload.service";

export interface CmsRouteOptions {
  config: Config;
  cms: CmsService;
  uploads: UploadService;
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

/** An editor's save of a section, its versions and a restore; a save clears the page's cached answer. */
function sectionEditRoutes(app: RouteApp, service: CmsService, pageCache: PageCache) {
  route(
    app,
    "saveSection",
    async (request) => {
      const { pageName, section, content, client = DEFAULT_CLIENT, baseVersion } = request.body;
      const key = { client, pageName, section };
      const version = await service.save(key, content, request.session?.email ?? "", baseVersion);
      await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: "Content Saved" };
    },
    { config: { activity: cmsActivity.save } },
  );

  route(app, "listSectionVersions", async (request) => {
    // newest first: the first entry of page 1 is the version the section shows now (the editor's baseVersion)
    const { pageName, section, client = DEFAULT_CLIENT, pageNumber = 1, pageSize = 50 } = request.body;
    return { status: true as const, result: await service.history({ client, pageName, section }, pageNumber, pageSize) };
  });

  route(
    app,
    "restoreSectionVersion",
    async (request) => {
      const { pageName, section, versionId, client = DEFAULT_CLIENT, baseVersion } = request.body;
      const key = { client, pageName, section };
      const version = await service.restore(key, versionId, request.session?.email ?? "", baseVersion);
      await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: "Content Saved" };
    },
    { config: { activity: cmsActivity.restore } },
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

const cmsRoutes: FastifyPluginAsyncTypebox<CmsRouteOptions> = async (app, { config, cms, uploads }) => {
  const pageCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "page-content",
    onLookup: (hit) => app.metrics.cacheLookup("page-content", hit),
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  pageReadRoutes(app, config, cms, pageCache);
  sectionEditRoutes(app, cms, pageCache);
  imageUploadRoutes(app, config, uploads);
};

export default cmsRoutes;
