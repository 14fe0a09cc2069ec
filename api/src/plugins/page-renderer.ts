import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { isPrerenderedPage, matchSitePath, type PageRendererModule, type RenderedPage } from "@hpm/contracts";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyInstance } from "fastify";
import { sanitizeBlogHtml, sanitizeRichText } from "../editing/rich-text";

/** A public page's HTML, for a visitor or (`user`) as the signed-in person will see it. */
export type PageRenderer = (url: string, user?: SessionUser | null) => Promise<RenderedPage | null>;

/** The address the renderer's in-process reads come from: no socket can have it, so the rate limiter lets it pass. */
export const RENDERER_ADDRESS = "page-renderer";

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
  mod.configureServer({
    origin,
    fetch: async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url,
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: typeof init.body === "string" ? init.body : undefined,
        remoteAddress: RENDERER_ADDRESS,
      });
      return new Response(res.rawPayload, { status: res.statusCode, headers: { "content-type": "application/json" } });
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
