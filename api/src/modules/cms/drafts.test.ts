import { BUILT_IN_VERSION_NAME, requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { copyrightLineSite } from "../../test/web-site";

const t = setupApp({ WEB_DIST: copyrightLineSite(), PAGE_CACHE_MS: "600000", CONTENT_CACHE_MS: "600000" });
const OTHER = "editor2@example.com";
let editor = "";
let other = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  other = await t.cookieFor(OTHER, "Jordan Lee");
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const copyright = (value: string) => ({ copyright: { value } });
const home = { pageName: "360_Home", client: "mwfbi" };
const section6 = { ...home, section: "Section_6" };
const navigation = (title: string) => {
  const content = structuredClone(sectionDefaults(requireSectionDef("360_Home", "Section_5_Navigation"))) as Record<
    string,
    Record<string, { value: string }>
  >;
  (content.tools as Record<string, { value: string }>).title = { value: title };
  return { ...home, section: "Section_5_Navigation", content };
};

type Version = {
  id: number;
  content: Record<string, { value: string }>;
  state?: string;
  builtIn?: boolean;
  publishedAt?: string;
};
const history = async (ref: object, pageSize = 50, pageNumber = 1) =>
  (await post("/api/cms/history", { ...ref, pageSize, pageNumber }, editor)).json().result as Version[];
const visitorSees = async () => (await post("/api/cms/get-page-content-list", home)).json().result;
const batchSees = async () =>
  (await post("/api/cms/get-page-content-batch", { pages: [home] })).json().result[0].content as Record<string, unknown>;
const renderedPage = async () => (await t.app.inject({ method: "GET", url: "/360" })).body.match(/copyright: ([^<]*)</)?.[1];
const drafts = async (pageName = "360_Home") =>
  (await post("/api/cms/drafts", { pageName, client: "mwfbi" }, editor)).json().result as {
    drafts: { section: string; versionId: number; content: Record<string, { value: string }>; createdByName: string }[];
    scheduled: { id: number; runAt: string }[];
  };
const save = (payload: object, cookie = editor) => post("/api/cms/add-new", payload, cookie);

describe("a draft (issue 30)", () => {
  it("is invisible to visitors, the batch read and the rendered page, while the page's drafts show it", async () => {
    const live = await save({ ...section6, content: copyright("Published line") });
    expect(live.statusCode).toBe(200);
    // visitors read (and the caches keep) the published line
    expect((await visitorSees()).Section_6.copyright.value).toBe("Published line");
    expect(await batchSees()).toMatchObject({ Section_6: copyright("Published line") });
    expect(await renderedPage()).toBe("Published line");

    const draft = await save({
      ...section6,
      content: copyright("Draft line"),
      draft: true,
      baseVersion: live.json().result.versionId,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().message).toBe("Draft saved");

    expect((await visitorSees()).Section_6.copyright.value).toBe("Published line");
    expect(await batchSees()).toMatchObject({ Section_6: copyright("Published line") });
    expect(await renderedPage()).toBe("Published line");
    // an editor's read of the page is what is published too: the drafts come apart
    expect((await post("/api/cms/get-page-content-list", home, editor)).json().result.Section_6.copyright.value).toBe(
      "Published line",
    );

    const mine = await drafts();
    expect(mine.drafts).toEqual([
      expect.objectContaining({
        section: "Section_6",
        versionId: draft.json().result.versionId,
        content: copyright("Draft line"),
        createdBy: EDITOR,
        createdByName: "Avery Editor",
      }),
    ]);
    expect(mine.scheduled).toEqual([]);
    expect((await t.app.cms.getPageWithDrafts("360_Home", "mwfbi")).Section_6).toEqual(copyright("Draft line"));
    expect((await t.app.cms.getPage("360_Home", "mwfbi")).Section_6).toEqual(copyright("Published line"));

    // History: the draft is the head (first), marked; the published version below it
    const [head, below] = await history(section6);
    expect(head).toMatchObject({ id: draft.json().result.versionId, state: "draft", publishedAt: null });
    expect(below).toMatchObject({ id: live.json().result.versionId, state: "published" });
    expect(typeof below?.publishedAt).toBe("string");
  });

  it("checks baseVersion against the draft: a stale base is a 409, and of two drafts from one base exactly one wins", async () => {
    const [head] = await history(section6);
    const base = head?.id as number;
    const answers = await Promise.all(
      ["A", "B", "C"].map((v, i) =>
        save({ ...section6, content: copyright(`Draft ${v}`), draft: true, baseVersion: base }, i % 2 ? other : editor),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().result.versionId;
    const loser = answers.find((r) => r.statusCode === 409)?.json();
    expect(loser.message).toMatch(/^This section was changed by (Avery Editor|Jordan Lee) at /);
    expect(loser.current.id).toBe(winner);
    expect((await history(section6))[0]?.id).toBe(winner);
    // the published version is no base once a draft is on top of it
    const published = (await history(section6)).find((v) => v.state === "published" && !v.builtIn)?.id;
    const stale = await save({ ...section6, content: copyright("From the published"), draft: true, baseVersion: published });
    expect(stale.statusCode).toBe(409);
    expect((await visitorSees()).Section_6.copyright.value).toBe("Published line");
  });

  it("publishes all of a page's drafts at once, and visitors see them (caches cleared)", async () => {
    const nav = await save({ ...navigation("Drafted tools"), draft: true });
    expect(nav.statusCode).toBe(200);
    expect((await drafts()).drafts.map((d) => d.section)).toEqual(["Section_5_Navigation", "Section_6"]);
    const draftLine = (await drafts()).drafts.find((d) => d.section === "Section_6")?.content.copyright?.value;
    expect((await visitorSees()).Section_5_Navigation).toBeUndefined();

    const res = await post("/api/cms/publish", home, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ published: ["Section_5_Navigation", "Section_6"] });

    const now = await visitorSees();
    expect(now.Section_6.copyright.value).toBe(draftLine);
    expect(now.Section_5_Navigation.tools.title.value).toBe("Drafted tools");
    expect(await batchSees()).toMatchObject({ Section_6: copyright(draftLine ?? "") });
    expect(await renderedPage()).toBe(draftLine);
    expect((await drafts()).drafts).toEqual([]);
    const [head] = await history(section6);
    expect(head).toMatchObject({ state: "published" });
    expect(Date.now() - Date.parse(head?.publishedAt ?? "")).toBeLessThan(60_000);

    // nothing left to publish: nothing changes
    expect((await post("/api/cms/publish", home, editor)).json().result).toEqual({ published: [] });
  });

  it("a save without draft publishes at once and drops the section's draft", async () => {
    expect((await save({ ...section6, content: copyright("Drafted then overtaken"), draft: true })).statusCode).toBe(200);
    expect((await save({ ...section6, content: copyright("Live now") })).statusCode).toBe(200);
    expect((await visitorSees()).Section_6.copyright.value).toBe("Live now");
    expect((await drafts()).drafts).toEqual([]);
    const [head, below] = await history(section6);
    expect(head).toMatchObject({ content: copyright("Live now"), state: "published" });
    expect(below).toMatchObject({ content: copyright("Drafted then overtaken"), state: "draft" });
  });

  it("is discarded with its never-published versions: History starts at what is published again", async () => {
    const [published] = await history(section6);
    const one = await save({ ...section6, content: copyright("Scrap 1"), draft: true });
    expect(
      (await save({ ...section6, content: copyright("Scrap 2"), draft: true, baseVersion: one.json().result.versionId }))
        .statusCode,
    ).toBe(200);
    expect((await save({ ...navigation("Scrap tools"), draft: true })).statusCode).toBe(200);

    // one section's draft
    const single = await post("/api/cms/discard", { ...home, section: "Section_5_Navigation" }, editor);
    expect(single.statusCode).toBe(200);
    expect(single.json().result).toEqual({ sections: ["Section_5_Navigation"] });
    expect((await drafts()).drafts.map((d) => d.section)).toEqual(["Section_6"]);

    // the page's
    const all = await post("/api/cms/discard", home, editor);
    expect(all.json().result).toEqual({ sections: ["Section_6"] });
    expect((await drafts()).drafts).toEqual([]);
    const after = await history(section6);
    expect(after[0]?.id).toBe(published?.id);
    expect(after.map((v) => v.content.copyright?.value)).not.toContain("Scrap 1");
    expect((await visitorSees()).Section_6.copyright.value).toBe("Live now");
    // a save from the published head is no conflict now
    expect((await save({ ...section6, content: copyright("Live again"), baseVersion: published?.id })).statusCode).toBe(200);
  });

  it("logs drafting, publishing and discarding in the activity log", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/activity?pageName=360_Home&pageSize=100",
      headers: { cookie: editor },
    });
    const items = res.json().result.items as { action: string; summary: string }[];
    const actions = new Set(items.map((i) => i.action));
    for (const action of ["drafted", "published", "discarded", "changed"]) expect(actions, action).toContain(action);
    const summaries = items.map((i) => i.summary);
    expect(summaries).toContain("Published 2 drafts of “Home”");
    expect(summaries.some((x) => /^Discarded 1 draft of “Home” \(“.+”\)$/.test(x))).toBe(true);
    expect(summaries.some((x) => /^Saved a draft of “.+” \(version \d+\)$/.test(x))).toBe(true);
  });
});

