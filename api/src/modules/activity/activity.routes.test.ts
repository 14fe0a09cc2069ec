import { activityHistoryHref, footerNavigationSection, HOME_PAGE, sectionDefaults } from "@hpm/contracts";
import type { ActivityPage, ActivityRow } from "@hpm/contracts/schemas";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, blogPostBody, setupApp } from "../../test/helper";

const METRICS_TOKEN = "activity-metrics-token";
const t = setupApp({ METRICS_TOKEN });
const ONE = "editor1@example.com";
const TWO = "editor2@example.com";
let one = "";
let two = "";
let agent = "";

beforeAll(async () => {
  one = await t.cookieFor(ONE, "Editor One");
  two = await t.cookieFor(TWO, "Editor Two");
  agent = await t.cookieFor(AGENT);
});

const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload: object | undefined, cookie: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });

async function activity(query = "", cookie = one): Promise<ActivityPage> {
  const res = await t.app.inject({ method: "GET", url: `/api/activity${query ? `?${query}` : ""}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}
const latest = async () => (await activity()).items[0] as ActivityRow;
const count = async () => (await activity()).total;

function navigation(toolsTitle: string) {
  const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<string, Record<string, { value: string }>>;
  (content.tools as Record<string, { value: string }>).title = { value: toolsTitle };
  return content;
}
const saveSection = (title: string, cookie = one) =>
  send(
    "POST",
    "/api/cms/add-new",
    { pageName: HOME_PAGE, section: footerNavigationSection.section, content: navigation(title) },
    cookie,
  );

const jane = {
  email: "jane@example.com",
  title: "Jane Rancher",
  address: "12 Main St, Sheridan, WY 82801",
  city: "Sheridan",
  state: "Wyoming",
  zip: "82801",
  aboutMe: "Twenty years on the ranch.",
  table: [],
};

describe("GET /api/activity", () => {
  it("refuses anonymous callers with 401 and non-admins with 403", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/activity" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/activity", headers: { cookie: agent } })).statusCode).toBe(403);
  });

  it("is empty before anyone changed anything", async () => {
    expect(await activity()).toEqual({ items: [], total: 0, page: 1, pageSize: 25, people: [], pages: [] });
  });

  it("refuses dates that do not exist", async () => {
    for (const q of ["from=2026-02-30", "to=2026-13-01", "from=0000-01-01", "to=2026-01-01T25:00Z", "from=yesterday"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/activity?${q}`, headers: { cookie: one } });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe("what is recorded", () => {
  it("a section save: who, when, what, the page, a link to the item and its key", async () => {
    const before = Date.now();
    const res = await saveSection("Tools A");
    expect(res.statusCode).toBe(200);
    const row = await latest();
    expect(row).toMatchObject({
      person: { email: ONE, name: "Editor One" },
      kind: "content",
      action: "changed",
      summary: `Saved “Footer Navigation” (version ${res.json().result.versionId})`,
      pageName: HOME_PAGE,
      pageLabel: "Home",
      item: `content:mwfbi/${HOME_PAGE}/${footerNavigationSection.section}`,
      itemUrl: "/360",
    });
    expect(Date.parse(row.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("a restore", async () => {
    const first = (await saveSection("Tools B")).json().result.versionId;
    await saveSection("Tools C");
    const res = await send(
      "POST",
      "/api/cms/restore",
      { pageName: HOME_PAGE, section: footerNavigationSection.section, versionId: first },
      two,
    );
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      person: { email: TWO, name: "Editor Two" },
      action: "restored",
      summary: `Restored “Footer Navigation” to version ${first} (saved as version ${res.json().result.versionId})`,
    });
  });

  it("nothing for a save that failed", async () => {
    const n = await count();
    const invalid = await send("POST", "/api/cms/add-new", { pageName: HOME_PAGE, section: "No_Such_Section", content: {} }, one);
    expect(invalid.statusCode).toBe(400);
    const missing = await send("POST", "/api/cms/restore", { pageName: HOME_PAGE, section: "Section_6", versionId: 99999 }, one);
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(n);
  });

  it("an agent added, changed and deleted", async () => {
    const save = (content: object, primaryKey?: string) =>
      send("POST", "/api/cms/add-new-content-item", { key: "Agent", content, ...(primaryKey ? { primaryKey } : {}) }, one);
    expect((await save(jane)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: "agent",
      action: "created",
      summary: "Added agent Jane Rancher <jane@example.com>",
      pageName: "FindAnAgent",
      pageLabel: "Find an Agent",
      item: "agent:mwfbi/jane@example.com",
      itemUrl: "/360/agent-details/jane%40example.com",
    });
    expect((await save({ ...jane, title: "Jane R. Rancher" }, "jane@example.com")).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: "changed", summary: "Changed agent Jane R. Rancher <jane@example.com>" });
    const n = await count();
    expect((await save({ ...jane, email: "jane@example.com" })).statusCode).toBe(409);
    expect(await count()).toBe(n);
    const del = await send("POST", "/api/cms/delete-content-item", { key: "Agent", primaryKey: "jane@example.com" }, two);
    expect(del.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      person: { email: TWO },
      action: "deleted",
      summary: "Deleted agent Jane R. Rancher <jane@example.com>",
      item: "agent:mwfbi/jane@example.com",
      itemUrl: null,
    });
    const history = await activity(`item=${encodeURIComponent("agent:mwfbi/jane@example.com")}`);
    expect(history.items.map((r) => r.action)).toEqual(["deleted", "changed", "created"]);
  });

  it("a form field added, changed, reordered and deleted, and a recipient added and removed", async () => {
    const field = {
      fieldType: "Single Value",
      fieldInputType: "Textbox",
      fieldLabel: "Herd Size",
      fieldValue: [],
      placeHolder: "",
      validationType: "None",
      pageName: "StartAQuote",
      requiredStatus: 0,
    };
    const added = await send("POST", "/api/cms/form", field, one);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().result.ID as number;
    const expected = { kind: "form-field", pageName: "StartAQuote", pageLabel: "Start a Quote", itemUrl: "/360/start-a-quote" };
    expect(await latest()).toMatchObject({
      ...expected,
      action: "created",
      summary: "Added field “Herd Size”",
      item: `form-field:mwfbi/${id}`,
    });
    expect((await send("PATCH", `/api/cms/form/${id}`, { ...field, fieldLabel: "Head of Cattle" }, one)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ ...expected, action: "changed", summary: "Changed field “Head of Cattle”" });
    expect(
      (await send("PATCH", "/api/cms/form/sort?pageName=StartAQuote", [{ fieldId: id, sortOrder: 0 }], one)).statusCode,
    ).toBe(200);
    expect(await latest()).toMatchObject({ ...expected, action: "reordered", item: "form-fields:mwfbi/StartAQuote" });
    expect((await send("DELETE", `/api/cms/form/${id}`, undefined, one)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      ...expected,
      action: "deleted",
      summary: "Deleted field “Head of Cattle”",
      item: `form-field:mwfbi/${id}`,
    });

    const recipient = await send(
      "POST",
      "/api/cms/email",
      { pageName: "Contact", sendThrough: "cc", email: "Office@Example.com" },
      one,
    );
    expect(recipient.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: "recipient",
      action: "created",
      summary: "Added office@example.com to the form's e-mails (CC)",
      pageName: "Contact",
      item: "form-recipients:mwfbi/Contact",
      itemUrl: "/360/contact",
    });
    const rid = (recipient.json().result as { ID: number; Email: string }[]).find((r) => r.Email === "office@example.com")?.ID;
    expect((await send("DELETE", `/api/cms/email/${rid}`, undefined, one)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: "recipient",
      action: "deleted",
      summary: "Removed office@example.com from the form's e-mails (CC)",
      pageName: "Contact",
      item: "form-recipients:mwfbi/Contact",
    });
  });

  it("a blog topic, tag, post, status change and the blog settings", async () => {
    const topic = (await send("POST", "/api/blog/topic", { title: "Weather", status: 1 }, one)).json().result.id as number;
    expect(await latest()).toMatchObject({
      kind: "blog-topic",
      action: "created",
      summary: "Added topic “Weather”",
      pageName: "LearningCenter",
      pageLabel: "The Learning Center",
      item: `blog-topic:mwfbi/${topic}`,
      itemUrl: "/360/blog-settings",
    });
    const tag = (await send("POST", "/api/blog/main_topic", { tag: "Hail", mainTopicId: topic, status: 1 }, one)).json().result
      .id as number;
    expect(await latest()).toMatchObject({ kind: "blog-tag", action: "created", summary: "Added tag “Hail”" });
    const post = blogPostBody({ tag: String(tag) });
    const created = await send("POST", "/api/blog/create", post, one);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect(await latest()).toMatchObject({
      kind: "blog-post",
      action: "created",
      summary: "Added post “Hail season” as Active",
      item: `blog-post:mwfbi/${id}`,
      itemUrl: `/360/blog-editor/${id}`,
    });
    expect((await send("PATCH", `/api/blog/change-status/${id}`, { status: "Published" }, two)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      person: { email: TWO },
      action: "published",
      summary: "Set post “Hail season” to Published",
      itemUrl: `/360/about/blog/${id}`,
    });
    const n = await count();
    expect((await send("POST", "/api/blog/create", { ...post, id, status: "Active" }, one)).statusCode).toBe(409);
    expect(await count()).toBe(n);
    expect((await send("DELETE", `/api/blog/main_topic/${tag}`, undefined, one)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: "blog-tag", action: "deleted", summary: "Deleted tag “Hail”" });
    expect((await send("DELETE", `/api/blog/topic/${topic}`, undefined, one)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: "blog-topic", action: "deleted", summary: "Deleted topic “Weather”" });
    expect((await send("POST", "/api/blog/setting", { title: "Field Notes", subtitle: "From the road" }, one)).statusCode).toBe(
      200,
    );
    expect(await latest()).toMatchObject({
      kind: "blog-setting",
      action: "changed",
      summary: "Changed the blog's title to “Field Notes”",
      pageName: "LearningCenter",
    });
  });

  it("still answers a save as saved when its row cannot be written, and logs nothing for it", async () => {
    const n = await count();
    await sql`alter table activity rename to activity_away`.execute(t.app.db);
    try {
      const res = await saveSection("Tools while the log is away");
      expect(res.statusCode).toBe(200);
    } finally {
      await sql`alter table activity_away rename to activity`.execute(t.app.db);
    }
    expect(await count()).toBe(n);
    const metrics = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/^hpm_activity_not_recorded_total 1$/m);
    const page = await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-list", payload: { pageName: HOME_PAGE } });
    expect(JSON.stringify(page.json().result)).toContain("Tools while the log is away");
  });
});

