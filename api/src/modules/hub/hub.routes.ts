import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { HUB_MESSAGES, HUB_PDF_MAX_BYTES } from "@hpm/contracts/pages/agent-hub";
import {
  ErrorBody,
  LinkTokenBody,
  LinkTokenClaims,
  LinkTokenResult,
  Ok,
  PdfUploadResult,
  VerifyLinkTokenBody,
} from "@hpm/contracts/schemas";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError } from "../../errors";
import { publicPostLimit } from "../../plugins/security";
import { createLinkTokenIssuer } from "./link-token";
import { createLinkTokenReplayGuard } from "./link-token-replay";
import { createPdfService } from "./pdf.service";

const hubRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const tokens = createLinkTokenIssuer(config.hubToken.secret, config.hubToken.ttlSeconds);
  const used = createLinkTokenReplayGuard(app.db);
  const pdfs = createPdfService(app.storage);
  await app.register(multipart, { limits: { fileSize: HUB_PDF_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    "/api/hub/upload-pdf",
    {
      config: { access: "admin" },
      schema: {
        tags: ["hub"],
        consumes: ["multipart/form-data"],
        response: { 200: PdfUploadResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError("Send the PDF as multipart/form-data in a field named file.");
      let saved: { path: string; name: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          if (saved) throw new BadRequestError("Upload one PDF file at a time.");
          saved = await pdfs.save(await part.toBuffer(), part.filename);
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLargeError(HUB_MESSAGES.pdfSize);
        if (code === "FST_FILES_LIMIT") throw new BadRequestError("Upload one PDF file at a time.");
        throw err;
      }
      if (!saved) throw new BadRequestError(HUB_MESSAGES.pdf);
      return { status: true as const, ...saved };
    },
  );

  app.post(
    "/api/hub/link-token",
    {
      config: { access: "user" },
      schema: { tags: ["hub"], body: LinkTokenBody, response: { 200: Ok(LinkTokenResult), 401: ErrorBody } },
    },
    async (request) => {
      const email = request.session?.email ?? "";
      return { status: true as const, result: await tokens.issue({ clientName: request.body.clientName, email }) };
    },
  );

  app.post(
    "/api/hub/verify-link-token",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: { tags: ["hub"], body: VerifyLinkTokenBody, response: { 200: Ok(LinkTokenClaims), 401: ErrorBody } },
    },
    async (request) => {
      const { clientName, email, jti, expiresAt } = await tokens.verify(request.body.token);
      await used.consume({ jti, expiresAt });
      return { status: true as const, result: { clientName, email, expiresAt } };
    },
  );
};

export default hubRoutes;
