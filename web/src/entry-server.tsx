import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { type RichTextProfile, setServerSanitizer } from "./content/RichText";
import { setFetch } from "./lib/api";
import { setServerOrigin } from "./lib/origin";
import { createAppRouter } from "./router";

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** Preload hints for the page's first images, for the document's head. */
  head: string;
  /** The page rendered (its key in the route table), so the server can add its stylesheet and chunk. */
  page?: string;
  /** The queries the page read, for the browser's query cache before it hydrates. */
  state: unknown;
}

export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

/** How long a page waits for its reads before it is sent with what has arrived. */
const DATA_WAIT_MS = 1500;
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export interface ServerHooks {
  /** How the page's API reads are answered without a network hop (an in-process request). */
  fetch: ServerFetch;
  /** The site's public origin (absolute links such as share links). */
  origin: string;
  /** The server's rich-text sanitizer (the browser's needs a DOM). */
  sanitize: (html: string, profile: RichTextProfile) => string;
}

export function configureServer(hooks: ServerHooks): void {
  setFetch(hooks.fetch);
  setServerOrigin(hooks.origin);
  setServerSanitizer(hooks.sanitize);
}

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

function tree(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Public reads (page content, blog, form definitions) are answered before the page is sent; others, and content
 * item lists (the agent directory: thousands of rows), load in the browser as they would without this render. */
const isInlined = (queryKey: readonly unknown[]) => queryKey[0] === "content" && queryKey[2] !== "items";
/** A read larger than this would make the page heavy: it loads apart. */
const INLINE_MAX_CHARS = 24 * 1024;
const tooLarge = (data: unknown) => JSON.stringify(data ?? null).length > INLINE_MAX_CHARS;
const MAX_PASSES = 3;

/**
 * Renders one public page as a visitor sees it, with the stored content in place: each pass finds the reads the
 * page starts, they are answered, and the next pass renders with their data (data can reveal more of the page,
 * and so more reads) until nothing new is asked or the time is up.
 */
export async function render(url: string): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } },
  });
  const cache = queryClient.getQueryCache();
  // the router answers "/golf/" by going to "/golf": render where it would land
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url.replace(/(.)\/+(?=\?|$)/, "$1")] }));
  await router.load();
  const deadline = Date.now() + DATA_WAIT_MS;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    await toHtml(tree(queryClient, router));
    const asked = cache.getAll().filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle");
    const wanted = asked.filter((q) => isInlined(q.queryKey) && q.options.queryFn);
    for (const q of asked) if (!wanted.includes(q)) cache.remove(q);
    if (wanted.length === 0 || Date.now() >= deadline) break;
    await Promise.race([
      Promise.allSettled(wanted.map((q) => q.fetch())),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ]);
  }
  // what did not arrive loads in the browser, exactly as it would without this render
  for (const q of cache.getAll()) if (q.state.status !== "success" || tooLarge(q.state.data)) cache.remove(q);

  // everything the passes waited for (page chunks, section definitions) is settled now, so a plain
  // synchronous render gives the complete markup, with none of the streaming renderer's inline scripts
  const markup = renderToString(tree(queryClient, router));
  // React puts its image preloads first in the markup; they belong in <head>, and the browser's render of
  // #root would not expect them there
  const head = markup.match(LEADING_PRELOADS)?.[0] ?? "";
  const page = router.state.matches.map((m) => m.staticData?.page).findLast(Boolean);
  return { html: markup.slice(head.length), head, page, state: dehydrate(queryClient) };
}
