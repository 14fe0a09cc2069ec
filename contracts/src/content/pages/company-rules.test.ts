import { describe, expect, it } from "vitest";
import { SIBLING_MENUS } from "../../sibling-menus";
import type { FieldDef } from "../model";
import { getSectionDef } from "../registry";
import { validateItem, validateSection } from "../rules";
import { sectionDefaults } from "../validate";
import { brokenContent, caseName, companyRuleCases } from "./company-rules.cases";
import { siblingOf, siblingPageName, siblingPages } from "./sibling";

describe("company, help and legal page rules (client side)", () => {
  it.each(companyRuleCases.map((k) => [caseName(k), k] as const))("%s", (_name, k) => {
    const def = getSectionDef(k.pageName, k.section);
    if (!def) throw new Error("missing section");
    expect(validateSection(def, sectionDefaults(def))).toBeNull();
    expect(validateSection(def, brokenContent(k))?.message).toBe(k.message);
  });

  it("reports a section's required fields in the spec's order, first failing rule first", () => {
    const groups = new Map<string, typeof companyRuleCases>();
    const kindOf = (k: (typeof companyRuleCases)[number]) =>
      getSectionDef(k.pageName, k.section)?.fields.find((f) => f.name === k.field)?.kind;
    for (const k of companyRuleCases.filter((k) => !k.item && kindOf(k) !== "link")) {
      const key = `${k.pageName}/${k.section}`;
      groups.set(key, [...(groups.get(key) ?? []), k]);
    }
    for (const [key, cases] of groups) {
      const first = cases[0] as (typeof companyRuleCases)[number];
      const def = getSectionDef(first.pageName, first.section);
      if (!def) throw new Error(key);
      const content = sectionDefaults(def) as Record<string, { value: string }>;
      for (const k of cases) content[k.field] = { value: "" };
      for (const k of cases) {
        expect(validateSection(def, content)?.message, `${key} ${k.field}`).toBe(k.message);
        content[k.field] = { value: kindOf(k) === "url" || kindOf(k) === "image" ? "/filled" : "filled" };
      }
      expect(validateSection(def, content), key).toBeNull();
    }
  });

  it("checks a list item's fields in the spec's order, as the list editor does", () => {
    const timeline = getSectionDef("AboutUs", "Section_5_v6")?.fields[0] as FieldDef;
    expect(validateItem(timeline.item ?? [], { title: "", subTitle: "", year: "" })?.message).toBe("Please enter Title");
    expect(validateItem(timeline.item ?? [], { title: "T", subTitle: "", year: "" })?.message).toBe("Please enter Description");
    expect(validateItem(timeline.item ?? [], { title: "T", subTitle: "D", year: "" })?.message).toBe("Please enter year");
    const faq = getSectionDef("FAQ", "Section_2")?.fields[0] as FieldDef;
    expect(validateItem(faq.item ?? [], { title: "Q", description: "A", buttonLink: "javascript:alert(1)" })?.message).toBe(
      "Please enter a valid link!",
    );
  });

  it("carries the per-list success messages of the spec", () => {
    const messages = (page: string, section: string) =>
      getSectionDef(page, section)?.fields.find((f) => f.kind === "list")?.messages;
    expect(messages("FAQ", "Section_2")).toEqual({ saved: "Step Saved", deleted: "Step Deleted" });
    expect(messages("Claims", "Section_4")).toEqual({ saved: "Step Saved", deleted: "Step Deleted" });
    expect(messages("AndMore", "Section_1")).toEqual({ saved: "Step Saved!", deleted: "Step Deleted!" });
    expect(messages("AndMore", "Section_4")).toEqual({ saved: "Step Saved!", deleted: "Step Deleted!" });
    expect(messages("AboutUs", "Section_5_v6")).toBeUndefined();
  });

  it("holds the spec's figures in the default copy", () => {
    const all = JSON.stringify([getSectionDef("Claims", "Section_2"), getSectionDef("Claims", "Section_4")]);
    expect(all).toContain("within 3 business days");
    expect(all).toContain("Never pay more than 10% or $1,000 down");
    expect(JSON.stringify(getSectionDef("AndMore", "TopBanner"))).toContain("Already have an account?");
  });
});

describe("sibling-site pages", () => {
  const paths = SIBLING_MENUS.flatMap((m) => m.links.map((l) => l.path));

  it("registers one generic page per menu path, with a banner and a rich body", () => {
    expect(new Set(paths.map(siblingPageName)).size).toBe(paths.length);
    for (const path of paths) {
      const found = siblingOf(path);
      expect(found?.pageName, path).toBe(siblingPageName(path));
      expect(getSectionDef(siblingPageName(path), "TopBanner"), path).toBeDefined();
      expect(getSectionDef(siblingPageName(path), "Section_1")?.fields[0]?.kind).toBe("richText");
    }
    expect(siblingOf("/golf")?.pageName).toBe("golf_home");
    expect(siblingOf("/golf/")?.client).toBe("golf");
    expect(siblingOf("/sales-marketing/ourteam")?.pageName).toBe("sales-marketing_ourteam");
    expect(siblingOf("/nowhere")).toBeUndefined();
  });

  it("passes its defaults and requires a body with text, not only markup", () => {
    for (const page of siblingPages)
      for (const section of page.sections) expect(validateSection(section, sectionDefaults(section))).toBeNull();
    const body = getSectionDef("golf_home", "Section_1");
    if (!body) throw new Error("missing");
    const withRule = {
      ...body,
      fields: body.fields.map((f) => ({ ...f, rules: [{ kind: "required" as const, message: "x" }] })),
    };
    expect(validateSection(withRule, { body: { value: "<p> <br></p>" } })?.message).toBe("x");
    expect(validateSection(withRule, { body: { value: "<p>Tee time</p>" } })).toBeNull();
  });
});
