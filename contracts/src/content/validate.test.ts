import { describe, expect, it } from "vitest";
import { bannerSection } from "./banner";
import { footerNavigationSection } from "./footer";
import type { SectionDef } from "./model";
import { getSectionDef, loadAllPageSections } from "./registry";
import { validateItem, validateSection } from "./rules";
import { isSafeLink, isSitePath, mergeSection, parseList, safeHref, sectionDefaults } from "./validate";

await loadAllPageSections();

const listDef: SectionDef = {
  section: "S",
  title: "Edit List",
  fields: [
    {
      name: "list",
      label: "Items",
      kind: "list",
      item: [
        { name: "title", label: "Title", kind: "text", rules: [{ kind: "required", message: "Please enter title!" }] },
        {
          name: "description",
          label: "Description",
          kind: "multiline",
          rules: [
            { kind: "required", message: "Please enter description!" },
            { kind: "minLength", min: 31, message: "Please enter description of at least 40 characters!" },
          ],
        },
        { name: "url", label: "Url", kind: "link" },
      ],
    },
  ],
};

describe("validateSection", () => {
  it("passes the defaults of every registered section", async () => {
    const { pages } = await import("./registry");
    for (const page of Object.values(pages))
      for (const section of page.sections)
        expect(validateSection(section, sectionDefaults(section)), `${page.pageName}/${section.section}`).toBeNull();
  });

  it("reports the first failing footer title in the spec's order", () => {
    const content = sectionDefaults(footerNavigationSection) as Record<string, Record<string, { value: string }>>;
    (content.other as Record<string, { value: string }>).title = { value: "" };
    (content.tools as Record<string, { value: string }>).title = { value: " " };
    expect(validateSection(footerNavigationSection, content)).toEqual({
      path: "tools.title",
      message: "Please enter tool title!",
    });
    (content.tools as Record<string, { value: string }>).title = { value: "Tools" };
    expect(validateSection(footerNavigationSection, content)?.message).toBe("Please enter other offering title!");
  });

  it("requires a banner button's link only when its label is filled", () => {
    const def = bannerSection({ title: "T", subTitle: "S" });
    const content = sectionDefaults(def) as Record<string, { value: string; link?: string }>;
    content.button2Link = { value: "", link: "" };
    expect(validateSection(def, content)).toEqual({ path: "button2Link", message: "Please enter link!" });
    content.button2 = { value: "" };
    expect(validateSection(def, content)).toBeNull();
  });

  it("validates list items inside the JSON text, with the 40-characters message whose check is 30", () => {
    const item = { title: "Good student", description: "x".repeat(30), url: "" };
    expect(validateSection(listDef, { list: { value: JSON.stringify([item]) } })?.message).toBe(
      "Please enter description of at least 40 characters!",
    );
    const ok = { ...item, description: "x".repeat(31) };
    expect(validateSection(listDef, { list: { value: JSON.stringify([ok]) } })).toBeNull();
    expect(validateSection(listDef, { list: { value: "{nope" } })?.message).toBe("Items must be a JSON list.");
    expect(validateSection(listDef, { list: { value: JSON.stringify([{ ...ok, url: "javascript:x" }]) } })?.message).toBe(
      "Please enter a valid link!",
    );
  });

  it("refuses unknown fields and malformed values", () => {
    expect(validateSection(listDef, { other: { value: "" } })?.message).toBe("Unknown field other.");
    const def = getSectionDef("360_Home", "Section_5_Navigation") as SectionDef;
    expect(validateSection(def, { tools: { value: "x" } })?.message).toBe("Tools is malformed.");
    const flag = sectionDefaults(def) as Record<string, Record<string, { value: string }>>;
    (flag.maintenance as Record<string, { value: string }>).maintenanceStatus = { value: "yes" };
    expect(validateSection(def, flag)?.path).toBe("maintenance.maintenanceStatus");
  });
});

describe("validateItem", () => {
  it("checks item rules in order", () => {
    expect(validateItem(listDef.fields[0]?.item ?? [], { title: "", description: "" })?.message).toBe("Please enter title!");
  });
});

describe("links", () => {
  it.each(["/360/faq", "#top", "https://x.example", "mailto:a@b.c", "tel:+18005550147", ""])("accepts %s", (l) =>
    expect(isSafeLink(l)).toBe(true),
  );
  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example", "vbscript:x"])(
    "refuses %s",
    (l) => expect(isSafeLink(l)).toBe(false),
  );
  it("falls back for unsafe hrefs", () => expect(safeHref("javascript:x", "/")).toBe("/"));

  it.each([
    "/360/farm-&-ranch-insurance",
    "/360/faq?q=a b#top",
    "https://example.com/a?b#c",
    "HTTP://example.com",
    "mailto:a@b.c",
    "tel:866-882-9871",
    "#top",
    " /ok ",
  ])("accepts %j", (l) => expect(isSafeLink(l)).toBe(true));

  it.each([
    "/\\evil.example/x",
    "//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/x\\y",
    "/x\u0000y",
    "/x\u007fy",
    " /\\evil.example",
    "javascript:alert(1)",
    "https:\\\\evil.example",
    "https:/\\evil.example",
    "https://\\evil.example",
    "https:///evil.example",
    "https://",
    "https://example.com/\ta",
    "mailto:a@b.c\\x",
    " ",
  ])("refuses %j", (l) => {
    expect(isSafeLink(l)).toBe(false);
    expect(safeHref(l)).toBe("#");
  });

  it("renders the trimmed value of a link with surrounding spaces", () => expect(safeHref(" /ok ")).toBe("/ok"));

  it("calls only a path of this site a site path", () => {
    expect(isSitePath("/360/farm-&-ranch-insurance")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    for (const l of ["/\\evil.example/x", "//evil.example", "/\t/x", "/x\\y", "https://example.com", "#top", "", "360/faq"])
      expect(isSitePath(l)).toBe(false);
  });
});

describe("mergeSection", () => {
  it("shows stored values over defaults and defaults for the rest", () => {
    const merged = mergeSection(footerNavigationSection, { tools: { title: { value: "Handy" } } }) as Record<
      string,
      Record<string, { value: string; link?: string }>
    >;
    expect(merged.tools?.title?.value).toBe("Handy");
    expect(merged.tools?.payBill).toEqual({ value: "Pay My Bill", link: "/360/customer-login" });
    expect(merged.insurance?.title?.value).toBe("Insurance Offerings");
  });
});

describe("parseList", () => {
  it("reads JSON arrays of objects as string records", () => {
    expect(parseList('[{"a":1,"b":null}]')).toEqual([{ a: "1", b: "" }]);
    expect(parseList("")).toEqual([]);
    expect(parseList("[1]")).toBeNull();
  });
});
