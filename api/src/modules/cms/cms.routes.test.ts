import { footerNavigationSection, readList, requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";
let agent = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agent = await t.cookieFor(AGENT);
});

function navigation(toolsTitle: string) {
  const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<string, Record<string, { value: string }>>;
  (content.tools as Record<string, { value: string }>).title = { value: toolsTitle };
  return content;
}

function addNew(payload: unknown, cookie?: string) {
  return t.app.inject({ method: "POST", url: "/api/cms/add-new", payload: payload as object, headers: cookie ? { cookie } : {} });
}

function pageContent(pageName: string, client?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/cms/get-page-content-list",
    payload: client ? { pageName, client } : { pageName },
  });
}

const body = (content: unknown) => ({ pageName: "360_Home", section: "Section_5_Navigation", content, client: "mwfbi" });

describe("POST /api/cms/add-new", () => {
  it("refuses anonymous callers with 401 and non-admins with 403", async () => {
    expect((await addNew(body(navigation("Tools")))).statusCode).toBe(401);
    const res = await addNew(body(navigation("Tools")), agent);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false });
  });

  it("saves for an editor and the section is returned keyed by section", async () => {
    const res = await addNew(body(navigation("Handy Tools")), editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: "Content Saved" });
    const page = await pageContent("360_Home");
    expect(page.statusCode).toBe(200);
    const result = page.json().result;
    expect(Object.keys(result)).toEqual(["Section_5_Navigation"]);
    expect(result.Section_5_Navigation.tools.title).toEqual({ value: "Handy Tools" });
  });

  it("refuses an empty tools title with the spec's message", async () => {
    const res = await addNew(body(navigation("   ")), editor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: "Please enter tool title!" });
  });

  it("checks the column titles in the spec's order", async () => {
    const content = navigation("Tools");
    (content.resources as Record<string, { value: string }>).title = { value: "" };
    (content.insurance as Record<string, { value: string }>).title = { value: "" };
    expect((await addNew(body(content), editor)).json().message).toBe("Please enter insurance title!");
    (content.insurance as Record<string, { value: string }>).title = { value: "Insurance" };
    expect((await addNew(body(content), editor)).json().message).toBe("Please enter resource title!");
  });

  it("refuses unknown sections, unknown fields and unsafe links", async () => {
    expect((await addNew({ ...body({}), section: "Nope" }, editor)).json().message).toBe("Unknown section 360_Home/Nope.");
    const extra = { ...navigation("Tools"), sneaky: { value: "x" } };
    expect((await addNew(body(extra), editor)).statusCode).toBe(400);
    const evil = navigation("Tools");
    (evil.tools as Record<string, unknown>).payBill = { value: "Pay", link: "javascript:alert(1)" };
    const res = await addNew(body(evil), editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter a valid link!");
  });

  it("refuses a site path that a browser reads as another site's, with the link field's message", async () => {
    for (const link of ["/\\evil.example/x", "/\t/evil.example", "https:\\\\evil.example"]) {
      const evil = navigation("Tools");
      (evil.tools as Record<string, unknown>).payBill = { value: "Pay", link };
      const res = await addNew(body(evil), editor);
      expect(res.statusCode, link).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: "Please enter a valid link!" });
    }
    const fine = navigation("Tools");
    (fine.tools as Record<string, unknown>).payBill = { value: "Pay", link: "/360/farm-&-ranch-insurance" };
    expect((await addNew(body(fine), editor)).statusCode).toBe(200);
  });

  it("applies the banner rules: link required with a label, background image required", async () => {
    const banner = {
      title: { value: "Auto" },
      subTitle: { value: "Sub" },
      button1: { value: "GO" },
      button1Link: { value: "", link: "" },
      imageUrl: { value: "/images/x.jpg" },
    };
    const save = (content: object) => addNew({ pageName: "Auto_Insurance", section: "TopBanner", content }, editor);
    expect((await save(banner)).json().message).toBe("Please enter link!");
    expect((await save({ ...banner, button1: { value: "" }, imageUrl: { value: "" } })).json().message).toBe(
      "Please select background image",
    );
    expect((await save({ ...banner, subTitle: { value: "" } })).json().message).toBe("Please enter subtitle!");
    expect((await save({ ...banner, button1Link: { value: "GO", link: "/360/start-a-quote" } })).statusCode).toBe(200);
  });

  it("rejects a malformed body with 400, not 500", async () => {
    const res = await addNew({ pageName: "360_Home", section: "Section_6", content: "nope" }, editor);
    expect(res.statusCode).toBe(400);
    const res2 = await addNew({ pageName: "360_Home", section: "Section_6", content: { copyright: "text" } }, editor);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().status).toBe(false);
  });

  it("keeps content per client", async () => {
    const res = await addNew({ ...body(navigation("Golf tools")), client: "golf" }, editor);
    expect(res.statusCode).toBe(200);
    expect((await pageContent("360_Home", "golf")).json().result.Section_5_Navigation.tools.title.value).toBe("Golf tools");
    expect((await pageContent("360_Home")).json().result.Section_5_Navigation.tools.title.value).not.toBe("Golf tools");
  });
});

