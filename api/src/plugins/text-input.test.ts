import { requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../test/helper";
import { findBadText } from "./text-input";

const t = setupApp({ MAIL_WORKER: "false" });
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const postJson = (url: string, body: string, cookie = "") =>
  t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });

describe("text that is not text", () => {
  it("finds a NUL or a lone surrogate anywhere in a value, and passes real characters", () => {
    expect(findBadText({ a: ["ok", { b: "x\u0000y" }] }, "")).toBe("a.1.b");
    expect(findBadText({ name: "\ud800" }, "")).toBe("name");
    expect(findBadText({ name: "x\udc00" }, "")).toBe("name");
    expect(findBadText({ name: "Zoë 🐄 𝒜 — ok" }, "")).toBeNull();
    expect(findBadText({ "k\u0000": "v" }, "")).toBe("");
  });

  it("a NUL in a public read's body is 400 naming the field (it used to reach PostgreSQL: 500)", async () => {
    const res = await postJson("/api/cms/get-page-content-list", '{"pageName":"FAQ\\u0000"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: "pageName contains characters that are not allowed." });
  });

  it("a NUL in a query string is 400", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog/published/search?search=hail%00&page=1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("search contains characters that are not allowed.");
  });

  it("a lone surrogate inside stored JSON content is 400 (it used to fail in the json column: 500)", async () => {
    const body = '{"pageName":"FAQ","section":"TopBanner","content":{"title":{"value":"Hail \\ud800 season"}}}';
    const res = await postJson("/api/cms/add-new", body, editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("content.title.value contains characters that are not allowed.");
  });

  it("an editor's emoji and accents are saved as typed", async () => {
    const content = sectionDefaults(requireSectionDef("FAQ", "TopBanner"));
    content.title = { value: "Hail season 🌩️ — Zoë's tips" };
    const body = JSON.stringify({ pageName: "FAQ", section: "TopBanner", content });
    const res = await postJson("/api/cms/add-new", body, editor);
    expect(res.statusCode).toBe(200);
    const page = await postJson("/api/cms/get-page-content-list", '{"pageName":"FAQ"}');
    expect(page.json().result.TopBanner.title.value).toBe("Hail season 🌩️ — Zoë's tips");
  });
});