describe("History and the built-in default (issue 30)", () => {
  const ref = { pageName: "360_Home", section: "Section_6", client: "builtin-co" };
  const defaults = sectionDefaults(requireSectionDef("360_Home", "Section_6"));

  it("ends with the built-in default, on the last page only", async () => {
    const empty = await history(ref);
    expect(empty).toEqual([
      expect.objectContaining({ id: 0, builtIn: true, createdBy: "", createdByName: BUILT_IN_VERSION_NAME, content: defaults }),
    ]);
    await save({ ...ref, content: copyright("One") });
    await save({ ...ref, content: copyright("Two") });
    const all = await history(ref);
    expect(all.map((v) => v.id === 0 || v.content.copyright?.value)).toEqual(["Two", "One", true]);
    expect(all[2]?.builtIn).toBe(true);
    expect(Date.parse((all[2] as unknown as { createdAt: string }).createdAt)).toBeLessThanOrEqual(
      Date.parse((all[1] as unknown as { createdAt: string }).createdAt),
    );
    // pages of two: the default is on the second page, not the first
    expect((await history(ref, 2, 1)).map((v) => v.id)).not.toContain(0);
    expect((await history(ref, 2, 2)).map((v) => v.id)).toEqual([0]);
    expect((await history(ref, 1, 2)).map((v) => v.id)).toEqual([all[1]?.id]);
  });

  it("restores the built-in default like any version, as a draft too", async () => {
    const asDraft = await post("/api/cms/restore", { ...ref, versionId: 0, draft: true }, editor);
    expect(asDraft.statusCode, asDraft.body).toBe(200);
    expect(
      (await post("/api/cms/get-page-content-list", { pageName: "360_Home", client: "builtin-co" })).json().result.Section_6,
    ).toEqual(copyright("Two"));
    expect((await history(ref))[0]).toMatchObject({ state: "draft", content: defaults });

    const live = await post("/api/cms/restore", { ...ref, versionId: 0, baseVersion: asDraft.json().result.versionId }, editor);
    expect(live.statusCode, live.body).toBe(200);
    expect(
      (await post("/api/cms/get-page-content-list", { pageName: "360_Home", client: "builtin-co" })).json().result.Section_6,
    ).toEqual(defaults);
    expect((await post("/api/cms/drafts", { pageName: "360_Home", client: "builtin-co" }, editor)).json().result.drafts).toEqual(
      [],
    );
  });

  it("refuses a restore from a stale base with 409", async () => {
    const res = await post("/api/cms/restore", { ...ref, versionId: 0, baseVersion: 1 }, editor);
    expect(res.statusCode).toBe(409);
  });
});

describe("the drafts routes' input", () => {
  it("refuse an unknown page with 400", async () => {
    for (const url of ["/api/cms/drafts", "/api/cms/publish", "/api/cms/discard"]) {
      const res = await post(url, { pageName: "No_Such_Page" }, editor);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
