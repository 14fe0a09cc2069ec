import { describe, expect, it } from "vitest";
import { pageSections } from "./index";
import { pageSectionLoaders } from "./loaders";

describe("page section loaders", () => {
  it("load exactly the sections the server registers, page by page", async () => {
    expect(Object.keys(pageSectionLoaders).sort()).toEqual(Object.keys(pageSections).sort());
    for (const [pageName, load] of Object.entries(pageSectionLoaders))
      expect(await load(), pageName).toBe(pageSections[pageName]);
  });
});