describe("list item ids", () => {
  it("keeps the ids of a list's items through a save, legacy and new alike", async () => {
    const def = requireSectionDef("PrivacyPolicy", "Section_2");
    const stored = (sectionDefaults(def).list as { value: string }).value;
    const legacy = readList(stored);
    const [first, ...rest] = legacy;
    const items = [...rest, { id: "k3x9q2", title: "New section", description: "Its text" }, first];
    const res = await addNew(
      { pageName: "PrivacyPolicy", section: "Section_2", content: { list: { value: JSON.stringify(items) } } },
      editor,
    );
    expect(res.statusCode).toBe(200);
    const saved = (await pageContent("PrivacyPolicy")).json().result.Section_2.list.value;
    expect(JSON.parse(saved).map((i: { id: string }) => i.id)).toEqual(items.map((i) => i.id));
    expect(readList(saved)).toEqual(items);
  });
});

describe("content history", () => {
  it("keeps every version and restores an earlier one", async () => {
    const ref = { pageName: "360_Home", section: "Section_6", client: "mwfbi" };
    await addNew({ ...ref, content: { copyright: { value: "First" } } }, editor);
    await addNew({ ...ref, content: { copyright: { value: "Second" } } }, editor);

    const history = await t.app.inject({ method: "POST", url: "/api/cms/history", payload: ref, headers: { cookie: editor } });
    expect(history.statusCode).toBe(200);
    const versions = history.json().result as { id: number; content: { copyright: { value: string } }; createdBy: string }[];
    // the built-in default ends History (issue 30)
    expect(versions.map((v) => v.content.copyright.value)).toEqual([
      "Second",
      "First",
      sectionDefaults(requireSectionDef("360_Home", "Section_6")).copyright?.value,
    ]);
    expect(versions[0]?.createdBy).toBe(EDITOR);

    const first = versions[1]?.id;
    const restore = await t.app.inject({
      method: "POST",
      url: "/api/cms/restore",
      payload: { ...ref, versionId: first },
      headers: { cookie: editor },
    });
    expect(restore.statusCode).toBe(200);
    expect((await pageContent("360_Home")).json().result.Section_6.copyright.value).toBe("First");

    const after = await t.app.inject({ method: "POST", url: "/api/cms/history", payload: ref, headers: { cookie: editor } });
    expect(after.json().result).toHaveLength(4);
  });

  it("answers 404 for a version of another section", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cms/restore",
      payload: { pageName: "360_Home", section: "Section_6", versionId: 999999 },
      headers: { cookie: editor },
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses history and restore to non-admins", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    expect((await t.app.inject({ method: "POST", url: "/api/cms/history", payload: ref })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/cms/history", payload: ref, headers: { cookie: agent } })).statusCode,
    ).toBe(403);
  });
});

describe("POST /api/cms/get-page-content-list", () => {
  it("returns an empty map for a page with nothing stored", async () => {
    const res = await pageContent("FAQ");
    expect(res.json()).toEqual({ status: true, result: {} });
  });

  it("validates the body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-list", payload: { client: "mwfbi" } });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/cms/get-page-content-batch", () => {
  const batch = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-batch",
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it("answers several pages in one read, each as the single read does, once each", async () => {
    const saved = await addNew(body(navigation("Batch Tools")), editor);
    expect(saved.statusCode).toBe(200);
    const res = await batch({
      pages: [{ pageName: "360_Home", client: "mwfbi" }, { pageName: "FAQ" }, { pageName: "360_Home" }],
    });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { pageName: string; client: string; content: unknown }[] };
    expect(result.map((r) => [r.client, r.pageName])).toEqual([
      ["mwfbi", "360_Home"],
      ["mwfbi", "FAQ"],
    ]);
    expect(result[0]?.content).toEqual((await pageContent("360_Home")).json().result);
    expect(result[1]?.content).toEqual({});
    expect(JSON.stringify(result[0]?.content)).toContain("Batch Tools");
  });

  it("shows a save at once (the same cache as the single read, cleared by the save)", async () => {
    await batch({ pages: [{ pageName: "360_Home" }] });
    await addNew(body(navigation("Batch Tools Again")), editor);
    const res = await batch({ pages: [{ pageName: "360_Home" }] });
    expect(JSON.stringify(res.json().result[0].content)).toContain("Batch Tools Again");
  });

  it("refuses a signed-in page to a visitor, and an empty, oversized or malformed list with 400", async () => {
    expect((await batch({ pages: [{ pageName: "FAQ" }, { pageName: "AgentLandingPageLatest1" }] })).statusCode).toBe(401);
    expect((await batch({ pages: [] })).statusCode).toBe(400);
    expect((await batch({ pages: Array.from({ length: 65 }, () => ({ pageName: "FAQ" })) })).statusCode).toBe(400);
    expect((await batch({ pages: [{ client: "mwfbi" }] })).statusCode).toBe(400);
    expect((await batch({ pages: "FAQ" })).statusCode).toBe(400);
    expect((await batch({ pages: [{ pageName: "FAQ", extra: 1 }] })).statusCode).toBe(400);
  });
});
