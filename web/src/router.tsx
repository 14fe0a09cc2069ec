import { allSitePaths, type PageKey } from "@hpm/contracts";
import {
  createRootRoute,
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
import { pageComponents } from "./pages/page-components";
import { buildRouteSpecs, type RouteSpec } from "./route-specs";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    page?: PageKey;
    admin?: boolean;
  }
}

/** Marks the document once the page has committed in the browser (rendered or taken over from the server). */
function PageReady() {
  useEffect(markPageCommitted, []);
  return null;
}

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => (
    <SiteChrome>
      <NotFoundPage />
      <PageReady />
    </SiteChrome>
  ),
});

const siteLayout = createRoute({ getParentRoute: () => rootRoute, id: "_site", component: SiteLayout });
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
  const Page = pageComponents[page];
  return (
    <>
      <Page />
      <PageReady />
    </>
  );
}

function beforeLoadFor(spec: RouteSpec) {
  if (spec.page === "agentHub")
    return () => {
      if (!authStore.get()) throw redirect({ to: "/" });
    };
  if (spec.page === "login")
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
      }),
    );

const routeTree = rootRoute.addChildren([
  siteLayout.addChildren(pageRoutes("site")),
  plainLayout.addChildren(pageRoutes("plain")),
]);

/** The browser passes no history (it uses the address bar); the server renders one URL through a memory history. */
export const createAppRouter = (history?: RouterHistory) =>
  // the server emits no scroll-restoration script: the page CSP allows no inline script, and a fresh load starts at the top
  createRouter({ routeTree, history, scrollRestoration: !history, defaultPreload: "intent" });

export type AppRouter = ReturnType<typeof createAppRouter>;
