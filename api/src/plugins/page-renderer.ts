import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DEFAULT_CLIENT, isPrerenderedPage, matchSitePath, type PageRendererModule, type RenderedPage } from "@hpm/contracts";
import { endpoints } from "@hpm/contracts/endpoints";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyInstance } from "fastify";
import { sanitizeBlogHtml, sanitizeRichText } from "../editing/rich-text";

/** A public page's HTML, for a visitor or (`user`) as the signed-in person will see it. */
export type PageRenderer = (url: string, user?: SessionUser | null) => Promise<RenderedPage | null>;

/** The address the renderer's in-process reads come from: no socket can have it, so the rate limiter lets it pass. */
export const RENDERER_ADDRESS = "page-renderer";

/** One page's content as one render reads it instead of what is stored for visitors (a preview: with its drafts). */
export interface ContentOverlay {
  client: string;
  pageName: string;
  content: () => Promise<Record<string, unknown>>;
}

const overlays = new AsyncLocalStorage<ContentOverlay>();

/**
 * Runs `render` with the reads of one page's content answered by `overlay`, for this render alone: the store follows
 * the render's own async work (its loaders' reads), never a render another request started. Those reads do not reach
 * the content routes, so the answer cache never holds them.
 */
export function renderWithContent<T>(overlay: ContentOverlay, render: () => Promise<T>): Promise<T> {
  return overlays.run(overlay, render);
}

type Inject = (url: string, body: unknown) => Promise<Response>;
type PageRef = { pageName: string; client?: string };

const jsonAnswer = (result: unknown) =>
  new Response(JSON.stringify({ status: true, result }), { status: 200, headers: { "content-type": "application/json" } });

/** The overlaid page's content read, or (a batch) the other pages read as usual with it put in its place; else null. */
async function overlaid(overlay: ContentOverlay, url: string, body: unknown, inject: Inject): Promise<Response | null> {
  const mine = (p: PageRef) => p.pageName === overlay.pageName && (p.client ?? DEFAULT_CLIENT) === overlay.client;
  if (url === endpoints.getPageContent.path) return mine(body as PageRef) ? jsonAnswer(await overlay.content()) : null;
  if (url !== endpoints.getPageContentBatch.path) return null;
  const pages = (body as { pages?: PageRef[] }).pages ?? [];
  if (!pages.some(mine)) return null;
  const others = pages.filter((p) => !mine(p));
  type Entry = { pageName: string; client: string; content: unknown };
  let read: Entry[] = [];
  if (others.length) {
    const res = await inject(url, { pages: others });
    if (!res.ok) return res;
    read = ((await res.json()) as { result: Entry[] }).result;
  }
  const content = await overlay.content();
  return jsonAnswer(
    pages.map((p) =>
      mine(p) ? { pageName: p.pageName, client: overlay.client, content } : read.find((e) => e.pageName === p.pageName),
    ),
  );
}

function parsed(payload: string | undefined): object | undefined {
  try {
    const body: unknown = payload === undefined ? undefined : JSON.parse(payload);
    return body && typeof body === "object" ? body : undefined;
  } catch {
    return undefined;
  }
}

export function isPrerendered(path: string): boolean {
  const route = matchSitePath(path);
  return Boolean(route && isPrerenderedPage(route.page));
}

/**
 * The server bundle of the web app (web/dist-server, made by `npm run build`), which renders a public page
 * with its stored content; its API reads go through `app.inject`, anonymously, as a visitor's would.
 */
export async function loadPageRenderer(app: FastifyInstance, entry: string, origin: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  let mod: PageRendererModule;
  try {
    mod = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  } catch (err) {
    app.log.error({ err, entry }, "the page renderer could not be loaded: pages will render in the browser only");
    return null;
  }
  return connectPageRenderer(app, mod, origin);
}

/** Hands the renderer the server's in-process reads and sanitizer; renders only the pages visitors may see rendered. */
export function connectPageRenderer(app: FastifyInstance, mod: PageRendererModule, origin: string): PageRenderer {
  const inject = async (method: string, url: string, payload: string | undefined) => {
    const res = await app.inject({
      method: method as "GET",
      url,
      headers: { "content-type": "application/json", accept: "application/json" },
      payload,
      remoteAddress: RENDERER_ADDRESS,
    });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { "content-type": "application/json" } });
  };
  mod.configureServer({
    origin,
    fetch: async (url, init) => {
      const method = init.method ?? "GET";
      const payload = typeof init.body === "string" ? init.body : undefined;
      const overlay = overlays.getStore();
      const body = overlay && method === "POST" ? parsed(payload) : undefined;
      if (overlay && body) {
        const answer = await overlaid(overlay, url, body, (u, b) => inject("POST", u, JSON.stringify(b)));
        if (answer) return answer;
      }
      return inject(method, url, payload);
    },
    sanitize: (html, profile) => (profile === "blog" ? sanitizeBlogHtml(html) : sanitizeRichText(html)),
  });
  return async (url, user) => {
    if (!isPrerendered(url.split("?")[0] ?? "/")) return null;
    const page = await mod.render(url, { user });
    // a route that only redirects renders nothing: the browser then renders where it lands
    return page.html ? page : null;
  };
}
