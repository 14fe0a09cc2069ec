import { beforeAll, describe, expect, it } from "vitest";
import { HOME_PAGE } from "../site-pages";
import { footerNavigationSection, footerSection6 } from "./footer";
import type { PageDef } from "./model";
import { siblingPages } from "./pages/sibling";
import { loadAllPageSections, pages } from "./registry";

const pencilName = (s: { title: string; pencil?: string }) => s.pencil ?? s.title;

describe("the names of the edit pencils", () => {
  let all: PageDef[] = [];
  beforeAll(async () => {
    await loadAllPageSections();
    all = [...Object.values(pages), ...siblingPages];
  });

  it("say what each edits: 'Edit' and the thing, never 'Edit' alone", () => {
    const bad = all.flatMap((p) =>
      p.sections.filter((s) => !/^Edit \S/.test(pencilName(s))).map((s) => `${p.pageName}/${s.section}: ${pencilName(s)}`),
    );
    expect(bad).toEqual([]);
  });

  it("tell apart every pencil of a page, the footer's two (shown on every page) included", () => {
    const footer = [footerNavigationSection, footerSection6];
    expect(footer.map(pencilName)).toEqual(["Edit Footer Navigation", "Edit Footer"]);
    const clashes = all.flatMap((p) => {
      const names = [...p.sections, ...(p.pageName === HOME_PAGE ? [] : footer)].map(pencilName);
      return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${p.pageName}: ${n}`);
    });
    expect(clashes).toEqual([]);
  });
});
