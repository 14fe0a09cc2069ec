import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BlogPage, BlogPost, BlogTopic } from "@hpm/contracts";
import { BANNER_HEIGHT, BANNER_WIDTH, DEMO_BLOG_POSTS } from "@hpm/migrations";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { createThrowawayDatabase, EDITOR, setupApp, signIn, TEST_DATABASE_URL, testConfig } from "../test/helper";
import { DEMO_BLOG_SEED, runDemoBlogSeed } from "./seed";

const publicList = async (app: App) =>
  (await app.inject({ method: "GET", url: "/api/blog/public?pageNumber=1&pageSize=100" })).json<{ result: BlogPage }>().result;

describe("a fresh install, started as `npm start` starts it (SEED_DEMO on, a database on disk)", () => {
  let dataDir = "";
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: App;
  // what `npm start` does: the default configuration (SEED_DEMO defaults to true), the embedded database in DATA_DIR
  const boot = async () => {
    const env: Record<string, string> = { SEED_DEMO: "true", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const started = await buildApp(testConfig(dataDir, env));
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hpm-fresh-"));
    if (TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createThrowawayDatabase(TEST_DATABASE_URL));
    app = await boot();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("publishes at least three Learning Center posts, each with tags under a topic and a stored banner", async () => {
    const page = await publicList(app);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.map((p) => p.title)).toEqual(expect.arrayContaining(DEMO_BLOG_POSTS.map((p) => p.title)));
    // newest first, as the list shows them, each published on a day of its own
    const dates = page.list.map((p) => Date.parse(p.publishedDate ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(dates.length);

    const topics = (await app.inject({ method: "GET", url: "/api/blog/topic?filter=active" })).json<{ result: BlogTopic[] }>()
      .result;
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const post of page.list) {
      expect(post.status).toBe("Published");
      expect(post.tagList.length).toBeGreaterThan(0);
      for (const t of post.tagList) expect(topics.map((m) => m.title)).toContain(t.title);
      // the banner went through the upload service into the file store, and is served like any upload
      expect(post.imageLink).toMatch(/^\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
      const image = await app.inject({ method: "GET", url: post.imageLink });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.width).toBe(BANNER_WIDTH);
      expect(meta.height).toBe(BANNER_HEIGHT);
      const stored = await app.db
        .selectFrom("upload")
        .select(["width", "variants"])
        .where("id", "=", post.imageLink.slice("/uploads/".length, "/uploads/".length + 24))
        .executeTakeFirst();
      expect(stored?.width).toBe(BANNER_WIDTH);
    }
  });

  it("opens every post with its body and three distinct related posts, the chosen ones first", async () => {
    const { list } = await publicList(app);
    const byTitle = new Map(list.map((p) => [p.title, p.blogId]));
    for (const seed of DEMO_BLOG_POSTS) {
      const id = byTitle.get(seed.title);
      const res = await app.inject({ method: "GET", url: `/api/blog/published/${id}` });
      expect(res.statusCode).toBe(200);
      const post = res.json<{ result: BlogPost }>().result;
      expect(post.richText).toContain("<h2>");
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      const related = [post.relatedPost1Data, post.relatedPost2Data, post.relatedPost3Data].map((r) => r?.blogId);
      expect(related.every((r) => typeof r === "number" && r !== id)).toBe(true);
      expect(new Set(related).size).toBe(3);
      const chosen = seed.related.map((key) => byTitle.get(DEMO_BLOG_POSTS.find((p) => p.key === key)?.title ?? ""));
      expect(related.slice(0, chosen.length)).toEqual(chosen);
    }
  });

  it("seeds once: a second start, and the seed run again, add nothing", async () => {
    const before = await publicList(app);
    const topics = await app.db.selectFrom("blogTopic").select("id").execute();
    const uploads = await app.db.selectFrom("upload").select("id").execute();
    expect(await runDemoBlogSeed(app.db, app.uploads)).toBe(false);

    await app.close();
    app = await boot();
    const after = await publicList(app);
    expect(after.total).toBe(before.total);
    expect(after.list.map((p) => p.blogId)).toEqual(before.list.map((p) => p.blogId));
    expect(await app.db.selectFrom("blogTopic").select("id").execute()).toHaveLength(topics.length);
    expect(await app.db.selectFrom("upload").select("id").execute()).toHaveLength(uploads.length);

    // even with its run forgotten, the seed leaves a blog that has posts alone
    await app.db.deleteFrom("seedRun").where("name", "=", DEMO_BLOG_SEED).execute();
    expect(await runDemoBlogSeed(app.db, app.uploads)).toBe(false);
    expect((await publicList(app)).total).toBe(before.total);
  });
});

describe("the demo blog seed on a blog already in use", () => {
  const ctx = setupApp();
  it("adds nothing where an editor has made a topic", async () => {
    const cookie = await signIn(ctx.app, EDITOR);
    const topic = await ctx.app.inject({
      method: "POST",
      url: "/api/blog/topic",
      headers: { cookie },
      payload: { title: "Our own topic", status: 1 },
    });
    expect(topic.statusCode).toBe(200);
    expect(await runDemoBlogSeed(ctx.app.db, ctx.app.uploads)).toBe(false);
    expect((await publicList(ctx.app)).total).toBe(0);
    const topics = await ctx.app.db.selectFrom("blogTopic").select("title").execute();
    expect(topics.map((t) => t.title)).toEqual(["Our own topic"]);
    // and it is settled for good: the run is recorded
    const run = await ctx.app.db.selectFrom("seedRun").select("name").where("name", "=", DEMO_BLOG_SEED).executeTakeFirst();
    expect(run?.name).toBe(DEMO_BLOG_SEED);
  });
});
