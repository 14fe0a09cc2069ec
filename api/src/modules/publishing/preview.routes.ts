import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, formatSiteTime, PREVIEW_MESSAGES, PREVIEW_PATH } from "@hpm/contracts";
import { ClientSchema, PageName } from "@hpm/contracts/schemas";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import { route } from "../../http/route";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../../plugins/errors";
import { renderWithContent } from "../../plugins/page-renderer";
import { publicPostLimit } from "../../plugins/security";
import { previewActivity } from "./preview.activity";
import { previewDocument, previewMessagePage } from "./preview.page";
import type { PreviewService } from "./preview.service";

export interface PreviewRouteOptions {
  config: Config;
  previews: PreviewService;
  /** SITE_TIME_ZONE: when a link expires is said in it. */
  timeZone: string;
}

/** An editor's preview links: create, list, withdraw. */
export const previewLinkRoutes: FastifyPluginAsyncTypebox<PreviewRouteOptions> = async (app, { previews }) => {
  route(
    app,
    "createPreviewLink",
    async (request) => ({ status: true as const, result: await previews.create(request.body, request.session?.email ?? "") }),
    { config: { activity: previewActivity.create } },
  );

  route(app, "listPreviewLinks", async (request) => ({ status: true as const, result: await previews.list(request.body) }));

  route(
    app,
    "revokePreviewLink",
    async (request) => {
      const { id, client } = request.body;
      return { status: true as const, result: await previews.revoke(id, client, request.session?.email ?? "") };
    },
    { config: { activity: previewActivity.revoke } },
  );
};

/** A preview is nobody's to keep: not a shared cache, not the browser's, not a search engine, not the next site's referrer. */
const sendPreview = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);

const NOT_SHOWN = "Preview not available";
const SIGN_IN = { href: "/login", text: "Sign in" };

/** What a preview address answers when it cannot show the page: a page of its own, never the API's JSON. */
function refusal(error: FastifyError | AppError): { status: number; title: string; message: string; signIn?: boolean } {
  const status = error instanceof AppError ? error.statusCode : error.validation ? 400 : (error.statusCode ?? 500);
  if (status === 401)
    return { status, title: "Sign in to preview", message: "Sign in as an editor to preview this page.", signIn: true };
  if (status === 403) return { status, title: NOT_SHOWN, message: "Only editors can preview unpublished changes." };
  if (status === 404) return { status, title: "Preview link not valid", message: PREVIEW_MESSAGES.unknown };
  if (status === 429) return { status, title: NOT_SHOWN, message: "Too many requests. Please try again shortly." };
  if ("validation" in error && error.validation)
    return { status, title: NOT_SHOWN, message: "This preview address is not complete. Open the preview from the page again." };
  if (status >= 400 && status < 500) return { status, title: NOT_SHOWN, message: error.message };
  return { status, title: NOT_SHOWN, message: "The preview could not be shown. Please try again in a moment." };
}

/** The page of `pageName` rendered with its drafts (and no other page's), as a read-only preview; 503 when it did not render. */
async function showPreview(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { client: string; pageName: string; path: string },
  note: string,
) {
  let content: Promise<Record<string, unknown>> | undefined;
  const overlay = {
    client: page.client,
    pageName: page.pageName,
    content: () => {
      content ??= app.cms.getPageWithDrafts(page.pageName, page.client);
      return content;
    },
  };
  const rendered = await renderWithContent(overlay, () => app.renderPageAlone(request, page.path));
  if (!rendered?.rendered) {
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    return sendPreview(
      reply,
      503,
      previewMessagePage(NOT_SHOWN, "The preview could not be shown right now. Please try again in a moment."),
    );
  }
  return sendPreview(reply, 200, previewDocument(rendered.html, note));
}

/** The preview pages: a shared link (public, signed, rate limited) and an editor's own preview (signed in as an editor). */
export const previewPageRoutes: FastifyPluginAsyncTypebox<PreviewRouteOptions> = async (app, { config, previews, timeZone }) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, title, message, signIn } = refusal(error);
    if (status >= 500) request.log.error({ err: error }, "preview failed");
    if (status === 503 || isDatabaseUnavailable(error)) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    return sendPreview(
      reply,
      isDatabaseUnavailable(error) ? 503 : status,
      previewMessagePage(title, message, signIn ? SIGN_IN : undefined),
    );
  });

  app.get(
    `${PREVIEW_PATH}/:token`,
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: { hide: true, params: Type.Object({ token: Type.String({ maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const opened = await previews.open(request.params.token);
      if (opened.state === "unknown")
        return sendPreview(reply, 404, previewMessagePage("Preview link not valid", PREVIEW_MESSAGES.unknown));
      if (opened.state === "revoked")
        return sendPreview(reply, 410, previewMessagePage("Preview link withdrawn", PREVIEW_MESSAGES.revoked));
      if (opened.state === "expired")
        return sendPreview(reply, 410, previewMessagePage("Preview link expired", PREVIEW_MESSAGES.expired));
      const { client, pageName, expiresAt } = opened.link;
      const note = `This link expires ${formatSiteTime(expiresAt, timeZone)}.`;
      return showPreview(app, request, reply, { client, pageName, path: opened.path }, note);
    },
  );

  app.get(
    PREVIEW_PATH,
    {
      config: { access: "admin" },
      schema: { hide: true, querystring: Type.Object({ page: PageName, client: Type.Optional(ClientSchema) }) },
    },
    async (request, reply) => {
      const { page: pageName, client = DEFAULT_CLIENT } = request.query;
      const path = previews.pathOf(pageName);
      const note = "The page with its unpublished changes. Visitors see the published page.";
      return showPreview(app, request, reply, { client, pageName, path }, note);
    },
  );
};
