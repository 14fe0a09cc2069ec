import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, loadAllPageSections, SIGNED_IN_PAGES } from "@hpm/contracts";
import {
  AddNewBody,
  ContentVersion,
  ErrorBody,
  Ok,
  PageContentBody,
  PageContentResult,
  RestoreBody,
  SectionRef,
  UploadResult,
} from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError, UnauthorizedError } from "../../errors";
import { publicPostLimit } from "../../plugins/security";
import { createCmsRepository } from "./cms.repository";
import { createCmsService } from "./cms.service";
import { createPageCache } from "./page-cache";
import { createUploadService } from "./upload.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const SavedResult = Ok(Type.Object({ versionId: Type.Integer() }));

const cmsRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  await loadAllPageSections();
  const service = createCmsService(createCmsRepository(app.db));
  const uploads = createUploadService(app.db, app.storage);
  const pageCache = createPageCache(config.contentCacheMs, {
    bus: app.cacheBus,
    name: "page-content",
    onLookup: (hit) => app.metrics.cacheLookup("page-content", hit),
  });
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
    "/api/cms/add-new",
    { config: { access: "admin" }, schema: { tags: ["cms"], body: AddNewBody, response: { 200: SavedResult, ...errors } } },
    async (request) => {
      const { pageName, section, content, client = DEFAULT_CLIENT } = request.body;
      const version = await service.save({ client, pageName, section }, content, request.session?.email ?? "");
      await pageCache.invalidate(client, pageName);
      return { status: true as const, result: { versionId: version.id }, message: "Content Saved" };
    },
  );

  app.post(
    "/api/cms/history",
    {
      config: { access: "admin" },
      schema: { tags: ["cms"], body: SectionRef, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
    },
    async (request) => {
      const { pageName, section, client = DEFAULT_CLIENT } = request.body;
      return { status: true as const, result: await service.history({ client, pageName, section }) };
    },
  );

  app.post(
    "/api/cms/restore",
    {
      config: { access: "admin" },
      schema: { tags: ["cms"], body: RestoreBody, response: { 200: SavedResult, 404: ErrorBody, ...errors } },
    },
    async (request) => {
      const { pageName, section, versionId, client = DEFAULT_CLIENT } = request.body;
      const version = await service.restore({ client, pageName, section }, versionId, request.session?.email ?? "");
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
