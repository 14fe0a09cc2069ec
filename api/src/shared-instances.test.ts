import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { footerNavigationSection, sectionDefaults } from "@hpm/contracts";
import type { Challenge } from "altcha-lib/types";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "./app";
import type { Config } from "./config";
import { createAltcha, databaseSpentSolutions } from "./modules/submissions/altcha";
import { solvedPayload } from "./test/forms";
import { createThrowawayDatabase, EDITOR, eventually, signIn, testConfig } from "./test/helper";
import { uploadImage } from "./test/multipart";

// Two instances of the API on one PostgreSQL database (and one Redis), as behind a load balancer. The content cache
// is set to ten minutes here, so only the cache bus can make a save on one instance show on the other.
const PG_BASE = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

interface Pair {
  a: App;
  b: App;
  config: Config;
  close(): Promise<void>;
}

async function startPair(env: Record<string, string>): Promise<Pair> {
  const database = await createThrowawayDatabase(PG_BASE);
  const dirs: string[] = [];
  const configs: Config[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hpm-pair-"));
    dirs.push(dataDir);
    const config = testConfig(dataDir, {
      DATABASE_URL: database.url,
      SESSION_SECRET: "s".repeat(48),
      CONTENT_CACHE_MS: "600000",
      ...env,
    });
    const app = await buildApp(config);
    await app.ready();
    configs.push(config);
    return app;
  };
  // one after the other: the first applies the migrations
  const a = await start();
  const b = await start();
  return {
    a,
    b,
    config: configs[0] as Config,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const section = (title: string) => {
  const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<string, Record<string, { value: string }>>;
  (content.tools as Record<string, { value: string }>).title = { value: title };
  return { pageName: "360_Home", section: "Section_5_Navigation", client: "mwfbi", content };
};
const save = (app: App, cookie: string, title: string) =>
  app.inject({ method: "POST", url: "/api/cms/add-new", headers: { cookie }, payload: section(title) });
const toolsTitle = async (app: App, cookie?: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/cms/get-page-content-list",
    headers: cookie ? { cookie } : {},
    payload: { pageName: "360_Home", client: "mwfbi" },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().result.Section_5_Navigation?.tools?.title?.value as string | undefined) ?? null;
};
const agentCount = async (app: App) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/cms/get-page-content-item-list",
    payload: { key: "Agent", client: "mwfbi" },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().result as unknown[]).length;
};

const agent = (name: string) => ({
  key: "Agent",
  client: "mwfbi",
  content: {
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
    title: name,
    address: "12 Main St, Sheridan, WY 82801",
    city: "Sheridan",
    state: "Wyoming",
    zip: "82801",
    aboutMe: "Twenty years on the ranch and in insurance.",
    lat: 44.7972,
    lng: -106.9562,
    table: [{ column1: "Monday - Friday", column2: "8 - 5" }],
  },
});

function sharedCacheTests(env: () => Record<string, string>, kind: "postgres" | "redis+postgres") {
  let pair: Pair;
  let editorA = "";
  let editorB = "";
  beforeAll(async () => {
    pair = await startPair(env());
    editorA = await signIn(pair.a, EDITOR);
    editorB = await signIn(pair.b, EDITOR);
  });
  afterAll(async () => pair?.close());

  it(`uses the ${kind} cache bus`, () => {
    expect(pair.a.cacheBus.kind).toBe(kind);
    expect(pair.b.cacheBus.kind).toBe(kind);
  });

  it("shows a section saved through one instance on the other, though the other had it cached", async () => {
    expect((await save(pair.a, editorA, "First title")).statusCode).toBe(200);
    expect(await eventually(() => toolsTitle(pair.b), "First title")).toBe("First title");
    // B now holds "First title" in its cache; a save through A must clear it
    expect((await save(pair.a, editorA, "Second title")).statusCode).toBe(200);
    expect(await eventually(() => toolsTitle(pair.b), "Second title")).toBe("Second title");
    expect(await toolsTitle(pair.a)).toBe("Second title");
  });

  it("gives an editor what they just saved on the other instance at once", async () => {
    expect(await toolsTitle(pair.b)).not.toBe("Third title");
    expect((await save(pair.a, editorA, "Third title")).statusCode).toBe(200);
    expect(await toolsTitle(pair.b, editorB)).toBe("Third title");
  });

  it("serves through one instance an image uploaded through the other (files in the database)", async () => {
    const image = await sharp({ create: { width: 500, height: 250, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .png()
      .toBuffer();
    const res = await uploadImage(pair.a, editorA, image, "barn.png");
    expect(res.statusCode, res.body).toBe(200);
    const served = await pair.b.inject({ method: "GET", url: res.json().path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("clears the agent directory on the other instance when an agent is saved", async () => {
    const before = await agentCount(pair.b);
    const res = await pair.a.inject({
      method: "POST",
      url: "/api/cms/add-new-content-item",
      headers: { cookie: editorA },
      payload: agent(`Pat Rancher ${kind}`),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventually(() => agentCount(pair.b), before + 1)).toBe(before + 1);
  });
}

describe("two instances on one PostgreSQL (LISTEN/NOTIFY clears the other's caches)", () => {
  sharedCacheTests(() => ({}), "postgres");
});

describe("two instances on one PostgreSQL and Redis", () => {
  const prefix = `hpm-test-${randomBytes(4).toString("hex")}:`;
  sharedCacheTests(() => ({ REDIS_URL, REDIS_PREFIX: prefix }), "redis+postgres");

  describe("spent spam-check solutions", () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ REDIS_URL, REDIS_PREFIX: `${prefix}altcha:`, ALTCHA_MAX_COUNTER: "40" });
    });
    afterAll(async () => pair?.close());

    it("are kept in PostgreSQL, so one spent on A is refused on B (a resend of the same submission still passes)", async () => {
      const challenge = (await pair.a.inject({ method: "GET", url: "/api/altcha/challenge" })).json() as Challenge;
      const payload = await solvedPayload(challenge);
      const opts = pair.config.altcha;
      const onA = createAltcha(databaseSpentSolutions(pair.a.db), opts);
      const onB = createAltcha(databaseSpentSolutions(pair.b.db), opts);
      expect(await onA.verify(payload, "submission-1")).toBe(true);
      expect(await onB.verify(payload, "submission-1")).toBe(true);
      expect(await onB.verify(payload, "submission-2")).toBe(false);
      expect(await onB.verify(payload)).toBe(false);
      const row = await pair.b.db
        .selectFrom("altchaSpent")
        .select("idempotencyKey")
        .where("signature", "=", String(challenge.signature))
        .executeTakeFirst();
      expect(row).toEqual({ idempotencyKey: "submission-1" });
    });
  });

  describe("rate limits", () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ REDIS_URL, REDIS_PREFIX: `${prefix}limits:`, RATE_LIMIT_PER_MINUTE: "30" });
    });
    afterAll(async () => pair?.close());

    it("counts a client's public POSTs on both instances together: the 31st of the minute is refused", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        const app = i % 2 === 0 ? pair.a : pair.b;
        const res = await app.inject({
          method: "POST",
          url: "/dev-idp/token",
          payload: { email: `x${i}@example.com`, name: "X" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
      expect(codes[30]).toBe(429);
    });
  });
});
