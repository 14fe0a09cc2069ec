import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_SERVICE_PHONE } from "../constants";
import type { FieldDef, PageDef } from "./model";
import { siblingPages } from "./pages/sibling";
import { loadAllPageSections, pages } from "./registry";

// A North American number as written in copy or a tel: link: 866-882-9871, 1-800-555-0147, (406) 555-0100, tel:+18668829871.
const PHONE = /(?:tel:)?(?:\+?1[-. ]?)?\(?\b\d{3}\)?[-. ]?\d{3}[-. ]\d{4}\b|tel:\+?\d{10,11}/g;
const digits = (s: string) => s.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

interface Found {
  where: string;
  number: string;
  roadside: boolean;
}

function numbersIn(text: string, where: string, roadside: boolean): Found[] {
  return [...text.matchAll(PHONE)].map((m) => ({ where, number: m[0], roadside }));
}

/** Every phone number a default shows, with whether its field, group or section is labelled as roadside. */
function defaultNumbers(page: PageDef): Found[] {
  const found: Found[] = [];
  const walk = (fields: FieldDef[], where: string, roadside: boolean) => {
    for (const f of fields) {
      const here = `${where}/${f.name}`;
      const labelled = roadside || /roadside/i.test(f.label);
      for (const text of [f.default, f.defaultLink]) if (text) found.push(...numbersIn(text, here, labelled));
      if (f.fields) walk(f.fields, here, labelled);
    }
  };
  for (const s of page.sections) walk(s.fields, `${page.pageName}/${s.section}`, /roadside/i.test(s.title));
  return found;
}

describe("the customer-service phone number in every default", () => {
  let all: Found[] = [];
  beforeAll(async () => {
    await loadAllPageSections();
    all = [...Object.values(pages), ...siblingPages].flatMap(defaultNumbers);
  });

  it("finds the numbers the defaults show (footer, claims, contact, sibling sites, hub, roadside)", () => {
    const places = all.map((f) => f.where);
    for (const expected of [
      "360_Home/Section_5_Navigation/contact/phone",
      "360_Home/Section_5_Navigation/maintenance/maintenanceContent",
      "Claims/Section_1/button1Link",
      "Contact/Section_2/contact",
      "golf_home/Section_1/body",
      "Auto_Insurance/Section_4/contact",
    ])
      expect(places, expected).toContain(expected);

    expect(places.some((p) => p.startsWith("AgentLandingPageLatest1/"))).toBe(true);
  });

  it("is 866-882-9871 everywhere but a line labelled as roadside", () => {
    const wrong = all.filter((f) => !f.roadside && digits(f.number) !== digits(CUSTOMER_SERVICE_PHONE));
    expect(wrong).toEqual([]);
    expect(CUSTOMER_SERVICE_PHONE).toBe("866-882-9871");
  });

  it("tells a differing roadside line apart by its label", () => {
    const roadside = all.filter((f) => f.roadside && digits(f.number) !== digits(CUSTOMER_SERVICE_PHONE));
    for (const f of roadside) expect(f.where).toMatch(/^Auto_Insurance\/Section_4\//);
  });
});
