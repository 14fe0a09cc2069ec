import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { RenderedPage } from "@hpm/contracts";
import { matchSitePath } from "@hpm/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { escapeHtml } from "../html";
import { loadPageAssets } from "./page-assets";
import type { PageRenderer } from "./page-renderer";

const NOT_SPA = /^\/(api|auth|dev-idp|uploads)(\/|$)/;

export interface PageMeta {
  /** null: the site's name alone (the home page). */
  title: string | null;
  description?: string;
  image?: string;
  /** The page's canonical address. */
  url: string;
  type?: "website" | "article";
}
export type PageMetaResolver = (path: string) => Promise<PageMeta | null>;

const SITE_NAME = "High Plains Mutual Insurance";
const SITE_ALIASES = /^\/mwfbi(?=\/|$)/;

/** The address search engines should index for `path`: the /360 form of an alias, without a trailing slash. */
export function canonicalUrl(publicUrl: string, path: string): string {
  const clean = path.replace(SITE_ALIASES, "/360").replace(/(.)\/+$/, "$1");
  return `${publicUrl}${clean}`;
}

/** The shell with the page's title, description, canonical address and Open Graph tags, for crawlers and previews. */
export function withMeta(shell: string, meta: PageMeta): string {
  const title = meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title ?? SITE_NAME)}" />`,
    ...(meta.description ? [`<meta property="og:description" content="${escapeHtml(meta.description)}" />`] : []),
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
  ].join("");
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (meta.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  return html.replace("</head>", `${tags}</head>`);
}

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The shell with the rendered page inside #root and the data it was rendered from, for the browser to hydrate. */
export function withPage(shell: string, page: RenderedPage, assets = ""): string {
  return shell
    .replace("</head>", `${page.head}${assets}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="hpm-ssr">${scriptJson(page.state)}</script>`,
    );
}

export interface WebPluginOptions {
  root: string;
  publicUrl: string;
  pageMeta?: PageMetaResolver;
  render?: PageRenderer;
  /** Pages cost a render each: at most this many per client address and minute. */
  pageLimit?: { max: number; timeWindow: string };
}

export default fp<WebPluginOptions>(
  async (app, { root, publicUrl, pageMeta, render, pageLimit }) => {
    const indexFile = join(root, "index.html");
    const shell = existsSync(indexFile) ? readFileSync(indexFile) : null;
    const pageAssets = loadPageAssets(root);
    if (!shell) app.log.warn({ root }, "web build not found: run `npm run build` to serve the site");
    else
      await app.register(fastifyStatic, {
        root,
        prefix: "/",
        wildcard: true,
        index: render ? false : "index.html",
        decorateReply: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          if (path.includes(`${join(root, "assets")}`)) res.header("cache-control", "public, max-age=31536000, immutable");
          else if (/(sw\.js|workbox-.*\.js|manifest\.webmanifest|\.html)$/.test(path)) res.header("cache-control", "no-cache");
          else res.header("cache-control", "public, max-age=86400");
        },
      });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0] ?? "/";
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !NOT_SPA.test(path);
      if (!wantsPage || !shell) return reply.code(404).send({ status: false, message: "Not found." });
      const [meta, page] = await Promise.all([
        pageMeta ? pageMeta(path).catch(() => null) : null,
        render && request.method === "GET"
          ? render(request.url).catch((err) => {
              request.log.error({ err, path }, "page render failed; sending the bare shell");
              return null;
            })
          : null,
      ]);
      let html = shell.toString("utf8");
      const ownMeta =
        meta ??
        (page?.meta
          ? { title: page.meta.title ?? null, description: page.meta.description, url: canonicalUrl(publicUrl, path) }
          : null);
      if (ownMeta && matchSitePath(path)) html = withMeta(html, ownMeta);
      if (page) html = withPage(html, page, pageAssets(page.page));
      return reply
        .code(matchSitePath(path) ? 200 : 404)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(html);
    };
    // with the renderer, "/" (the portal) is a page like any other rather than the static index.html
    if (shell && render)
      app.get(
        "/",
        { config: { access: "public", ...(pageLimit ? { rateLimit: pageLimit } : {}) }, schema: { hide: true } },
        sendPage,
      );
    // every other page arrives here (the static route passes on what is not a file)
    if (pageLimit && app.rateLimit) app.setNotFoundHandler({ preHandler: app.rateLimit(pageLimit) }, sendPage);
    else app.setNotFoundHandler(sendPage);
  },
  { name: "web" },
);
