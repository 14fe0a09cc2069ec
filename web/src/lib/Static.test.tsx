// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/auth-store";
import { Static } from "./Static";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How often the static part's content rendered, where. */
const renders = { count: 0 };
function Text() {
  renders.count++;
  return <p>Hail season runs from late spring through August.</p>;
}

function Page({ live }: { live?: boolean }) {
  return (
    <section>
      <Static live={live}>
        <Text />
        <a href="/360/faq">Read the FAQ</a> <a href="https://example.com/">elsewhere</a>
      </Static>
    </section>
  );
}

/**
 * The page at /360 (and the FAQ it links to) in a router, as the application mounts it; with "layout", the static
 * part is in the layout around every page (as the footer is), with "live" it says it is live.
 */
function app(mode?: "live" | "layout") {
  const rootRoute = createRootRoute(
    mode === "layout"
      ? {
          component: () => (
            <>
              <Outlet />
              <Page />
            </>
          ),
        }
      : {},
  );
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: "/360",
    component: () => (mode === "layout" ? <h1>Home</h1> : <Page live={mode === "live"} />),
  });
  const faq = createRoute({ getParentRoute: () => rootRoute, path: "/360/faq", component: () => <h1>FAQ</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, faq]),
    history: createMemoryHistory({ initialEntries: ["/360"] }),
  });
  return {
    router,
    node: (
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    ),
  };
}

let root: Root | undefined;
let container: HTMLDivElement;
beforeEach(() => {
  renders.count = 0;
  authStore.set(null);
  // a page the server rendered, with its data (main.tsx hydrates such a page)
  const data = document.createElement("script");
  data.id = "hpm-ssr";
  data.type = "application/json";
  data.textContent = "{}";
  document.body.append(data);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.fromDevice;
  delete document.documentElement.dataset.hydrated;
  authStore.set(null);
});

/** Renders the page on the server, puts its markup in the document, and takes it over as main.tsx does. */
async function takeOver(mode?: "live" | "layout") {
  const server = app(mode);
  await server.router.load();
  const html = renderToString(server.node);
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.prepend(container);
  const serverRenders = renders.count;
  const browser = app(mode);
  await browser.router.load();
  const recoverable: unknown[] = [];
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, browser.node, { onRecoverableError: (e) => recoverable.push(e) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.innerHTML).toBe(html);
  return { router: browser.router, browserRenders: renders.count - serverRenders };
}

const click = (link: Element | null | undefined) =>
  act(async () => {
    link?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });

describe("a static part of a page the server rendered", () => {
  it("is kept as the server sent it for a visitor: its content is not rendered again in the browser", async () => {
    const { browserRenders } = await takeOver();
    expect(browserRenders).toBe(0);
    expect(container.querySelector("[data-static] p")?.textContent).toBe("Hail season runs from late spring through August.");
  });

  it("follows its site links through the router, and leaves other links to the browser", async () => {
    const { router } = await takeOver();
    const away = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a[href^="https:"]')?.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/360");
    await click(container.querySelector('a[href="/360/faq"]'));
    await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe("/360/faq")));
    expect(container.querySelector("h1")?.textContent).toBe("FAQ");
  });

  it("renders live once the visitor goes to another page and it is still on screen (a page whose route stays)", async () => {
    const { router } = await takeOver("layout");
    expect(renders.count).toBe(1);
    await act(() => router.navigate({ href: "/360/faq" }));
    await act(() => vi.waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("FAQ")));
    // the part (outside the routes, like the footer) now shows what the application renders
    expect(renders.count).toBeGreaterThan(1);
    expect(container.querySelector("[data-static] p")?.textContent).toBe("Hail season runs from late spring through August.");
  });

  it("renders live for an editor signing in on it, and stays live", async () => {
    const { browserRenders } = await takeOver();
    expect(browserRenders).toBe(0);
    act(() => authStore.set({ email: "editor@example.com", name: "Editor", role: "admin" }));
    expect(renders.count).toBeGreaterThan(1);
    const drawn = container.querySelector("[data-static] p");
    expect(drawn?.textContent).toBe("Hail season runs from late spring through August.");
    // signed out again: the part React drew stays (it is not put back as the markup kept at the start)
    act(() => authStore.set(null));
    expect(container.querySelector("[data-static] p")).toBe(drawn);
  });

  it("renders in full on a page the service worker served from the device, as offline navigations always have", async () => {
    document.documentElement.dataset.fromDevice = "true";
    const { browserRenders } = await takeOver();
    expect(browserRenders).toBe(1);
  });

  it("renders in full when it says it is live (tabs, a form)", async () => {
    const { browserRenders } = await takeOver("live");
    expect(browserRenders).toBe(1);
  });

  it("renders in full on a page drawn in the browser after the first (a navigation)", async () => {
    document.documentElement.dataset.hydrated = "true";
    const { browserRenders } = await takeOver();
    expect(browserRenders).toBe(1);
  });
});
