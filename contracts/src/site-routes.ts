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

export function matchSitePath(pathname: string): SiteRoute | undefined {
  const parts = pathname.split("/");
  return allSitePaths().find((r) => {
    const want = r.path.split("/");
    if (want.length !== parts.length) return false;
    return want.every((w, i) => (w.startsWith("$") ? (parts[i] ?? "") !== "" : decodeURIComponent(parts[i] ?? "") === w));
  });
}
