import { allSitePaths } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { buildRouteSpecs, normalizePath, siblingSiteOf } from "./route-specs";

describe("buildRouteSpecs", () => {
  const specs = buildRouteSpecs(allSitePaths());
  const byPath = new Map(specs.map((s) => [s.path, s]));

  it("serves the same page under /360 and /mwfbi", () => {
    expect(byPath.get("/360/faq")?.page).toBe("faq");
    expect(byPath.get("/mwfbi/faq")?.page).toBe("faq");
    expect(byPath.get("/mwfbi/agent-details/$id")?.page).toBe("agentDetails");
  });

  it("shows Home at /360, /mwfbi and /main inside the site layout", () => {
    for (const p of ["/360", "/mwfbi", "/main"]) expect(byPath.get(p)).toMatchObject({ page: "home", layout: "site" });
  });

  it("puts the portal and sibling pages in the plain layout", () => {
    expect(byPath.get("/")).toMatchObject({ page: "portal", layout: "plain" });
    expect(byPath.get("/golf")).toMatchObject({ page: "sibling", layout: "plain" });
  });

  it("flags admin routes and keeps root /about apart from /360/about", () => {
    expect(byPath.get("/360/blog-settings")?.admin).toBe(true);
    expect(byPath.get("/360/faq")?.admin).toBe(false);
    expect(byPath.get("/about")?.page).toBe("rootAbout");
    expect(byPath.get("/360/about")?.page).toBe("aboutUs");
  });

  it("has no duplicate paths and no trailing slashes", () => {
    const paths = specs.map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(specs.filter((s) => s.path !== "/" && s.path.endsWith("/"))).toEqual([]);
  });

  it("drops later duplicates that differ only by a trailing slash", () => {
    const out = buildRouteSpecs([
      { path: "/golf/", page: "sibling" },
      { path: "/golf", page: "portal" },
    ]);
    expect(out).toEqual([{ path: "/golf", page: "sibling", admin: false, layout: "plain" }]);
  });
});

describe("path helpers", () => {
  it("normalizes trailing slashes", () => {
    expect(normalizePath("/golf/")).toBe("/golf");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
  });
  it("finds the sibling site of a path", () => {
    expect(siblingSiteOf("/sales-marketing/brochures")).toBe("sales-marketing");
    expect(siblingSiteOf("/golf/")).toBe("golf");
  });
});
