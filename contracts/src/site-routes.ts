import { type PageKey, pageEntry, pageKeys } from "./site-pages";

export type { PageKey } from "./site-pages";

export interface SiteRoute {
  path: string;
  page: PageKey;
  admin?: boolean;
}

export const SITE_PREFIXES = ["/360", "/mwfbi"] as const;

const routesOf = (pick: "paths" | "rootPaths"): SiteRoute[] =>
  pageKeys.flatMap((page) => {
    const { access, [pick]: paths = [] } = pageEntry(page);
    return paths.map((path) => ({ path, page, ...(access === "admin" ? { admin: true } : {}) }));
  });

/** The main site's routes, relative to each site prefix. */
export const mainSiteRoutes: SiteRoute[] = routesOf("paths");

export const rootRoutes: SiteRoute[] = routesOf("rootPaths");

export function allSitePaths(): SiteRoute[] {
  return [...rootRoutes, ...SITE_PREFIXES.flatMap((prefix) => mainSiteRoutes.map((r) => ({ ...r, path: `${prefix}${r.path}` })))];
}

/** A path without its trailing slashes ("/" stays). */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/** The page at `pathname`, with or without a trailing slash (`/golf` and `/golf/` are one page). */
export function matchSitePath(pathname: string): SiteRoute | undefined {
  const parts = withoutTrailingSlash(pathname).split("/");
  return allSitePaths().find((r) => {
    const want = withoutTrailingSlash(r.path).split("/");
    if (want.length !== parts.length) return false;
    return want.every((w, i) => (w.startsWith("$") ? (parts[i] ?? "") !== "" : decodeURIComponent(parts[i] ?? "") === w));
  });
}

/**
 * A page's one address, the one search engines should index: the /360 form of its first path (an alias names the
 * page's main address; `$id` keeps the value `pathname` gave it), or, for a page with root paths only (the portal,
 * a sibling site's page), its own path. Without a trailing slash; undefined for a path that is no page.
 */
export function canonicalPath(pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  const route = matchSitePath(path);
  if (!route) return undefined;
  const main = pageEntry(route.page).paths?.[0];
  if (main === undefined) return path;
  const given = path.split("/");
  const values = new Map(
    withoutTrailingSlash(route.path)
      .split("/")
      .flatMap((part, i) => (part.startsWith("$") ? [[part, given[i] ?? ""] as const] : [])),
  );
  return withoutTrailingSlash(`/360${main.replace(/\$\w+/g, (param) => values.get(param) ?? param)}`);
}
