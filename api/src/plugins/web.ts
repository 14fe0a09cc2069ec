import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { RenderedPage } from "@hpm/contracts";
import { AUTH_REDIRECT_PATH, canonicalPath, matchSitePath, pageEntry, pageQueryValue, SSR_USER_ID } from "@hpm/contracts";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { escapeHtml } from "../html";
import { type EarlyAnswer, type PageWire, pageWire, sendWire } from "../http/page-wire";
import { SITE_NAME } from "../page-meta";
import { SESSION_COOKIE } from "./auth";
import type { CacheBus } from "./cache-bus";
import { cssReader, type InlineEntry, loadPageAssets, prepareShell } from "./page-assets";
import type { PageRenderer } from "./page-renderer";

const NOT_SPA = /^\/(api|auth|dev-idp|uploads)(\/|$)/;

export interface PageMeta {
  /** null: the site's name alone (the portal). */
  title: string | null;
  description?: string;
  /** The share image (og:image), an absolute address. */
  image?: string;
  /** The page's canonical address. */
  url: string;
  type?: "website" | "article";
  /** Structured data (schema.org JSON-LD), one script element each. */
  jsonLd?: object[];
}
/** What the server knows of the page at `path` from what is stored (null: nothing); the address is the composer's. */
export type PageMetaResolver = (path: string) => Promise<Partial<PageMeta> | null>;

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The resolvers asked together; where two know a field, the first one's wins. One failing counts as knowing nothing. */
export function composePageMeta(...resolvers: PageMetaResolver[]): PageMetaResolver {
  return async (path) => {
    const found = await Promise.all(resolvers.map((resolve) => resolve(path).catch(() => null)));
    const known = found.filter((meta) => meta !== null);
    if (known.length === 0) return null;
    const merged: Partial<PageMeta> = {};
    for (const meta of known.reverse())
      for (const [key, value] of Object.entries(meta)) if (value !== undefined) Object.assign(merged, { [key]: value });
    return merged;
  };
}

/** The address search engines should index for `path`: its page's main address (site-routes.ts canonicalPath). */
export function canonicalUrl(publicUrl: string, path: string): string {
  const clean = canonicalPath(path) ?? path.replace(/^\/mwfbi(?=\/|$)/, "/360").replace(/(.)\/+$/, "$1");
  return `${publicUrl}${clean}`;
}

/** The shell with the page's title, description, canonical address, Open Graph tags and structured data. */
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
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join("");
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (meta.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  return html.replace("</head>", `${tags}</head>`);
}

/** The shell with the rendered page inside #root and the data it was rendered from, for the browser to hydrate. */
export function withPage(shell: string, page: RenderedPage, assets = "", user: SessionUser | null = null): string {
  // who the page was rendered for, so the browser's first render (hydration) shows the same header
  const person = user ? `<script type="application/json" id="${SSR_USER_ID}">${scriptJson(user)}</script>` : "";
  return shell
    .replace("</head>", `${page.head}${assets}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="hpm-ssr">${scriptJson(page.state)}</script>${person}`,
    );
}

/** The shell telling the browser which map style to use online (web/src/features/agents/map-style.ts reads it). */
export function withMapStyle(shell: string, mapStyleUrl: string | undefined): string {
  if (!mapStyleUrl) return shell;
  return shell.replace("</head>", `<meta name="hpm-map-style" content="${escapeHtml(mapStyleUrl)}" /></head>`);
}

export interface WebPluginOptions {
  root: string;
  publicUrl: string;
  pageMeta?: PageMetaResolver;
  render?: PageRenderer;
  /** How long a rendered page is served again from memory (cleared on every instance by any staff change). */
  pageCacheMs?: number;
  bus?: CacheBus;
  /** MAP_STYLE_URL, handed to the browser in every page. */
  mapStyleUrl?: string;
  /** Where kept pages are answered from before the application sees the request (the HTTP server's early slot). */
  early?: (answer: EarlyAnswer) => void;
  /** The shell's entry script, sent inline in rendered pages (page-assets.ts; the policy allows it by its hash). */
  entry?: InlineEntry;
}

