import { pageKeys, pageModule } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { preloadPage } from "./page-components";

describe("the page manifest's components", () => {
  it.each(pageKeys)("%s names a page module the build has, with that export", { timeout: 30_000 }, async (page) => {
    const exports = await preloadPage(page);
    expect(typeof exports[pageModule(page).exportName]).toBe("function");
  });
});
