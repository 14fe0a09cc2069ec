import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const post = (url: string, payload: object, cookie = editor) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

// names every plain object answers to: a lookup by name must not find them
const BUILT_IN_NAMES = ["constructor", "__proto__", "hasOwnProperty", "toString", "valueOf", "prototype"];

describe("content routes with built-in object names", () => {
  it.each(BUILT_IN_NAMES)("pageName %s is an unknown section (400), not a server error", async (name) => {
    const saved = await post("/api/cms/add-new", { pageName: name, section: "TopBanner", content: { title: { value: "x" } } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ status: false, message: `Unknown section ${name}/TopBanner.` });
    const history = await post("/api/cms/history", { pageName: name, section: "TopBanner" });
    expect(history.statusCode).toBe(400);
    const section = await post("/api/cms/add-new", { pageName: "FAQ", section: name, content: {} });
    expect(section.statusCode).toBe(400);
  });

  it("reads of a page named like a built-in answer an empty page", async () => {
    for (const name of BUILT_IN_NAMES) {
      const res = await post("/api/cms/get-page-content-list", { pageName: name }, "");
      expect(res.statusCode, name).toBeLessThan(500);
    }
  });
});
