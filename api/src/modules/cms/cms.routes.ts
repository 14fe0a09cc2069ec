import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, loadAllPageSections, SIGNED_IN_PAGES } from "@hpm/contracts";
import {
  AddNewBody,
  ContentVersion,
  ErrorBody,
  HistoryBody,
  Ok,
  PageContentBatchBody,
  PageContentBatchResult,
  PageContentBody,
  PageContentResult,
  RestoreBody,
  StaleEditBody,
  UploadResult,
} from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { editorNames } from "../../editing/edit-conflicts";
import { BadRequestError, PayloadTooLargeError, UnauthorizedError } from "../../errors";
import { answerOfJson, createPageCache, resultJson } from "../../http/answer-cache";
import { publicPostLimit } from "../../plugins/security";
import { cmsActivity } from "./cms.activity";
import { createCmsRepository } from "./cms.repository";
import { createCmsService } from "./cms.service";
import presenceRoutes from "./presence";
import { createUploadService } from "./upload.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const SavedResult = Ok(Type.Object({ versionId: Type.Integer() }));

const cmsRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  await loadAllPageSections();
  const service = createCmsService(createCmsRepository(app.db), (emails) => editorNames(app.db, emails));
  const uploads = createUploadService(app.db, app.storage);
  const pageCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "page-content",
    onLookup: (hit) => app.metrics.cacheLookup("page-content", hit),
  });
  await app.register(presenceRoutes);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    "/api/cms/get-page-content-list",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 20) },
      schema: { tags: ["cms"], body: PageContentBody, response: { 200: Ok(PageContentResult), 400: ErrorBody, 401: ErrorBody } },
    },
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
  );

  app.post(
    "/api/cms/get-page-content-batch",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: {
        tags: ["cms"],
        body: PageContentBatchBody,
        response: { 200: Ok(PageContentBatchResult), 400: ErrorBody, 401: ErrorBody },
      },
    },
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
  );

  app.post(
    "/api/cms/add-new",
    {
      config: { access: "admin", activity: cmsActivity.save },
      schema: { tags: ["cms"], body: AddNewBody, response: { 200: SavedResult, 409: StaleEditBody, ...errors } },
    },
    async (request) => {
      const { pageName, section, content, client = DEFAULT_CLIENT, baseVersion } = request.body;
      const key = { client, pageName, section };
      const version = await service.save(key, content, request.session?.email ?? "", baseVersion);
      await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: "Content Saved" };
    },
  );

  app.post(
    "/api/cms/history",
    {
      config: { access: "admin" },
      schema: { tags: ["cms"], body: HistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
    },
    async (request) => {
      // newest first: the first entry of page 1 is the version the section shows now (the editor's baseVersion)
      const { pageName, section, client = DEFAULT_CLIENT, pageNumber = 1, pageSize = 50 } = request.body;
      return { status: true as const, result: await service.history({ client, pageName, section }, pageNumber, pageSize) };
    },
  );

  app.post(
    "/api/cms/restore",
    {
      config: { access: "admin", activity: cmsActivity.restore },
      schema: {
        tags: ["cms"],
        body: RestoreBody,
        response: { 200: SavedResult, 404: ErrorBody, 409: StaleEditBody, ...errors },
      },
    },
    async (request) => {
      const { pageName, section, versionId, client = DEFAULT_CLIENT, baseVersion } = request.body;
      const key = { client, pageName, section };
      const version = await service.restore(key, versionId, request.session?.email ?? "", baseVersion);
      await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: "Content Saved" };
    },
  );

  app.post(
    "/api/cms/upload-image",
    {
      config: { access: "admin" },
      schema: {
        tags: ["cms"],
        consumes: ["multipart/form-data"],
        response: { 200: UploadResult, 413: ErrorBody, 415: ErrorBody, ...errors },
      },
    },
    async (request) => {
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
    },
  );
};

export default cmsRoutes;
