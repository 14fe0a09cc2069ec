import { beforeAll, describe, expect, it } from "vitest";
import { brokenContent, caseName, companyRuleCases } from "../../../../contracts/src/content/pages/company-rules.cases";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";
let agent = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agent = await t.cookieFor(AGENT);
});

function addNew(payload: object, cookie?: string) {
  return t.app.inject({ method: "POST", url: "/api/cms/add-new", payload, headers: cookie ? { cookie } : {} });
}

function pageContent(pageName: string, client: string) {
  return t.app.inject({ method: "POST", url: "/api/cms/get-page-content-list", payload: { pageName, client } });
}

describe("company, help and legal page rules (server side)", () => {
  it.each(companyRuleCases.map((k) => [caseName(k), k] as const))("%s", async (_name, k) => {
    const res = await addNew({ pageName: k.pageName, section: k.section, content: brokenContent(k), client: "mwfbi" }, editor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: k.message });
  });
});

describe("sibling-site pages and rich text", () => {
  const body = (html: string) => ({ body: { value: html } });

  it("refuses writes from anonymous callers and non-editors", async () => {
    const payload = { pageName: "golf_home", section: "Section_1", content: body("<p>Hi</p>"), client: "golf" };
    expect((await addNew(payload)).statusCode).toBe(401);
    expect((await addNew(payload, agent)).statusCode).toBe(403);
  });

  it("refuses a page name that is not a registered sibling page", async () => {
    const res = await addNew(
      { pageName: "golf_nowhere", section: "Section_1", content: body("<p>x</p>"), client: "golf" },
      editor,
    );
    expect(res.statusCode).toBe(400);
  });

  it("strips scripts, event handlers and javascript: links before saving, under the sibling's own client", async () => {
    const dirty =
      '<p onclick="steal()">Tee off <strong>at 9</strong><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="/golf/register">Register</a>' +
      ' <a href="mailto:golf@example.com">mail</a><iframe src="https://evil.example"></iframe><h2 style="color:red">Prizes</h2>';
    const res = await addNew({ pageName: "golf_home", section: "Section_1", content: body(dirty), client: "golf" }, editor);
    expect(res.statusCode).toBe(200);

    const saved = (await pageContent("golf_home", "golf")).json().result.Section_1.body.value as string;
    expect(saved).toBe(
      '<p>Tee off <strong>at 9</strong></p><a>bad</a> <a href="/golf/register">Register</a> <a href="mailto:golf@example.com">mail</a><h2>Prizes</h2>',
    );
    expect(saved).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect((await pageContent("golf_home", "mwfbi")).json().result).toEqual({});
  });

  it("keeps the versions sanitized too: restoring never brings back what was stripped", async () => {
    const ref = { pageName: "meeting_awards", section: "Section_1", client: "meeting" };
    await addNew({ ...ref, content: body('<p>Awards<img src=x onerror="alert(1)"></p>') }, editor);
    const history = await t.app.inject({ method: "POST", url: "/api/cms/history", payload: ref, headers: { cookie: editor } });
    const versions = history.json().result as { content: { body: { value: string } } }[];
    expect(versions[0]?.content.body.value).toBe("<p>Awards</p>");
  });

  it("applies the banner rules to a sibling page", async () => {
    const res = await addNew(
      { pageName: "store_home", section: "TopBanner", content: { title: { value: "" } }, client: "store" },
      editor,
    );
    expect(res.json().message).toBe("Please enter title!");
  });
});
