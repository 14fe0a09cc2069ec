import { describe, expect, it } from "vitest";
import { SIBLING_MENUS } from "./sibling-menus";

const paths = SIBLING_MENUS.flatMap((m) => m.links.map((l) => l.path));

describe("the sibling sites' menus", () => {
  it("keep the legacy sites' own paths", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/golf/", "/golf/sponsers", "/sales-marketing/ourteam", "/meeting/meeting-request", "/store"]),
    );
    expect(paths).toHaveLength(22);
  });

  it("start each menu at its Home, every link under its own site", () => {
    for (const m of SIBLING_MENUS) {
      expect(m.links[0]?.label).toBe("Home");
      for (const link of m.links) expect(link.path.startsWith(`/${m.site}`)).toBe(true);
    }
  });
});
