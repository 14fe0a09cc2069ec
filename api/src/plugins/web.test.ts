import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../test/helper";
import { RENDERS_AT_ONCE } from "./web";

// A storm-day crowd behind one carrier-grade NAT address (100.64.0.0/10): every phone's page views come from it.

const SHELL =
  '<!doctype html><html><head><title>High Plains Mutual Insurance</title></head><body><div id="root"></div></body></html>';

/** The server's page renderer stood in for: it counts its renders and, while the test holds `gate`, waits for it. */
const RENDERER = `
const stats = (globalThis.__pageRenders ??= { renders: 0, inFlight: 0, max: 0, gate: null });
export function configureServer() {}
export async function render(url) {
  stats.renders += 1;
  stats.inFlight += 1;
  stats.max = Math.max(stats.max, stats.inFlight);
  const n = stats.renders;
  try {
    if (stats.gate) await stats.gate;
  } finally {
    stats.inFlight -= 1;
  }
  return { html: "<main>" + url + " render " + n + "</main>", head: "", state: {} };
}`;

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), "hpm-site-"));
  mkdirSync(join(dir, "dist"));
  mkdirSync(join(dir, "dist-server"));
  writeFileSync(join(dir, "dist/index.html"), SHELL);
  writeFileSync(join(dir, "dist-server/entry-server.js"), RENDERER);
  return join(dir, "dist");
}

type Stats = { renders: number; inFlight: number; max: number; gate: Promise<void> | null };
const stats = () => (globalThis as { __pageRenders?: Stats }).__pageRenders as Stats;
/** Holds every render until the returned function is called. */
function holdRenders() {
  let open = () => {};
  stats().gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    stats().gate = null;
    open();
  };
}

const CARRIER = "100.64.12.7";
const t = setupApp({ WEB_DIST: site(), PAGE_CACHE_MS: "600000", RATE_LIMIT_PER_MINUTE: "30" });
const get = (url: string, remoteAddress = CARRIER) => t.app.inject({ method: "GET", url, remoteAddress });
const renderOf = (body: string) => body.match(/render (\d+)/)?.[1];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function inBatches<T>(count: number, size: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => one(i + k)))));
  return out;
}

describe("pages for a crowd behind one address", () => {
  it("answers 2,000 page views in a minute from one address, all 200, with one render per page whatever the query string", async () => {
    await get("/360"); // the renderer is loaded
    const paths = ["/360", "/360/faq", "/360/auto-insurance", "/360/home-insurance", "/360/find-an-agent"];
    const before = stats().renders;
    const started = Date.now();
    const answers = await inBatches(2_000, 50, async (i) => {
      const path = paths[i % paths.length] as string;
      // campaign tags and cache-busters: ?utm_source=sms&n=17, ...
      const res = await get(i % 2 ? `${path}?utm_source=sms&n=${i}` : path);
      return { status: res.statusCode, path, render: renderOf(res.body) };
    });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => a.render !== undefined)).toBe(true); // every one rendered, none the bare shell
    expect(stats().renders - before).toBe(paths.length - 1); // "/360" was rendered before
    for (const path of paths) expect(new Set(answers.filter((a) => a.path === path).map((a) => a.render)).size).toBe(1);
  }, 120_000);

  it("takes every page-view count of the crowd and counts it", async () => {
    const statuses = await inBatches(500, 50, async (i) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/page-views",
        payload: { paths: [i % 2 ? "/360/faq" : "/360/contact"] },
        remoteAddress: CARRIER,
      });
      return res.statusCode;
    });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/page-views?days=1",
      headers: { cookie: await t.cookieFor(EDITOR) },
    });
    expect(list.json().result).toEqual([
      { path: "/360/contact", views: 250 },
      { path: "/360/faq", views: 250 },
    ]);
  }, 120_000);

  it("still limits the routes that do work per address", async () => {
    // a text search: 5 × RATE_LIMIT_PER_MINUTE
    const searches = await inBatches(
      151,
      50,
      async (i) => (await get(`/api/blog/published/search?search=hail${i}&page=1`)).statusCode,
    );
    expect(searches.slice(0, 150).filter((s) => s === 429)).toEqual([]);
    expect(searches[150]).toBe(429);
  }, 120_000);
});

describe("the work pages can cause", () => {
  it("shares one render among the views of a page that arrive while it renders", async () => {
    const release = holdRenders();
    const before = stats().renders;
    const views = Array.from({ length: 20 }, (_, i) => get(`/360/annuities?v=${i}`, `198.51.100.${i}`));
    for (let n = 0; n < 100 && stats().inFlight === 0; n++) await sleep(20);
    await sleep(200); // the other views arrive meanwhile
    release();
    const bodies = (await Promise.all(views)).map((r) => [r.statusCode, renderOf(r.body)]);
    expect(stats().renders - before).toBe(1);
    expect(new Set(bodies.map(String)).size).toBe(1);
    expect(bodies[0]?.[0]).toBe(200);
  });

  it(`renders at most ${RENDERS_AT_ONCE} pages at once; the pages asked for meanwhile go out as the bare shell, 200`, async () => {
    const release = holdRenders();
    stats().max = stats().inFlight;
    let answered = 0;
    const asked = 40;
    const views = Array.from({ length: asked }, (_, i) =>
      get(`/360/agent-details/agent${i}@example.com`).then((res) => {
        answered++;
        return res;
      }),
    );
    // the views beyond the renders in progress are answered at once, while those renders wait
    for (let n = 0; n < 250 && answered < asked - RENDERS_AT_ONCE; n++) await sleep(20);
    release();
    const answers = await Promise.all(views);
    expect(stats().max).toBeLessThanOrEqual(RENDERS_AT_ONCE);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const rendered = answers.filter((r) => renderOf(r.body) !== undefined);
    expect(rendered).toHaveLength(RENDERS_AT_ONCE);
    for (const r of answers) if (!renderOf(r.body)) expect(r.body).toContain('<div id="root"></div>');
  });
});
