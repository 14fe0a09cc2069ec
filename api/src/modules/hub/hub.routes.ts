import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { HUB_MESSAGES, HUB_PDF_MAX_BYTES } from "@hpm/contracts/pages/agent-hub";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError } from "../../errors";
import { route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import type { LinkTokenIssuer } from "./link-token";
import type { LinkTokenReplayGuard } from "./link-token-replay";
import type { PdfService } from "./pdf.service";

export interface HubRouteOptions {
  config: Config;
  tokens: LinkTokenIssuer;
  used: LinkTokenReplayGuard;
  pdfs: PdfService;
}

const hubRoutes: FastifyPluginAsyncTypebox<HubRouteOptions> = async (app, { config, tokens, used, pdfs }) => {
  await app.register(multipart, { limits: { fileSize: HUB_PDF_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  route(app, "uploadHubPdf", async (request) => {
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
  });

  route(app, "issueLinkToken", async (request) => {
    const email = request.session?.email ?? "";
    return { status: true as const, result: await tokens.issue({ clientName: request.body.clientName, email }) };
  });

  route(
    app,
    "verifyLinkToken",
    async (request) => {
      const { clientName, email, jti, expiresAt } = await tokens.verify(request.body.token);
      await used.consume({ jti, expiresAt });
      return { status: true as const, result: { clientName, email, expiresAt } };
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );
};

export default hubRoutes;
