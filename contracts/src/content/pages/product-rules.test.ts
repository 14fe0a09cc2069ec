import { describe, expect, it } from "vitest";
import { BANNER_SECTION } from "../banner";
import { footerNavigationSection, footerSection6 } from "../footer";
import type { FieldDef } from "../model";
import { siteNoticeSection } from "../notice";
import { pages, requireSectionDef } from "../registry";
import { validateSection } from "../rules";
import { sectionDefaults } from "../validate";
import { brokenContent, caseName, PRODUCT_PAGES, productRuleCases, setPath } from "./product-rules.cases";

const productSections = PRODUCT_PAGES.flatMap((pageName) =>
  (pages[pageName]?.sections ?? [])
    .filter(
      (s) => s.section !== BANNER_SECTION && s !== footerNavigationSection && s !== footerSection6 && s !== siteNoticeSection,
    )
    .map((def) => ({ pageName, def })),
);

function rulesOf(fields: FieldDef[], prefix = ""): string[] {
  return fields.flatMap((f) => [
    ...(f.rules ?? []).map((r) => `${prefix}${f.name} ${r.message}`),
    ...rulesOf(f.fields ?? [], `${prefix}${f.name}.`),
    ...rulesOf(f.item ?? [], `${prefix}${f.name}[0].`),
  ]);
}

describe("product page rules on the client validator", () => {
  it("registers every product page and section the spec names", () => {
    const names = Object.fromEntries(
      PRODUCT_PAGES.map((p) => [p, productSections.filter((s) => s.pageName === p).map((s) => s.def.section)]),
    );
    expect(names).toEqual({
      "360_Home": ["Section_1", "Section_2_Update", "Section_3", "Section_4", "Section_5"],
      Auto_Insurance: Array.from({ length: 12 }, (_, i) => `Section_${i + 1}`),
      Business: ["Section_1", "Section_2_Update", "Section_3", "Section_4", "Section_5", "Section_6"],
      HomeInsurance: Array.from({ length: 8 }, (_, i) => `Section_${i + 1}`),
      Annuities: ["Section_1", "Section_2"],
      LifeInsurance: ["Section_2", "Section_3", "Section_4", "Section_5", "Section_6_6"],
      OtherOffering_1: ["Section_1", "Section_2"],
      "Farm&Ranch": Array.from({ length: 6 }, (_, i) => `Section_${i + 1}`),
    });
    for (const pageName of PRODUCT_PAGES.filter((p) => p !== "360_Home"))
      expect(pages[pageName]?.sections.some((s) => s.section === BANNER_SECTION)).toBe(true);
  });

  it("the table covers every rule of these pages, and nothing else", () => {
    const registry = productSections.flatMap(({ pageName, def }) =>
      rulesOf(def.fields).map((r) => `${pageName}/${def.section} ${r}`),
    );
    const table = productRuleCases.map((k) => `${k.pageName}/${k.section} ${k.path} ${k.message}`);
    expect([...new Set(table)].sort()).toEqual([...new Set(registry)].sort());
  });

  it("every product section's defaults are valid and unique in their editor titles per page", () => {
    for (const { pageName, def } of productSections)
      expect(validateSection(def, sectionDefaults(def)), `${pageName}/${def.section}`).toBeNull();
    for (const pageName of PRODUCT_PAGES) {
      const titles = pages[pageName]?.sections.map((s) => s.title) ?? [];
      expect(new Set(titles).size, pageName).toBe(titles.length);
    }
  });

  it.each(productRuleCases.map((k) => [caseName(k), k] as const))("%s", (_name, k) => {
    const def = requireSectionDef(k.pageName, k.section);
    expect(validateSection(def, brokenContent(k))).toEqual({ path: k.path, message: k.message });
    if (k.pass !== undefined) expect(validateSection(def, brokenContent(k, k.pass))).toBeNull();
  });

  it("reports the first failing check in the spec's order when several fail", () => {
    const sections = [...new Set(productRuleCases.map((k) => `${k.pageName}|${k.section}`))];
    for (const key of sections) {
      const [pageName = "", section = ""] = key.split("|");
      const def = requireSectionDef(pageName, section);
      const cases = productRuleCases.filter((k) => k.pageName === pageName && k.section === section);
      cases.forEach((k, i) => {
        let content = sectionDefaults(def);
        for (const later of cases.slice(i).reverse()) content = setPath(def, content, later.path, later.value);
        expect(validateSection(def, content), caseName(k)).toEqual({ path: k.path, message: k.message });
      });
    }
  });

  it("keeps the Home product list in the editor until the section is submitted", () => {
    const field = requireSectionDef("360_Home", "Section_2_Update").fields.find((f) => f.name === "productList");
    expect(field?.saveWithSection).toBe(true);
    const others = productSections.flatMap(({ def }) => def.fields).filter((f) => f.kind === "list" && f.name !== "productList");
    expect(others.every((f) => !f.saveWithSection)).toBe(true);
  });
});
