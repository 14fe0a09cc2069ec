import type { SessionUser } from "./schemas/index";

/** The element of a page rendered for a signed-in person that names them (the browser's first render must match). */
export const SSR_USER_ID = "hpm-ssr-user";

/** What the server's page renderer (web/src/entry-server.tsx, built into web/dist-server) gives the API. */
export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** Preload hints for the page's first images, for the document's head. */
  head: string;
  /** The page rendered (its key in the page manifest), so the server can add its stylesheet and chunk. */
  page?: string;
  /** The public reads the page was rendered from, for the browser's query cache before it hydrates. */
  state: unknown;
  /** How many times the page was rendered to produce the markup (one: its loaders bring everything first). */
  passes: number;
  /** What the page says of itself for the document's head (its title: null for the site's name alone). */
  meta?: { title?: string | null; description?: string };
}

export type RichTextProfile = "basic" | "blog";

export interface ServerHooks {
  /** How the page's API reads are answered without a network hop (an in-process request). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The site's public origin (absolute links such as share links). */
  origin: string;
  /** The server's rich-text sanitizer (the browser's needs a DOM). */
  sanitize: (html: string, profile: RichTextProfile) => string;
}

export interface RenderOptions {
  /** The signed-in person the page is for (their name, the hub and Logout in the header; an editor's pencils). */
  user?: SessionUser | null;
}

export interface PageRendererModule {
  configureServer(hooks: ServerHooks): void;
  render(url: string, options?: RenderOptions): Promise<RenderedPage>;
}
