import { describe, expect, it } from "vitest";
import { allPortalLinks, filterLinks } from "./search";

describe("portal search", () => {
  const links = allPortalLinks();

  it("includes the portal cards and every sibling menu link", () => {
    const paths = links.map((l) => l.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/mwfbi", "/golf", "/sales-marketing", "/store", "/meeting/awards", "/golf/register"]),
    );
  });

  it("returns nothing for an empty query", () => {
    expect(filterLinks(links, "   ")).toEqual([]);
  });

  it("matches labels, site names and paths case-insensitively", () => {
    expect(filterLinks(links, "REGISTER").map((l) => l.path)).toEqual(["/golf/register"]);
    expect(filterLinks(links, "brochures").map((l) => l.path)).toEqual(["/sales-marketing/brochures"]);
    expect(filterLinks(links, "annual meeting").every((l) => l.site === "Annual Meeting")).toBe(true);
  });

  it("requires every term to match", () => {
    const contact = filterLinks(links, "contact");
    expect(contact.length).toBeGreaterThan(2);
    expect(filterLinks(links, "contact golf").map((l) => l.path)).toEqual(["/golf/contact"]);
    expect(filterLinks(links, "contact zebra")).toEqual([]);
  });
});
