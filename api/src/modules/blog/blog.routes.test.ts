import { SIBLING_MENUS } from "@hpm/contracts";
import { Parser } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";
import { XSS_CORPUS } from "../../test/xss-corpus";

const t = setupApp();
let editor = "";
let agentCookie = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agentCookie = await t.cookieFor(AGENT);
});

type Json = Record<string, unknown> & { status: boolean; result: any; message?: string };
const get = async (url: string, cookie = "") => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const send = async (method: "POST" | "PATCH" | "DELETE", url: string, payload: object | undefined, cookie = editor) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>().result;
};

let topicId = 0;
let tagA = 0;
let tagB = 0;
const post = (over: object = {}) => ({
  title: "Hail season",
  subtitle: "Protect your roof",
  tag: String(tagA),
  imageLink: "/uploads/banner.jpg",
  richText: "<p>Hello <strong>world</strong></p>",
  relatedPost1: -1,
  relatedPost2: -1,
  relatedPost3: -1,
  status: "Active",
  ...over,
});
const create = async (over: object = {}) => (await ok(await send("POST", "/api/blog/create", post(over)))).id as number;

describe("blog topics and tags", () => {
  it("creates a topic and tags with the spec's message", async () => {
    const res = await send("POST", "/api/blog/topic", { title: "Home", status: 1 });
    expect(res.json()).toMatchObject({ status: true, message: "Topic Saved" });
    topicId = res.json().result.id;
    tagA = (await ok(await send("POST", "/api/blog/main_topic", { tag: "Roof", mainTopicId: topicId, status: 1 }))).id;
    tagB = (await ok(await send("POST", "/api/blog/main_topic", { tag: "Hail", mainTopicId: topicId, status: 1 }))).id;
    const tags = await ok(await get("/api/blog/main_topic?filter=active"));
    expect(tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ topicId: tagA, tag: "Roof", mainTopicId: topicId, title: "Home" })]),
    );
  });

  it("answers the spec's validation messages", async () => {
    expect((await send("POST", "/api/blog/topic", { title: " " })).json().message).toBe("Please select a Topic !");
    expect((await send("POST", "/api/blog/main_topic", { tag: " ", mainTopicId: topicId })).json().message).toBe(
      "Please enter the tag title !",
    );
    expect((await send("POST", "/api/blog/main_topic", { tag: "x", mainTopicId: null })).json().message).toBe(
      "Please select a Topic !",
    );
  });

  it("refuses edits of soft-deleted topics and tags, shows them to admins only", async () => {
    const id = (await ok(await send("POST", "/api/blog/topic", { title: "Gone", status: 1 }))).id;
    const tag = (await ok(await send("POST", "/api/blog/main_topic", { tag: "Old", mainTopicId: id, status: 1 }))).id;
    expect((await send("DELETE", `/api/blog/main_topic/${tag}`, undefined)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/blog/topic/${id}`, undefined)).statusCode).toBe(200);
    const edit = await send("POST", "/api/blog/topic", { id, title: "Back", status: 1 });
    expect(edit.statusCode).toBe(409);
    expect((await send("POST", "/api/blog/main_topic", { id: tag, tag: "x", mainTopicId: topicId })).statusCode).toBe(409);
    const all = await ok(await get("/api/blog/topic?filter=all", editor));
    expect(all).toContainEqual(expect.objectContaining({ mainTopicId: id, softDelete: true }));
    const visible = await ok(await get("/api/blog/topic?filter=all"));
    expect(visible.map((x: { mainTopicId: number }) => x.mainTopicId)).not.toContain(id);
    const inactive = (await ok(await send("POST", "/api/blog/topic", { title: "Quiet", status: 0 }))).id;
    expect(
      (await ok(await get("/api/blog/topic?filter=active"))).map((x: { mainTopicId: number }) => x.mainTopicId),
    ).not.toContain(inactive);
  });
});

describe("blog posts", () => {
  let draft = 0;
  let older = 0;
  let newer = 0;

  it("refuses anonymous and non-admin writers and admin reads", async () => {
    expect((await send("POST", "/api/blog/create", post(), "")).statusCode).toBe(401);
    expect((await send("POST", "/api/blog/create", post(), agentCookie)).statusCode).toBe(403);
    expect((await send("PATCH", "/api/blog/change-status/1", { status: "Published" }, agentCookie)).statusCode).toBe(403);
    expect((await get("/api/blog/list")).statusCode).toBe(401);
    expect((await get("/api/blog/byId/1", agentCookie)).statusCode).toBe(403);
  });

  it.each([
    ["title", "Please enter the title !"],
    ["subtitle", "Please enter the subtitle !"],
    ["tag", "Please select the Tag !"],
    ["imageLink", "Please select a image !"],
  ])("answers 400 without %s: %s", async (field, message) => {
    const res = await send("POST", "/api/blog/create", post({ [field]: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("shows only Published posts to visitors; drafts by id answer 404", async () => {
    draft = await create({ title: "Draft only" });
    older = await create({ title: "Older hail post", status: "Published", tag: `${tagA},${tagB}` });
    await new Promise((r) => setTimeout(r, 20));
    newer = await create({ title: "Newer roof post", status: "Published" });
    const list = await ok(await get("/api/blog/public?pageNumber=1&pageSize=6&orderBy=publishedDate&order=DESC"));
    const ids = list.list.map((b: { blogId: number }) => b.blogId);
    expect(ids).toEqual([newer, older]);
    expect(list.list.every((b: { status: string }) => b.status === "Published")).toBe(true);
    expect(list.list[1].tagList).toEqual([
      { topicId: tagA, tag: "Roof", title: "Home" },
      { topicId: tagB, tag: "Hail", title: "Home" },
    ]);
    expect((await get(`/api/blog/published/${draft}`)).statusCode).toBe(404);
    expect((await get(`/api/blog/published/${newer}`)).statusCode).toBe(200);
    expect((await ok(await get(`/api/blog/byId/${draft}`, editor))).title).toBe("Draft only");
    const search = await ok(await get("/api/blog/published/search?search=draft&pageNumber=1&pageSize=6"));
    expect(search.total).toBe(0);
    const byTopic = await ok(await get(`/api/blog/byTopic/${topicId}?pageNumber=1&pageSize=6`));
    expect(byTopic.list.map((b: { blogId: number }) => b.blogId)).toEqual([newer, older]);
  });

  it("pages the public list 6 at a time and the admin list 10 at a time by createdDate DESC", async () => {
    for (let i = 0; i < 9; i++) await create({ title: `Bulk ${i}`, status: "Published" });
    const p1 = await ok(await get("/api/blog/public?pageNumber=1"));
    const p2 = await ok(await get("/api/blog/public?pageNumber=2"));
    expect(p1.list).toHaveLength(6);
    expect(p1.total).toBe(11);
    expect(p2.list).toHaveLength(5);
    const dates = [...p1.list, ...p2.list].map((b: { publishedDate: string }) => b.publishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const admin = await ok(
      await get("/api/blog/list?filter=all&pageNumber=1&pageSize=10&orderBy=createdDate&order=DESC", editor),
    );
    expect(admin.list).toHaveLength(10);
    expect(admin.total).toBe(12);
    expect(admin.list[0].title).toBe("Bulk 8");
    const created = admin.list.map((b: { createdDate: string }) => b.createdDate);
    expect([...created].sort().reverse()).toEqual(created);
    const page2 = await ok(await get("/api/blog/list?filter=all&pageNumber=2", editor));
    expect(page2.list.map((b: { blogId: number }) => b.blogId)).toContain(draft);
    const found = await ok(await get("/api/blog/all/search?search=draft", editor));
    expect(found.list.map((b: { blogId: number }) => b.blogId)).toEqual([draft]);
  });

  it("fills related posts with distinct posts other than itself, preferring shared tags", async () => {
    await ok(
      await send(
        "POST",
        "/api/blog/create",
        post({
          id: newer,
          title: "Newer roof post",
          status: "Published",
          relatedPost1: newer,
          relatedPost2: older,
          relatedPost3: older,
        }),
      ),
    );
    const full = await ok(await get(`/api/blog/published/${newer}`));
    const related = [full.relatedPost1Data, full.relatedPost2Data, full.relatedPost3Data].map(
      (r: { blogId: number }) => r.blogId,
    );
    expect(new Set(related).size).toBe(3);
    expect(related).not.toContain(newer);
    expect(related[1]).toBe(older);
    const auto = await ok(await get(`/api/blog/published/${older}`));
    const autoIds = [auto.relatedPost1Data, auto.relatedPost2Data, auto.relatedPost3Data].map(
      (r: { blogId: number }) => r.blogId,
    );
    const newest = (await ok(await get("/api/blog/public?pageNumber=1&pageSize=4"))).list
      .map((b: { blogId: number }) => b.blogId)
      .filter((id: number) => id !== older)
      .slice(0, 3);
    expect(autoIds).toEqual(newest); // all share the tag Roof: the most recently published ones
  });

  it("keeps a Published post from going back to draft, and switches status", async () => {
    const res = await send("POST", "/api/blog/create", post({ id: older, status: "Active" }));
    expect(res.statusCode).toBe(409);
    expect((await send("PATCH", `/api/blog/change-status/${older}`, { status: "Inactive" })).statusCode).toBe(200);
    expect((await get(`/api/blog/published/${older}`)).statusCode).toBe(404);
    expect((await send("PATCH", `/api/blog/change-status/${draft}`, { status: "Published" })).statusCode).toBe(200);
    expect((await ok(await get(`/api/blog/published/${draft}`))).publishedDate).toBeTruthy();
  });

  it("reads and saves the settings with defaults", async () => {
    expect(await ok(await get("/api/blog/setting?pageName=BlogSetting&client=mwfbi"))).toEqual({
      title: { value: "The Learning Center" },
      subtitle: { value: "The more interesting side of insurance information!" },
    });
    expect(
      (await send("POST", "/api/blog/setting", { pageName: "BlogSetting", title: "News", subtitle: "s" }, agentCookie))
        .statusCode,
    ).toBe(403);
    await ok(await send("POST", "/api/blog/setting", { pageName: "BlogSetting", title: "News & notes", subtitle: "Fresh" }));
    expect((await ok(await get("/api/blog/setting"))).title.value).toBe("News & notes");
  });
});

const ALLOWED_TAGS = new Set("p br strong b em i u s a ul ol li blockquote code pre hr h1 h2 h3 h4 h5 h6 span img".split(" "));
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (!ALLOWED_TAGS.has(name)) found.push(`<${name}>`);
      for (const [k, v] of Object.entries(attrs)) {
        if (/^on/i.test(k)) found.push(`${name}@${k}`);
        if ((k === "href" || k === "src") && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(v.trim()))
          found.push(`${name}@${k}=${v}`);
        if (k === "style" && !/^font-size:\d+px;?$/.test(v)) found.push(`${name}@style=${v}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe("blog rich text is safe", () => {
  it(`stores and returns none of ${XSS_CORPUS.length} XSS payloads`, async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    const body = XSS_CORPUS.map((p, i) => `<p>payload ${i}</p>${p}`).join("\n");
    const id = await create({ title: "XSS corpus", status: "Published", richText: body });
    const row = await t.app.db.selectFrom("blog").select("richText").where("id", "=", id).executeTakeFirstOrThrow();
    expect(unsafeParts(row.richText)).toEqual([]);
    expect(row.richText).not.toMatch(/<script|javascript:|onerror|onload/i);
    const rendered = (await ok(await get(`/api/blog/published/${id}`))).richText as string;
    expect(unsafeParts(rendered)).toEqual([]);
    for (const [i, p] of XSS_CORPUS.entries()) {
      const one = await create({ title: `XSS ${i}`, richText: p });
      const stored = await t.app.db.selectFrom("blog").select("richText").where("id", "=", one).executeTakeFirstOrThrow();
      expect(unsafeParts(stored.richText), p).toEqual([]);
    }
  });

  it("keeps the editor's formatting: headers, font sizes 8 to 35 px, images and links", async () => {
    const html =
      '<h1>a</h1><h6>b</h6><p><span style="font-size: 35px">big</span><span style="font-size:36px">too big</span></p><img src="/uploads/x.jpg" alt="x"><a href="https://example.com">l</a>';
    const id = await create({ richText: html });
    const full = await ok(await get(`/api/blog/byId/${id}`, editor));
    expect(full.richText).toContain("<h1>a</h1><h6>b</h6>");
    expect(full.richText).toContain('<span style="font-size:35px">big</span><span>too big</span>');
    expect(full.richText).toMatch(/<img (alt="x" )?src="\/uploads\/x.jpg"/);
    expect(full.richText).toContain('<a href="https://example.com" rel="noopener noreferrer">l</a>');
    expect(full.readingMinutes).toBe(1);
  });
});

describe("feeds", () => {
  it("serves RSS and a sitemap listing published posts and public pages", async () => {
    const id = await create({ title: "Feed <post> & more", status: "Published" });
    const rss = await get("/rss.xml");
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toContain("application/rss+xml");
    expect(rss.body).toContain("<title>Feed &lt;post&gt; &amp; more</title>");
    expect(rss.body).toContain(`/360/about/blog/${id}</link>`);
    const map = await get("/sitemap.xml");
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain(`<loc>http://localhost:3000/360/about/blog/${id}</loc>`);
    expect(map.body).toContain("<loc>http://localhost:3000/360/find-an-agent</loc>");
    expect(map.body).not.toContain("blog-settings");
    expect(map.body).not.toContain("$");
  });

  it("lists every agent's profile in the sitemap", async () => {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/cms/add-new-content-item",
      headers: { cookie: editor },
      payload: {
        key: "Agent",
        content: {
          email: "sitemap.agent+wy@example.com",
          title: "Sitemap Agent",
          address: "1 Main St",
          city: "Casper",
          state: "Wyoming",
          zip: "82601",
          aboutMe: "Casper agent.",
          lat: 42.85,
          lng: -106.32,
          table: [],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const map = await get("/sitemap.xml");
    expect(map.body).toContain("<loc>http://localhost:3000/360/agent-details/sitemap.agent%2Bwy%40example.com</loc>");
  });

  it("lists every public page once by its one address: no alias, no trailing slash, the sibling sites' pages", async () => {
    const locs = [...(await get("/sitemap.xml")).body.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) =>
      decodeURIComponent(m[1] ?? "").replaceAll("&amp;", "&"),
    );
    expect(new Set(locs).size).toBe(locs.length);
    for (const alias of [
      "/360/about-us",
      "/360/about/our-community",
      "/360/careers",
      "/360/about/federation",
      "/360/learning-center",
      "/360/send-us-message",
      "/main",
      "/login",
    ])
      expect(locs, alias).not.toContain(alias);
    for (const main of [
      "/",
      "/360",
      "/360/about",
      "/360/our-community",
      "/360/about/careers",
      "/360/federation",
      "/360/about/blog",
      "/360/contact",
    ])
      expect(locs, main).toContain(main);
    const sibling = SIBLING_MENUS.flatMap((m) => m.links.map((l) => l.path.replace(/\/+$/, "")));
    expect(sibling).toEqual(expect.arrayContaining(["/golf", "/golf/register", "/meeting", "/sales-marketing", "/store"]));
    for (const path of sibling) expect(locs, path).toContain(path);
    expect(locs.filter((l) => l !== "/" && l.endsWith("/"))).toEqual([]);
    expect(locs.filter((l) => l.startsWith("/mwfbi"))).toEqual([]);
  });
});
