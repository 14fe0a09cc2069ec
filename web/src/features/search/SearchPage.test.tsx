// @vitest-environment happy-dom
import { pageQuery, type SearchResults } from "@hpm/contracts";
import { createSearchEngine } from "@hpm/contracts/search";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterContextProvider,
  RouterProvider,
} from "@tanstack/react-router";
import { act, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { searchKeys } from "./queries";
import SearchPage, { resultsCount, SearchResultsList } from "./SearchPage";
import { TEST_DOCS } from "./search-docs.test-data";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const engine = createSearchEngine(TEST_DOCS);

/** Markup as the server renders it, in a router (its links are the router's). */
const markup = (node: ReactNode) =>
  renderToString(
    <RouterContextProvider router={createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() })}>
      {node}
    </RouterContextProvider>,
  );

describe("the results page's results", () => {
  it("link each result to its place, the matched words of its title and snippet in <mark>", () => {
    const html = markup(<SearchResultsList results={engine.search("hail")} />);
    expect(html).toContain('<a href="/360/about/blog/2"><mark>Hail</mark> Season: Getting Ready Before the Storm</a>');
    expect(html).toContain('<p class="search-hit-kind">Learning Center</p>');
    expect(html).toContain("On the High Plains, <mark>hail</mark> season runs from late spring through August.");
    expect(html).toContain('<a href="/360/home-insurance#section-section-2">Home Insurance</a>');
    expect(html).toContain('<p class="search-hit-kind">Page · Home Insurance</p>');
    expect(html).toContain("after fire, wind, <mark>hail</mark> and lightning.");
    // a typo and a word ending find and mark the word as written
    expect(markup(<SearchResultsList results={engine.search("Gillete")} />)).toContain(
      '<p class="search-hit-kind">Agent · Gillette, WY 82716</p>',
    );
    expect(markup(<SearchResultsList results={engine.search("roadsides")} />)).toContain("add <mark>roadside</mark> service");
  });

  it("are counted as the live region says it", () => {
    expect(resultsCount(engine.search("hail"), "hail", false)).toBe("2 results for “hail”");
    expect(resultsCount(engine.search("Cody"), "Cody", false)).toBe("1 result for “Cody”");
    expect(resultsCount(engine.search("zzqxj"), "zzqxj", false)).toBe("No results for “zzqxj”");
    expect(resultsCount(undefined, "hail", true)).toBe("Searching…");
    expect(resultsCount(undefined, "", false)).toBe("");
  });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The results page at `url` in a router whose route reads its q as the app's does. */
function pageAt(url: string, client: QueryClient) {
  const rootRoute = createRootRoute();
  const search = createRoute({
    getParentRoute: () => rootRoute,
    path: "/360/search",
    validateSearch: (s: Record<string, unknown>) => pageQuery("search", s),
    component: SearchPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([search]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const app = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { router, app };
}

describe("the results page", () => {
  it("is drawn with the server's answer, taken over as it is, then answered on the device once its index is here", async () => {
    // what the server's search answered for the page it rendered (the loader's read, sent inside the page)
    const answer: SearchResults = engine.search("hail");
    const server = new QueryClient();
    server.setQueryData(searchKeys.results("hail"), answer);
    // (the address as typed: the page reads q as the server renders it)
    const rendered = pageAt("/360/search?q=%20hail%0A", server);
    await rendered.router.load();
    const html = renderToString(rendered.app);
    expect(html).toContain("2 results for “hail”");
    expect(html).toContain("<mark>Hail</mark> Season");
    expect(html).toContain('value="hail"');

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const browser = new QueryClient();
    browser.setQueryData(searchKeys.results("hail"), answer);
    // even with the device's index here already, the page is taken over as the server drew it
    browser.setQueryData(searchKeys.index(), { version: "v1", docs: TEST_DOCS });
    const taken = pageAt("/360/search?q=%20hail%0A", browser);
    await taken.router.load();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, taken.app, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector(".search-count")?.textContent).toBe("2 results for “hail”");

    // another search is answered on the device, without the server
    await act(async () => {
      await taken.router.navigate({ href: "/360/search?q=Gillete" });
    });
    await act(() =>
      vi.waitFor(() => expect(container.querySelector(".search-count")?.textContent).toBe("1 result for “Gillete”")),
    );
    expect(container.querySelector(".search-hit a")?.getAttribute("href")).toBe("/360/agent-details/cody%40example.com");
    expect(browser.getQueryData(searchKeys.results("Gillete"))).toBeUndefined();
  });
});
