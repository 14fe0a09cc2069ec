import { type PageKey, pageEntry, type SiteRoute } from "@hpm/contracts";

export type Layout = "site" | "plain";

export interface RouteSpec {
  path: string;
  page: PageKey;
  admin: boolean;
  layout: Layout;
}

export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function buildRouteSpecs(routes: SiteRoute[]): RouteSpec[] {
  const seen = new Set<string>();
  const specs: RouteSpec[] = [];
  for (const r of routes) {
    const path = normalizePath(r.path);
    if (seen.has(path.toLowerCase())) continue;
    seen.add(path.toLowerCase());
    specs.push({ path, page: r.page, admin: r.admin === true, layout: pageEntry(r.page).plain ? "plain" : "site" });
  }
  return specs;
}

export function siblingSiteOf(pathname: string): string {
  return normalizePath(pathname).split("/")[1] ?? "";
}