/** Rendered pages kept per path, at most this many (the oldest goes first). */
const PAGE_CACHE_MAX = 500;
/** Of those, pages kept per the values of their query parameters (the search page's `q`), at most this many. */
const QUERY_PAGE_CACHE_MAX = 100;
/** Renders in progress at once; a page asked for beyond that is sent as the bare shell, which the browser renders. */
export const RENDERS_AT_ONCE = 8;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type Page = { html: string; status: number; rendered: boolean };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * `path` rendered as a visitor sees it, for this request alone: never kept, never shared with a concurrent view of
     * the same path (a preview, whose content reads are its own). Null without a web build.
     */
    renderPageAlone(request: FastifyRequest, path: string): Promise<Page | null>;
  }
}
type Compose = (path: string, rendered: Promise<RenderedPage | null> | null, user?: SessionUser | null) => Promise<Page>;

/** The built files: hashed assets for a year, the service worker, manifest and HTML revalidated, the rest a day. */
async function serveBuiltFiles(app: FastifyInstance, root: string, ownIndex: boolean) {
  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    wildcard: true,
    index: ownIndex ? false : "index.html",
    decorateReply: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.includes(`${join(root, "assets")}`)) res.header("cache-control", "public, max-age=31536000, immutable");
      // (the file sent may be the build's compressed copy: sw.js.br)
      else if (/(sw\.js|workbox-.*\.js|manifest\.webmanifest|\.html)(\.br|\.gz)?$/.test(path))
        res.header("cache-control", "no-cache");
      else res.header("cache-control", "public, max-age=86400");
    },
  });
}

/**
 * A page's head: what its render said of itself (its title and description, as the browser shows them), else what
 * the server found stored (and always its share image, structured data and type); its main address unless the
 * resolver named one.
 */
function ownMeta(publicUrl: string, path: string, found: Partial<PageMeta> | null, said: RenderedPage["meta"]): PageMeta {
  return {
    ...found,
    title: said?.title || found?.title || null,
    description: said?.description || found?.description,
    url: found?.url ?? canonicalUrl(publicUrl, path),
  };
}

/** The shell a page is sent in, with its title and share tags, its rendered markup and what it was rendered from. */
function pageComposer(
  pageShell: string,
  publicUrl: string,
  pageMeta: PageMetaResolver | undefined,
  pageAssets: ReturnType<typeof loadPageAssets>,
): Compose {
  return async (path, rendered, user = null) => {
    const [found, page] = await Promise.all([pageMeta ? pageMeta(path).catch(() => null) : null, rendered]);
    let html = pageShell;
    if ((found || page?.meta) && matchSitePath(path)) html = withMeta(html, ownMeta(publicUrl, path, found, page?.meta));
    if (page) html = withPage(html, page, pageAssets(page.page), user);
    return { html, status: matchSitePath(path) ? 200 : 404, rendered: page !== null };
  };
}

/** What a page is rendered from and kept under: its path, with the query parameters it reads (`url`). */
export interface PageTarget {
  path: string;
  /** The path, or (a page whose manifest entry names `queryParams`) the path with their normalized values. */
  url: string;
}

/**
 * The page `url` asks for: its path alone, unless its manifest entry names the query parameters it reads; then the
 * path with those (normalized, in the entry's order, empty ones left out) and no other.
 */
