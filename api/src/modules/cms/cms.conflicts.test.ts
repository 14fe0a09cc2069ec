import { formatEditTime } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
const OTHER = "editor2@example.com";
let editor = "";
let other = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  other = await t.cookieFor(OTHER, "Jordan Lee");
});

function post(url: string, payload: object, cookie: string) {
  return t.app.inject({ method: "POST", url, payload, headers: { cookie } });
}

const copyright = (value: string) => ({ copyright: { value } });

async function newest(ref: object, cookie = editor) {
  const res = await post("/api/cms/history", { ...ref, pageSize: 1 }, cookie);
  return res.json().result[0] as { id: number; createdAt: string } | undefined;
}

async function shown(pageName: string, section: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-list", payload: { pageName } });
  return res.json().result[section];
}

describe("add-new with baseVersion (issue 18)", () => {
  it("answers 409 with who and when and the current version when the section moved on", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    const first = await post("/api/cms/add-new", { ...ref, content: copyright("Base") }, editor);
    expect(first.statusCode).toBe(200);
    const base = first.json().result.versionId as number;
    expect((await newest(ref))?.id).toBe(base);

    const theirs = await post("/api/cms/add-new", { ...ref, content: copyright("Jordan's"), baseVersion: base }, other);
    expect(theirs.statusCode).toBe(200);
    const theirVersion = await newest(ref);

    const mine = await post("/api/cms/add-new", { ...ref, content: copyright("Mine"), baseVersion: base }, editor);
    expect(mine.statusCode).toBe(409);
    const body = mine.json();
    expect(body.status).toBe(false);
    expect(body.message).toBe(
      `This section was changed by Jordan Lee at ${formatEditTime(theirVersion?.createdAt ?? "")}. Review their changes before saving again.`,
    );
    expect(body.current).toMatchObject({ id: theirVersion?.id, content: copyright("Jordan's"), createdBy: OTHER });
    expect(typeof body.current.createdAt).toBe("string");
    expect((await shown("360_Home", "Section_6")).copyright.value).toBe("Jordan's");

    // saving over it deliberately: the new base is the version the 409 showed
    const over = await post("/api/cms/add-new", { ...ref, content: copyright("Mine"), baseVersion: body.current.id }, editor);
    expect(over.statusCode).toBe(200);
    expect((await shown("360_Home", "Section_6")).copyright.value).toBe("Mine");
  });

  it("names the editor by e-mail when the app does not know their name", async () => {
    const ref = { pageName: "360_Home", section: "Section_6", client: "other-co" };
    const stranger = await t.cookieFor("editor3@example.com");
    const a = await post("/api/cms/add-new", { ...ref, content: copyright("A") }, editor);
    expect(a.statusCode, a.body).toBe(200);
    const base = a.json().result.versionId;
    expect((await post("/api/cms/add-new", { ...ref, content: copyright("B"), baseVersion: base }, stranger)).statusCode).toBe(
      200,
    );
    const res = await post("/api/cms/add-new", { ...ref, content: copyright("C"), baseVersion: base }, editor);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This section was changed by editor3@example\.com at /);
  });

  it("baseVersion 0 means the editor opened a section nobody had saved: a save since then is a conflict", async () => {
    const ref = { pageName: "360_Home", section: "Section_6", client: "third-co" };
    // nothing saved yet: History holds only the built-in default, version 0 (issue 30)
    expect((await post("/api/cms/history", ref, editor)).json().result).toMatchObject([{ id: 0, builtIn: true }]);
    const full = copyright("Fresh");
    expect((await post("/api/cms/add-new", { ...ref, content: full, baseVersion: 0 }, other)).statusCode).toBe(200);
    const res = await post("/api/cms/add-new", { ...ref, content: full, baseVersion: 0 }, editor);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This section was changed by Jordan Lee at /);
  });

  it("of two concurrent saves from the same base exactly one wins, and the loser leaves no version behind", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    const base = (await newest(ref))?.id as number;
    const before = (await post("/api/cms/history", ref, editor)).json().result.length;
    const answers = await Promise.all(
      ["One", "Two", "Three", "Four"].map((v, i) =>
        post("/api/cms/add-new", { ...ref, content: copyright(v), baseVersion: base }, i % 2 ? other : editor),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().result.versionId;
    expect((await newest(ref))?.id).toBe(winner);
    expect((await post("/api/cms/history", ref, editor)).json().result.length).toBe(before + 1);
  });

  it("without baseVersion the last save wins, as before", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    expect((await post("/api/cms/add-new", { ...ref, content: copyright("X") }, other)).statusCode).toBe(200);
    expect((await post("/api/cms/add-new", { ...ref, content: copyright("Y") }, editor)).statusCode).toBe(200);
    expect((await shown("360_Home", "Section_6")).copyright.value).toBe("Y");
  });

  it("restore with a stale baseVersion is a conflict too", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    const versions = (await post("/api/cms/history", ref, editor)).json().result as { id: number }[];
    const old = versions[versions.length - 1]?.id as number;
    const stale = versions[1]?.id as number;
    const res = await post("/api/cms/restore", { ...ref, versionId: old, baseVersion: stale }, editor);
    expect(res.statusCode).toBe(409);
    const ok = await post("/api/cms/restore", { ...ref, versionId: old, baseVersion: versions[0]?.id }, editor);
    expect(ok.statusCode).toBe(200);
  });
});

describe("history paging", () => {
  it("answers newest first, a page at a time, with the editor's name", async () => {
    const ref = { pageName: "360_Home", section: "Section_6" };
    const all = (await post("/api/cms/history", ref, editor)).json().result as { id: number; createdByName: string }[];
    expect(all.length).toBeGreaterThan(4);
    const page1 = (await post("/api/cms/history", { ...ref, pageSize: 2 }, editor)).json().result as { id: number }[];
    const page2 = (await post("/api/cms/history", { ...ref, pageSize: 2, pageNumber: 2 }, editor)).json().result as {
      id: number;
    }[];
    expect([...page1, ...page2].map((v) => v.id)).toEqual(all.slice(0, 4).map((v) => v.id));
    expect(new Set(all.map((v) => v.createdByName))).toEqual(new Set(["Avery Editor", "Jordan Lee", "Built-in default"]));
    expect((await post("/api/cms/history", { ...ref, pageSize: 51 }, editor)).statusCode).toBe(400);
  });
});

describe("hub content (issue 18): the agent hub's sections are sections, with the same 409", () => {
  it("answers 409 with the issue's message on a stale baseVersion, and keeps the first save", async () => {
    const ref = { pageName: "AgentLandingPageLatest1", section: "Header_Section_1" };
    const title = (value: string) => ({ title: { value } });
    expect((await post("/api/cms/add-new", { ...ref, content: title("Hub one") }, editor)).statusCode).toBe(200);
    const base = (await newest(ref))?.id;
    expect((await post("/api/cms/add-new", { ...ref, content: title("Hub Jordan"), baseVersion: base }, other)).statusCode).toBe(
      200,
    );
    const theirs = await newest(ref);
    const mine = await post("/api/cms/add-new", { ...ref, content: title("Hub mine"), baseVersion: base }, editor);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(
      `This section was changed by Jordan Lee at ${formatEditTime(theirs?.createdAt ?? "")}. Review their changes before saving again.`,
    );
    // the hub is for signed-in staff: what it shows is the newest version
    expect(((await newest(ref)) as unknown as { content: { title: { value: string } } }).content.title.value).toBe("Hub Jordan");
  });
});
