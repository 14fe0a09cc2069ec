import { requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { brokenContent, caseName, productRuleCases } from "../../../../contracts/src/content/pages/product-rules.cases";
import { EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

function addNew(pageName: string, section: string, content: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/cms/add-new",
    payload: { pageName, section, content, client: "mwfbi" },
    headers: { cookie: editor },
  });
}

describe("product page rules on the server (add-new)", () => {
  it.each(productRuleCases.map((k) => [caseName(k), k] as const))("%s", async (_name, k) => {
    const res = await addNew(k.pageName, k.section, brokenContent(k));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: k.message });
    if (k.pass !== undefined) expect((await addNew(k.pageName, k.section, brokenContent(k, k.pass))).statusCode).toBe(200);
  });

  it("accepts every ruled section's defaults and returns them keyed by section", async () => {
    const sections = [...new Set(productRuleCases.map((k) => `${k.pageName}|${k.section}`))];
    for (const key of sections) {
      const [pageName = "", section = ""] = key.split("|");
      const res = await addNew(pageName, section, sectionDefaults(requireSectionDef(pageName, section)));
      expect(res.statusCode, key).toBe(200);
    }
    const page = await t.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-list",
      payload: { pageName: "Farm&Ranch", client: "mwfbi" },
    });
    expect(Object.keys(page.json().result).sort()).toEqual(
      ["Section_1", "Section_2", "Section_3", "Section_4", "Section_5", "Section_6"].sort(),
    );
    expect(JSON.parse(page.json().result.Section_6.list.value)).toHaveLength(6);
  });
});
