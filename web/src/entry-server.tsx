import type { RenderedPage, RenderOptions, ServerHooks } from "@hpm/contracts";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { setServerSanitizer } from "./content/RichText";
import { renderAs } from "./features/auth/auth-store";
import { setFetch } from "./lib/api";
import { setServerOrigin } from "./lib/origin";
import { collectPageMeta } from "./lib/use-page-title";
import "./offline/query-meta";
import { createAppRouter } from "./router";

/** How long a page waits for its reads before it is sent with what has arrived. */
const DATA_WAIT_MS = 1500;
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
/** React's mark of a Suspense boundary left for the browser to render. */
const CLIENT_RENDER_MARK = "<!--$!-->";
/** A signed-in person's page is rendered again after 10, 20, 40, … 640 ms while a lazy part is loading. */
const LAZY_FIRST_WAIT_MS = 10;
const LAZY_LAST_WAIT_MS = 640;

export function configureServer(hooks: ServerHooks): void {
  setFetch(hooks.fetch);
  setServerOrigin(hooks.origin);
  setServerSanitizer(hooks.sanitize);
}

/** A read larger than this would make the page heavy: it loads apart. */
const INLINE_MAX_CHARS = 24 * 1024;
const tooLarge = (data: unknown) => JSON.stringify(data ?? null).length > INLINE_MAX_CHARS;

/**
 * Renders one public page as a visitor sees it, with the stored content in place, in one pass: the route loaders
 * bring the page's module, its section definitions and its reads first (each waits until the deadline at most).
 * What did not arrive, or is not a public read, loads in the browser as it would without this render.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } },
  });
  // the router answers "/golf/" by going to "/golf": render where it would land
  const history = createMemoryHistory({ initialEntries: [url.replace(/(.)\/+(?=\?|$)/, "$1")] });
  const router = createAppRouter({ queryClient, deadline: Date.now() + DATA_WAIT_MS }, history);
  await router.load();
  let passes = 0;
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  // the person only for the synchronous render: another page's render (awaiting its reads) never sees them
  const renderOnce = () => renderAs(options.user ?? null, () => collectPageMeta(() => renderToString(app)));
  passes += 1;
  let [markup, meta] = renderOnce();
  // a part that loads lazily (an editor's pencils) is still loading on its first render after the server starts:
  // React leaves its boundary to the browser (with its fallback, and error #419 there). Its module is loading by
  // then: render again a little later, until nothing is left (a lazy part inside another takes one render more) or
  // about a second has gone. Only for a signed-in person: a visitor's page has no lazy part (every public page is
  // checked to render in one pass), and it is never held up by one that fails.
  for (
    let wait = LAZY_FIRST_WAIT_MS;
    options.user && markup.includes(CLIENT_RENDER_MARK) && wait <= LAZY_LAST_WAIT_MS;
    wait *= 2
  ) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    passes += 1;
    [markup, meta] = renderOnce();
  }
  // React puts its image preloads first in the markup; they belong in <head>, and the browser's render of
  // #root would not expect them there
  const head = markup.match(LEADING_PRELOADS)?.[0] ?? "";
  const page = router.state.matches.map((m) => m.staticData?.page).findLast(Boolean);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === "success" && q.meta?.inline === true && !tooLarge(q.state.data),
  });
  return { html: markup.slice(head.length), head, page, state, passes, meta };
}
