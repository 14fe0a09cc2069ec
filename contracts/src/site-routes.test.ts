import { describe, expect, it } from "vitest";
import { SIBLING_MENUS } from "./sibling-menus";
import { canonicalPath, matchSitePath } from "./site-routes";

describe("matchSitePath", () => {
  it("matches /360 and /mwfbi paths to the same page", () => {
    expect(matchSitePath("/360/faq")?.page).toBe("faq");
    expect(matchSitePath("/mwfbi/faq")?.page).toBe("faq");
    expect(matchSitePath("/360")?.page).toBe("home");
    expect(matchSitePath("/main")?.page).toBe("home");
  });
  it("matches exactly, with params", () => {
    expect(matchSitePath("/360/faq/extra")).toBeUndefined();
    expect(matchSitePath("/360/agent-details/a%40b.com")?.page).toBe("agentDetails");
    expect(matchSitePath("/360/agent-details/")).toBeUndefined();
    expect(matchSitePath("/360/farm-%26-ranch-insurance")?.page).toBe("farm");
    expect(matchSitePath("/golf/")?.page).toBe("sibling");
  });
  it("answers every sibling site's root with and without the trailing slash", () => {
    for (const { site } of SIBLING_MENUS) {
      expect(matchSitePath(`/${site}`)?.page, `/${site}`).toBe("sibling");
      expect(matchSitePath(`/${site}/`)?.page, `/${site}/`).toBe("sibling");
    }
    expect(matchSitePath("/360/faq/")?.page).toBe("faq");
    expect(matchSitePath("/")?.page).toBe("portal");
  });
});

describe("canonicalPath", () => {
  it("names an alias's first path, under /360", () => {
    expect(canonicalPath("/360/about-us")).toBe("/360/about");
    expect(canonicalPath("/mwfbi/about")).toBe("/360/about");
    expect(canonicalPath("/360/about/our-community")).toBe("/360/our-community");
    expect(canonicalPath("/360/careers")).toBe("/360/about/careers");
    expect(canonicalPath("/360/about/federation")).toBe("/360/federation");
    expect(canonicalPath("/360/learning-center")).toBe("/360/about/blog");
    expect(canonicalPath("/360/send-us-message")).toBe("/360/contact");
    expect(canonicalPath("/main")).toBe("/360");
    expect(canonicalPath("/mwfbi/")).toBe("/360");
  });
  it("keeps a parameter's value as given", () => {
    expect(canonicalPath("/mwfbi/learning-center/12")).toBe("/360/about/blog/12");
    expect(canonicalPath("/360/agent-details/a%40b.com/")).toBe("/360/agent-details/a%40b.com");
  });
  it("names a root page by its own path, without a trailing slash", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/golf/")).toBe("/golf");
    expect(canonicalPath("/golf")).toBe("/golf");
    expect(canonicalPath("/golf/register/")).toBe("/golf/register");
    expect(canonicalPath("/about")).toBe("/about");
  });
  it("knows no address for a path that is no page", () => {
    expect(canonicalPath("/360/nowhere")).toBeUndefined();
  });
});