export function pageTarget(url: string): PageTarget {
  const mark = url.indexOf("?");
  const path = (mark < 0 ? url : url.slice(0, mark)) || "/";
  if (mark < 0) return { path, url: path };
  const route = matchSitePath(path);
  const names = route ? pageEntry(route.page).queryParams : undefined;
  if (!names?.length) return { path, url: path };
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = names.flatMap((name) => {
    const value = pageQueryValue(query.get(name) ?? "");
    return value ? [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`] : [];
  });
  return { path, url: kept.length ? `${path}?${kept.join("&")}` : path };
}

/**
 * A rendered page is the same for every visitor (signed-in pages are rendered per person and never kept), so it is
 * kept for a moment: under load a page costs one render, not one per view. Any change by staff (a successful admin
 * write: content, agents, the blog, forms, hub) clears it here and, through the cache bus, on every instance before its
 * answer goes out. A page is rendered and kept per path, its query string ignored, so `?x=1`, `?x=2`, ... cannot force
 * a render each; only a page that reads query parameters (the search page's `q`: `queryParams` in the manifest) is
 * rendered and kept per their normalized values (`pageTarget`), at most QUERY_PAGE_CACHE_MAX of them, so other pages
 * stay kept whatever is searched. Pages have no per-address limit (a carrier puts a whole town behind one address);
 * what bounds their cost is here: concurrent views of a page share one render, and at most RENDERS_AT_ONCE run at a
 * time, the pages asked for beyond that going out as the bare shell.
 */
function renderedPages(
  app: FastifyInstance,
  options: { render?: PageRenderer; pageCacheMs: number; bus?: CacheBus; compose: Compose },
) {
  const { render, pageCacheMs, bus, compose } = options;
  // `wire`: the page as it goes out, made after its second answer (whose headers it keeps), sent from then on by
  // the HTTP server's early slot without the application; `answers`: how many views the application answered
  type Kept = { html: string; status: number; expires: number; answers: number; wire?: PageWire; wiring?: boolean };
  // by url: pages kept by path, and pages kept by the values of their query parameters
  const pages = new Map<string, Kept>();
  const queryPages = new Map<string, Kept>();
  const rendering = new Map<string, Promise<Page>>();
  let renders = 0;
  let generation = 0;
  const forget = () => {
    pages.clear();
    queryPages.clear();
    rendering.clear();
    generation++;
  };
  bus?.subscribe("page-html", forget);
  if (pageCacheMs > 0)
    // (callback style: the answers that change nothing, nearly all, pass without a promise each)
    app.addHook("onSend", (request, reply, payload, done) => {
      if (!WRITES.has(request.method) || reply.statusCode >= 400 || request.routeOptions.config?.access !== "admin")
        return done(null, payload);
      forget();
      if (!bus) return done(null, payload);
      bus.publish("page-html", "*").then(
        () => done(null, payload),
        (err: Error) => done(err),
      );
    });
  const renderOrShell = (request: FastifyRequest, url: string, user?: SessionUser) =>
    render
      ? render(url, user).catch((err) => {
          request.log.error({ err, path: url }, "page render failed; sending the bare shell");
          return null;
        })
      : null;
  const keep = (target: PageTarget, done: Page, started: number) => {
    // only what rendered, and not from before a staff change: the bare shell is rendered again next time
    if (pageCacheMs <= 0 || !done.rendered || started !== generation) return;
    const [kept, max] =
      target.url === target.path ? [pages, PAGE_CACHE_MAX - QUERY_PAGE_CACHE_MAX] : [queryPages, QUERY_PAGE_CACHE_MAX];
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(target.url, { html: done.html, status: done.status, expires: Date.now() + pageCacheMs, answers: 0 });
  };

  return {
    /** The kept page of `target` while it is fresh. */
    cached(target: PageTarget) {
      if (pageCacheMs <= 0) return undefined;
      const hit = (target.url === target.path ? pages : queryPages).get(target.url);
      const fresh = hit !== undefined && hit.expires > Date.now();
      app.metrics?.cacheLookup("page-html", fresh);
      return hit && fresh ? hit : undefined;
    },
    /**
     * After an answer of a kept page went out (to a visitor): from its second answer on, its wire form, from that
     * answer's headers, so the next views of it are sent as they are. Not after the first: the wire form costs
     * brotli at its best (tens of milliseconds of a core for a page), and a page that nobody asks for again within
     * its moment (most pages, most of the time: a kept page carries the time it was read, so it is made anew after
     * its moment) would pay it at every view, beside the visitor whose page is loading.
     */
    wireAfter(target: PageTarget, reply: FastifyReply) {
      if (pageCacheMs <= 0) return;
      const kept = (target.url === target.path ? pages : queryPages).get(target.url);
      if (!kept || kept.wire || kept.wiring || ++kept.answers < 2) return;
      kept.wiring = true;
      reply.raw.once("finish", () => {
        pageWire(kept.status, kept.html, reply.raw.getHeaders())
          .then((wire) => {
            kept.wire = wire;
          })
          .catch((err: unknown) => app.log.warn({ err, url: target.url }, "a kept page's wire form could not be made"))
          .finally(() => {
            kept.wiring = false;
          });
      });
    },
    /** The wire form of the kept page `target`, while it is fresh. */
    wired(target: PageTarget): PageWire | undefined {
      if (pageCacheMs <= 0) return undefined;
      const hit = (target.url === target.path ? pages : queryPages).get(target.url);
      return hit?.wire && hit.expires > Date.now() ? hit.wire : undefined;
    },
    /** A visitor's page: one render shared by concurrent views, kept for the next ones. */
    shared(request: FastifyRequest, target: PageTarget): Promise<Page> {
      const inFlight = rendering.get(target.url);
      if (inFlight) return inFlight;
      if (!render || renders >= RENDERS_AT_ONCE) return compose(target.path, null);
      renders++;
      const started = generation;
      const page = compose(target.path, renderOrShell(request, target.url))
        .then((done) => {
          keep(target, done, started);
          return done;
        })
        .finally(() => {
          renders--;
          if (rendering.get(target.url) === page) rendering.delete(target.url);
        });
      rendering.set(target.url, page);
      return page;
    },
    /**
     * A page rendered for this request alone, never kept or shared with anyone: as the signed-in person sees it
     * (`user`), or as a visitor would (an editor's preview, which reads its own content).
     */
    async personal(request: FastifyRequest, target: PageTarget, user?: SessionUser): Promise<Page> {
      if (!render || renders >= RENDERS_AT_ONCE) return compose(target.path, null);
      renders++;
      try {
        return await compose(target.path, renderOrShell(request, target.url, user), user);
      } finally {
        renders--;
      }
    },
  };
}

// a page differs for a signed-in person (their header, an editor's pencils): a shared cache keys on the cookie
const sendHtml = (reply: FastifyReply, status: number, html: string, personal = false) =>
  reply
    .code(status)
    .header("cache-control", personal ? "private, no-cache" : "no-cache")
    .header("vary", "Cookie")
    .type("text/html; charset=utf-8")
    .send(html);

/** The page the identity provider sends the browser back to (msal-browser's redirect bridge, built with the site). */
function serveAuthRedirect(app: FastifyInstance, root: string) {
  const bridgeFile = join(root, "auth", "redirect.html");
  const bridge = existsSync(bridgeFile) ? readFileSync(bridgeFile, "utf8") : null;
  if (!bridge) return;
  app.get(AUTH_REDIRECT_PATH, { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(bridge),
  );
}

export default fp<WebPluginOptions>(
  async (app, { root, publicUrl, pageMeta, render, pageCacheMs = 0, bus, mapStyleUrl, early, entry }) => {
    const indexFile = join(root, "index.html");
    const shell = existsSync(indexFile) ? withMapStyle(readFileSync(indexFile, "utf8"), mapStyleUrl) : null;
    // the static index.html lacks what the server adds to the shell
    const ownIndex = Boolean(render || mapStyleUrl);
    const readCss = cssReader(root);
    // what pages are sent from: the stylesheet and the entry script inline, the other scripts at low priority (the static index.html, which
    // the service worker keeps, stays as built)
    const pageShell = shell ? prepareShell(shell, readCss, entry) : "";
    const compose = pageComposer(pageShell, publicUrl, pageMeta, loadPageAssets(root, readCss));
    const pages = renderedPages(app, { render, pageCacheMs, bus, compose });
    app.decorate("renderPageAlone", async (request: FastifyRequest, path: string) =>
      shell ? pages.personal(request, { path, url: path }) : null,
    );
    if (!shell) app.log.warn({ root }, "web build not found: run `npm run build` to serve the site");
    else await serveBuiltFiles(app, root, ownIndex);

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = pageTarget(request.url);
      const { path } = target;
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !NOT_SPA.test(path);
      if (!wantsPage || !shell) return reply.code(404).send({ status: false, message: "Not found." });
      if (request.method === "HEAD") {
        const page = await compose(path, null);
        return sendHtml(reply, page.status, page.html);
      }
      const user = app.hasDecorator("pageUser") ? await app.pageUser(request) : null;
      if (user) {
        const page = await pages.personal(request, target, user);
        return sendHtml(reply, page.status, page.html, true);
      }
      const page = pages.cached(target) ?? (await pages.shared(request, target));
      pages.wireAfter(target, reply);
      return sendHtml(reply, page.status, page.html);
    };
    // a visitor's view of a kept page (no session cookie: the page is everyone's), unless the server is draining
    // (its answers close their connections)
    early?.((req, res) => {
      if (req.method !== "GET" || app.draining || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
      const target = pageTarget(req.url ?? "/");
      const wire = NOT_SPA.test(target.path) ? undefined : pages.wired(target);
      if (!wire) return false;
      app.metrics?.cacheLookup("page-html", true);
      sendWire(req, res, wire);
      return true;
    });
    // with the renderer, "/" (the portal) is a page like any other rather than the static index.html
    if (shell && ownIndex) app.get("/", { config: { access: "public" }, schema: { hide: true } }, sendPage);
    serveAuthRedirect(app, root);
    // every other page arrives here (the static route passes on what is not a file)
    app.setNotFoundHandler(sendPage);
  },
  { name: "web" },
);
