import { HOME_PAGE, requireSectionDef, SITE_NOTICE_SECTION, sectionDefaults } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { blogPostBody, createTopicAndTag, EDITOR, setupApp } from "../../test/helper";

const t = setupApp({ SCHEDULE_POLL_MS: "100", CONTENT_CACHE_MS: "600000" });
let editor = "";
let tag = 0;

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  ({ tag } = await createTopicAndTag(t.app, editor, { topic: "Storms", tag: "Hail" }));
});

const post = (url: string, payload: object, cookie: string | undefined = editor) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const visitorSees = async (pageName: string, client = "mwfbi") =>
  (await post("/api/cms/get-page-content-list", { pageName, client }, undefined)).json().result;
const schedule = (body: object) => post("/api/cms/schedule", body);
const stateOf = async (id: number) =>
  await t.app.db.selectFrom("scheduledChange").select(["state", "error"]).where("id", "=", id).executeTakeFirstOrThrow();

/** Waits (at most 20 s: a loaded CI machine) until the change is no longer pending. */
async function settled(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const row = await stateOf(id);
    if (row.state !== "pending" || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const ranBy = async (id: number) =>
  t.app.db
    .selectFrom("activity")
    .select(["action", "summary", "actorEmail", "actorName"])
    .where("route", "=", `scheduled change ${id}`)
    .execute();

describe("scheduling a page's publish (issue 30)", () => {
  const page = { pageName: "FAQ", client: "mwfbi" };
  const banner = (title: string) => ({ ...sectionDefaults(requireSectionDef("FAQ", "TopBanner")), title: { value: title } });

  it("publishes the page's drafts at the time, once, logged as the editor who scheduled it", async () => {
    expect((await post("/api/cms/add-new", { ...page, section: "TopBanner", content: banner("Before") })).statusCode).toBe(200);
    expect(
      (await post("/api/cms/add-new", { ...page, section: "TopBanner", content: banner("Scheduled title"), draft: true }))
        .statusCode,
    ).toBe(200);
    const res = await post("/api/cms/publish", { ...page, at: inMs(3000) });
    expect(res.statusCode, res.body).toBe(200);
    const { published, scheduled } = res.json().result as { published: string[]; scheduled: ScheduledChange };
    expect(published).toEqual([]);
    expect(scheduled).toMatchObject({
      kind: "publish-page",
      pageName: "FAQ",
      label: "Frequently Asked Questions",
      state: "pending",
      createdBy: EDITOR,
      createdByName: "Avery Editor",
    });
    const drafts = (await post("/api/cms/drafts", page)).json().result;
    expect(drafts.scheduled).toEqual([{ id: scheduled.id, runAt: scheduled.runAt }]);
    expect((await visitorSees("FAQ")).TopBanner.title.value).toBe("Before");

    expect((await settled(scheduled.id)).state).toBe("done");
    // the visitors' cached answer was cleared by the run
    expect((await visitorSees("FAQ")).TopBanner.title.value).toBe("Scheduled title");
    expect((await post("/api/cms/drafts", page)).json().result).toMatchObject({ drafts: [], scheduled: [] });
    const logged = await ranBy(scheduled.id);
    expect(logged).toEqual([
      {
        action: "published",
        summary: "Published 1 draft of “Frequently Asked Questions” (scheduled)",
        actorEmail: EDITOR,
        actorName: "Avery Editor",
      },
    ]);
    // and the scheduling itself
    const scheduledRow = await t.app.db
      .selectFrom("activity")
      .select("summary")
      .where("action", "=", "scheduled")
      .where("pageName", "=", "FAQ")
      .executeTakeFirst();
    expect(scheduledRow?.summary).toMatch(/^Scheduled publishing the drafts of “Frequently Asked Questions” for .+ M[SD]T$/);
  });

  it("runs a change whose time has passed at once", async () => {
    expect(
      (await post("/api/cms/add-new", { ...page, section: "TopBanner", content: banner("Right away"), draft: true })).statusCode,
    ).toBe(200);
    const res = await post("/api/cms/publish", { ...page, at: inMs(-60_000) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.scheduled.state).toBe("done");
    expect((await visitorSees("FAQ")).TopBanner.title.value).toBe("Right away");
  });

  it("with no drafts left, is done with nothing to do", async () => {
    const res = await schedule({ kind: "publish-page", ...page, at: inMs(-1000) });
    expect(res.json().result.state).toBe("done");
    expect((await ranBy(res.json().result.id))[0]?.summary).toBe(
      "Published “Frequently Asked Questions”: it had no drafts (scheduled)",
    );
  });
});

describe("the Scheduled list and cancelling", () => {
  it("lists what is pending by time, then (includePast) what ran, in the site's time zone", async () => {
    const later = (await schedule({ kind: "notice-on", at: inMs(3_600_000) })).json().result as ScheduledChange;
    const sooner = (await schedule({ kind: "notice-off", at: inMs(1_800_000) })).json().result as ScheduledChange;
    expect(later).toMatchObject({ pageName: HOME_PAGE, label: "Site notice", state: "pending" });
    const list = (await post("/api/cms/scheduled", {})).json().result as { timeZone: string; items: ScheduledChange[] };
    expect(list.timeZone).toBe("America/Denver");
    expect(list.items.map((i) => i.id)).toEqual([sooner.id, later.id]);
    const withPast = (await post("/api/cms/scheduled", { includePast: true })).json().result.items as ScheduledChange[];
    expect(withPast.slice(0, 2).map((i) => i.id)).toEqual([sooner.id, later.id]);
    expect(withPast.slice(2).every((i) => i.state !== "pending")).toBe(true);
    expect(withPast.length).toBeGreaterThan(2);
    const faq = (await post("/api/cms/scheduled", { pageName: "FAQ", includePast: true })).json().result
      .items as ScheduledChange[];
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((i) => i.pageName === "FAQ")).toBe(true);

    const cancel = await post("/api/cms/scheduled/cancel", { id: later.id });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().result).toMatchObject({ id: later.id, state: "cancelled" });
    const again = await post("/api/cms/scheduled/cancel", { id: later.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This change was already cancelled.");
    expect((await post("/api/cms/scheduled/cancel", { id: 999_999 })).statusCode).toBe(404);
    expect((await post("/api/cms/scheduled", {})).json().result.items.map((i: ScheduledChange) => i.id)).toEqual([sooner.id]);
    await post("/api/cms/scheduled/cancel", { id: sooner.id });

    const done = (await schedule({ kind: "notice-off", at: inMs(-1000) })).json().result as ScheduledChange;
    const late = await post("/api/cms/scheduled/cancel", { id: done.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This change has already run.");
    const cancelled = await t.app.db.selectFrom("activity").select("summary").where("action", "=", "cancelled").execute();
    expect(cancelled.length).toBe(2);
    expect(cancelled[0]?.summary).toMatch(/^Cancelled “Site notice on”, scheduled for .+ M[SD]T$/);
  });

  it("a cancelled change never runs", async () => {
    const change = (await schedule({ kind: "notice-on", at: inMs(2000) })).json().result as ScheduledChange;
    await post("/api/cms/scheduled/cancel", { id: change.id });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await stateOf(change.id)).state).toBe("cancelled");
    expect(await ranBy(change.id)).toEqual([]);
  });

  it("refuses what cannot be scheduled", async () => {
    const bad = [
      { kind: "publish-page", at: inMs(1000) },
      { kind: "publish-page", at: inMs(1000), pageName: "No_Such_Page" },
      { kind: "revert-page", at: inMs(1000), pageName: "FAQ" },
      { kind: "revert-page", at: inMs(1000), pageName: "FAQ", asOf: inMs(3_600_000) },
      { kind: "publish-post", at: inMs(1000) },
      { kind: "notice-on", at: "2026-02-31T25:00:00Z" },
      { kind: "notice-on", at: "1900-01-01T00:00:00Z" },
      { kind: "notice-on", at: "tomorrow" },
      { kind: "whenever", at: inMs(1000) },
    ];
    for (const body of bad) expect((await schedule(body)).statusCode, JSON.stringify(body)).toBe(400);
    const missing = await schedule({ kind: "publish-post", at: inMs(1000), postId: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("That blog post does not exist.");
  });
});

describe("the site notice on and off", () => {
  const noticeOf = async () =>
    (await visitorSees(HOME_PAGE)).Section_Site_Notice as Record<string, { value: string }> | undefined;

  it("switches the notice on and off at set times, keeping its other fields as published", async () => {
    const def = requireSectionDef(HOME_PAGE, SITE_NOTICE_SECTION);
    const content = { ...sectionDefaults(def), text: { value: "Hail claims: call 866-882-9871" }, level: { value: "warning" } };
    expect((await post("/api/cms/add-new", { pageName: HOME_PAGE, section: SITE_NOTICE_SECTION, content })).statusCode).toBe(200);
    expect((await noticeOf())?.status?.value).toBe("false");

    const on = (await schedule({ kind: "notice-on", at: inMs(1000) })).json().result as ScheduledChange;
    const off = (await schedule({ kind: "notice-off", at: inMs(6000) })).json().result as ScheduledChange;
    expect((await settled(on.id)).state).toBe("done");
    expect(await noticeOf()).toMatchObject({
      status: { value: "true" },
      text: { value: "Hail claims: call 866-882-9871" },
      level: { value: "warning" },
    });
    expect((await stateOf(off.id)).state).toBe("pending");
    expect((await settled(off.id)).state).toBe("done");
    expect(await noticeOf()).toMatchObject({ status: { value: "false" }, text: { value: "Hail claims: call 866-882-9871" } });
    expect((await ranBy(on.id))[0]).toMatchObject({ action: "changed", summary: "Switched the site notice on (scheduled)" });
  });

  it("keeps a draft of the notice, switched too, as the section's head", async () => {
    const ref = { pageName: HOME_PAGE, section: SITE_NOTICE_SECTION };
    const live = (await visitorSees(HOME_PAGE)).Section_Site_Notice;
    const draft = { ...live, text: { value: "Drafted notice text" } };
    expect((await post("/api/cms/add-new", { ...ref, content: draft, draft: true })).statusCode).toBe(200);
    const on = (await schedule({ kind: "notice-on", at: inMs(-1) })).json().result as ScheduledChange;
    expect(on.state).toBe("done");
    expect((await visitorSees(HOME_PAGE)).Section_Site_Notice).toMatchObject({
      status: { value: "true" },
      text: { value: "Hail claims: call 866-882-9871" },
    });
    const [head] = (await post("/api/cms/history", ref)).json().result;
    expect(head).toMatchObject({
      state: "draft",
      content: { text: { value: "Drafted notice text" }, status: { value: "true" } },
    });
    expect((await post("/api/cms/discard", { pageName: HOME_PAGE })).statusCode).toBe(200);
  });
});

describe("reverting a page", () => {
  const client = "revert-co";
  const ref = { pageName: HOME_PAGE, client };
  const copyright = (value: string) => ({ copyright: { value } });
  const nav = (title: string) => {
    const content = structuredClone(sectionDefaults(requireSectionDef(HOME_PAGE, "Section_5_Navigation"))) as Record<
      string,
      Record<string, { value: string }>
    >;
    (content.tools as Record<string, { value: string }>).title = { value: title };
    return content;
  };

  it("puts every section back to what was live at the time (the built-in default where nothing was), drafts kept", async () => {
    const first = await post("/api/cms/add-new", { ...ref, section: "Section_6", content: copyright("As it was") });
    await new Promise((r) => setTimeout(r, 50));
    const asOf = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 50));
    await post("/api/cms/add-new", { ...ref, section: "Section_6", content: copyright("Changed later") });
    await post("/api/cms/add-new", { ...ref, section: "Section_5_Navigation", content: nav("Added later") });
    // a draft saved later is not published by the revert (nor lost)
    await post("/api/cms/add-new", { ...ref, section: "Section_6", content: copyright("Drafted later"), draft: true });

    const change = (await schedule({ kind: "revert-page", ...ref, asOf, at: inMs(200) })).json().result as ScheduledChange;
    expect(change).toMatchObject({ kind: "revert-page", asOf, label: "Home" });
    expect((await settled(change.id)).state).toBe("done");

    const now = await visitorSees(HOME_PAGE, client);
    expect(now.Section_6).toEqual(copyright("As it was"));
    expect(now.Section_5_Navigation).toEqual(sectionDefaults(requireSectionDef(HOME_PAGE, "Section_5_Navigation")));
    const history = (await post("/api/cms/history", { ...ref, section: "Section_6" })).json().result;
    expect(history[0]).toMatchObject({ state: "draft", content: copyright("Drafted later") });
    expect(history[1]).toMatchObject({
      state: "published",
      content: copyright("As it was"),
      restoredFrom: first.json().result.versionId,
    });
    expect((await ranBy(change.id))[0]).toMatchObject({ action: "restored" });
    expect((await ranBy(change.id))[0]?.summary).toMatch(
      /^Reverted “Home” to how it was published at .+ \(2 sections changed\) \(scheduled\)$/,
    );
  });
});

describe("publishing a blog post at a time", () => {
  const createPost = async (title: string) => {
    const res = await post("/api/blog/create", blogPostBody({ title, tag: String(tag) }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.id as number;
  };
  const publicRead = (id: number) => t.app.inject({ method: "GET", url: `/api/blog/published/${id}` });

  it("publishes the post at the time, with its published date", async () => {
    const id = await createPost("Hail season is coming");
    expect((await publicRead(id)).statusCode).toBe(404);
    const change = (await schedule({ kind: "publish-post", postId: id, at: inMs(2000) })).json().result as ScheduledChange;
    expect(change).toMatchObject({ kind: "publish-post", postId: id, label: "Hail season is coming", pageName: null });
    const logged = await t.app.db
      .selectFrom("activity")
      .select("summary")
      .where("action", "=", "scheduled")
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(logged?.summary).toMatch(/^Scheduled “Publish post” \(Hail season is coming\) for .+ M[SD]T$/);
    expect((await settled(change.id)).state).toBe("done");
    const read = await publicRead(id);
    expect(read.statusCode).toBe(200);
    expect(read.json().result.publishedDate).toBeTruthy();
    expect((await ranBy(change.id))[0]).toMatchObject({
      action: "published",
      summary: "Published post “Hail season is coming” (scheduled)",
    });
  });

  it("fails, with why, when the post is gone by then; the next change still runs", async () => {
    const id = await createPost("Deleted before its time");
    const change = (await schedule({ kind: "publish-post", postId: id, at: inMs(300) })).json().result as ScheduledChange;
    const next = (await schedule({ kind: "notice-off", at: inMs(350) })).json().result as ScheduledChange;
    await t.app.db.deleteFrom("blog").where("id", "=", id).execute();
    expect(await settled(change.id)).toEqual({ state: "failed", error: "That blog post does not exist." });
    expect((await settled(next.id)).state).toBe("done");
    const listed = (await post("/api/cms/scheduled", { includePast: true })).json().result.items as ScheduledChange[];
    expect(listed.find((i) => i.id === change.id)).toMatchObject({ state: "failed", error: "That blog post does not exist." });
    expect(await ranBy(change.id)).toEqual([]);
  });
});

describe("SITE_TIME_ZONE", () => {
  it("takes a zone Intl knows, and refuses one it does not", () => {
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: t.config.dataDir, SITE_TIME_ZONE: "Europe/Berlin" }).siteTimeZone).toBe(
      "Europe/Berlin",
    );
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: t.config.dataDir }).siteTimeZone).toBe("America/Denver");
    expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: t.config.dataDir, SITE_TIME_ZONE: "Mars/Olympus" })).toThrow(
      /SITE_TIME_ZONE/,
    );
  });
});