describe("filters and paging", () => {
  it("lists the people and the pages to filter by", async () => {
    const all = await activity();
    expect(all.people).toEqual([
      { email: ONE, name: "Editor One" },
      { email: TWO, name: "Editor Two" },
    ]);
    expect(all.pages.map((p) => p.name)).toEqual(
      expect.arrayContaining([HOME_PAGE, "FindAnAgent", "StartAQuote", "Contact", "LearningCenter"]),
    );
    expect(all.pages).toContainEqual({ name: HOME_PAGE, label: "Home" });
  });

  it("filters by person", async () => {
    const mine = await activity(`person=${encodeURIComponent(TWO)}`);
    expect(mine.total).toBe(3);
    expect(mine.items.every((r) => r.person.email === TWO)).toBe(true);
    expect(mine.items.map((r) => r.action)).toEqual(["published", "deleted", "restored"]);
    expect((await activity(`person=${encodeURIComponent("EDITOR2@example.com")}`)).total).toBe(3);
  });

  it("filters by page and by item", async () => {
    const home = await activity(`pageName=${HOME_PAGE}`);
    expect(home.total).toBeGreaterThanOrEqual(4);
    expect(home.items.every((r) => r.pageName === HOME_PAGE)).toBe(true);
    const blog = await activity("pageName=LearningCenter&person=editor1%40example.com");
    expect(blog.items.map((r) => r.kind)).toEqual([
      "blog-setting",
      "blog-topic",
      "blog-tag",
      "blog-post",
      "blog-tag",
      "blog-topic",
    ]);
  });

  it("filters by date: from inclusive, to exclusive", async () => {
    const all = await activity("pageSize=100");
    const rows = all.items;
    const oldest = rows[rows.length - 1] as ActivityRow;
    const newest = rows[0] as ActivityRow;
    await sql`update activity set created_at = '2026-01-10T12:00:00Z' where id = ${oldest.id}`.execute(t.app.db);
    const jan = await activity("from=2026-01-10&to=2026-01-11");
    expect(jan.items.map((r) => r.id)).toEqual([oldest.id]);
    expect((await activity("from=2026-01-10T12:00:01Z&to=2026-01-11")).total).toBe(0);
    expect((await activity("from=2026-01-09&to=2026-01-10T12:00:00Z")).total).toBe(0);
    const since = await activity(`from=${encodeURIComponent(newest.at)}`);
    expect(since.items.map((r) => r.id)).toContain(newest.id);
    expect(since.items.map((r) => r.id)).not.toContain(oldest.id);
    expect((await activity("to=2026-01-11")).total).toBe(1);
  });

  it("pages newest first", async () => {
    const all = await activity("pageSize=100");
    const first = await activity("pageSize=5&page=1");
    const second = await activity("pageSize=5&page=2");
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: all.total });
    expect(first.items.map((r) => r.id)).toEqual(all.items.slice(0, 5).map((r) => r.id));
    expect(second.items.map((r) => r.id)).toEqual(all.items.slice(5, 10).map((r) => r.id));
    const last = await activity(`pageSize=5&page=${Math.ceil(all.total / 5) + 1}`);
    expect(last.items).toEqual([]);
    const times = all.items.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("links an item's history to the log filtered to it", () => {
    expect(activityHistoryHref("agent:mwfbi/jane@example.com")).toBe("/360/activity?item=agent%3Amwfbi%2Fjane%40example.com");
  });
});
