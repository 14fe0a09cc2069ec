import { allSitePaths, type PageKey, pageEntry, pageQuery } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  redirect,
  useMatch,
} from "@tanstack/react-router";
import { useEffect } from "react";
import { authStore } from "./features/auth/auth-store";
import { useAuth } from "./features/auth/use-auth";
import { RootLayout } from "./layouts/RootLayout";
import { SiteChrome, SiteLayout } from "./layouts/SiteLayout";
import { markPageCommitted } from "./lib/page-ready";
import { NotFoundPage } from "./pages/NotFoundPage";
import { buildRouteSpecs, type RouteSpec } from "./route-specs";
import { PageView } from "./routing/page-components";
import { loadChrome, loadPage, loadSiteWide } from "./routing/page-data";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    page?: PageKey;
    admin?: boolean;
  }
}

export interface RouterContext {
  queryClient: QueryClient;
  /** Set on the server: the reads a page waits for before it is rendered, until then. */
  deadline?: number;
}

/** Marks the document once the page has committed in the browser (rendered or taken over from the server). */
function PageReady() {
  useEffect(markPageCommitted, []);
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  loader: ({ context }) => loadSiteWide(context),
  notFoundComponent: () => (
    <SiteChrome>
      <NotFoundPage />
      <PageReady />
    </SiteChrome>
  ),
});

const siteLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: "_site",
  component: SiteLayout,
  loader: ({ context }) => loadChrome(context),
});
const plainLayout = createRoute({ getParentRoute: () => rootRoute, id: "_plain", component: Outlet });

function PageRoute() {
  const { page, admin } = useMatch({ strict: false, select: (m) => m.staticData });
  const { isAdmin } = useAuth();
  if (!page || (admin && !isAdmin))
    return (
      <>
        <NotFoundPage />
        <PageReady />
      </>
    );
  return (
    <>
      <PageView page={page} />
      <PageReady />
    </>
  );
}

function beforeLoadFor(spec: RouteSpec) {
  const entry = pageEntry(spec.page);
  if (entry.access === "signed-in")
    return () => {
      if (!authStore.get()) throw redirect({ to: "/" });
    };
  if (entry.signedOutOnly)
    return () => {
      if (authStore.get()) throw redirect({ to: "/" });
    };
  return undefined;
}

const specs = buildRouteSpecs(allSitePaths());
const pageRoutes = (layout: RouteSpec["layout"]) =>
  specs
    .filter((s) => s.layout === layout)
    .map((spec) =>
      createRoute({
        getParentRoute: () => (layout === "site" ? siteLayout : plainLayout),
        path: spec.path,
        component: PageRoute,
        staticData: { page: spec.page, admin: spec.admin },
        beforeLoad: beforeLoadFor(spec),
        // only the query parameters the page reads (the search page's q)
        validateSearch: (search: Record<string, unknown>) => pageQuery(spec.page, search),
        loader: ({ context, params, location }) =>
          loadPage(spec.page, {
            ...context,
            params: params as Record<string, string>,
            pathname: location.pathname,
            search: pageQuery(spec.page, location.search),
          }),
      }),
    );

const routeTree = rootRoute.addChildren([
  siteLayout.addChildren(pageRoutes("site")),
  plainLayout.addChildren(pageRoutes("plain")),
]);

/** The browser passes no history (it uses the address bar); the server renders one URL through a memory history. */
export const createAppRouter = (context: RouterContext, history?: RouterHistory) =>
  // the server emits no scroll-restoration script: the page CSP allows no inline script, and a fresh load starts at the top
  createRouter({ routeTree, history, context, scrollRestoration: !history, defaultPreload: "intent" });

export type AppRouter = ReturnType<typeof createAppRouter>;
