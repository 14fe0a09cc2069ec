import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../test/helper";
import { isPrerendered } from "./page-renderer";

const SHELL =
  '<!doctype html><html><head><title>High Plains Mutual Insurance</title><meta name="description" content="x" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A site build whose page renderer is a small stand-in module: it reads the page's content through the fetch the
 * server hands it, as the real one (web/src/entry-server.tsx) does, and says what it got. */
function site(renderer: string): string {
  const dir = mkdtempSync(join(tmpdir(), "hpm-site-"));
  mkdirSync(join(dir, "dist"));
  mkdirSync(join(dir, "dist-server"));
  writeFileSync(join(dir, "dist/index.html"), SHELL);
  writeFileSync(join(dir, "dist-server/entry-server.js"), renderer);
  return join(dir, "dist");
}

const WORKING = `
let hooks;
export function configureServer(h) { hooks = h; }
export async function render(url) {
  const res = await hooks.fetch("/api/cms/get-page-content-list", {
    method: "POST",
    body: JSON.stringify({ pageName: "FAQ", client: "mwfbi" }),
  });
  const clean = hooks.sanitize('<p onclick="x()">ok<script>alert(1)</script></p>', "basic");
  return {
    html: "<main><h1>Rendered " + url + "</h1><p>content " + res.status + "</p>" + clean + "</main>",
    head: '<link rel="preload" as="image" href="/images/banner.jpg"/>',
    state: { queries: [{ note: "</script><script>alert(1)</script>" }], origin: hooks.origin },
  };
}`;

const WITH_META = `
export function configureServer() {}
export async function render(url) {
  const home = ["/", "/360", "/main"].includes(url);
  return {
    html: "<main>" + url + "</main>",
    head: "",
    state: {},
    meta: home ? { title: null, description: "Local agents" } : { title: "Auto <Insurance>", description: 'Roads & "ranches"' },
  };
}`;

const COUNTING = `
let renders = 0;
export function configureServer() {}
export async function render(url) {
  renders += 1;
  return { html: "<main>" + url + " render " + renders + "</main>", head: "", state: {} };
}`;

describe("rendered pages kept per URL (PAGE_CACHE_MS)", () => {
  const t = setupApp({ WEB_DIST: site(COUNTING), PAGE_CACHE_MS: "600000" });
  const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body.match(/render (\d+)/)?.[1];

  it("renders a URL once and serves it again from memory until staff change something", async () => {
    const first = await page("/360/faq");
    expect(first).toBeDefined();
    expect(await page("/360/faq")).toBe(first);
    const other = await page("/360/auto-insurance");
    expect(other).not.toBe(first);
    // a visitor's submission changes no page
    await t.app.inject({ method: "POST", url: "/api/page-views", payload: { path: "/360/faq" } });
    expect(await page("/360/faq")).toBe(first);
    // an editor's save does
    const editor = await t.cookieFor(EDITOR);
    const content = sectionDefaults(requireSectionDef("FAQ", "TopBanner"));
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/cms/add-new",
      headers: { cookie: editor },
      payload: { client: "mwfbi", pageName: "FAQ", section: "TopBanner", content },
    });
    expect(saved.statusCode).toBe(200);
    const after = await page("/360/faq");
    expect(after).not.toBe(first);
    expect(await page("/360/faq")).toBe(after);
  });

  it("does not keep a refused write's effect: a failed admin request clears nothing", async () => {
    const before = await page("/360/faq");
    const editor = await t.cookieFor(EDITOR);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/cms/add-new",
      headers: { cookie: editor },
      payload: { pageName: "FAQ" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await page("/360/faq")).toBe(before);
  });
});

describe("each server-rendered page's head", () => {
  const t = setupApp({ WEB_DIST: site(WITH_META) });

  it("carries the page's own title, description, canonical address and Open Graph tags", async () => {
    const res = await t.app.inject({ method: "GET", url: "/mwfbi/auto-insurance" });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    expect(head).toContain("<title>Auto &lt;Insurance&gt; | High Plains Mutual Insurance</title>");
    expect(head).not.toContain("<title>High Plains Mutual Insurance</title>");
    expect(head).toContain('<meta name="description" content="Roads &amp; &quot;ranches&quot;" />');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/360/auto-insurance" />');
    expect(head).toContain('<meta property="og:title" content="Auto &lt;Insurance&gt;" />');
    expect(head).toContain('<meta property="og:url" content="http://localhost:3000/360/auto-insurance" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
  });

  it("names the home page by its banner where its render names none, with the render's description", async () => {
    const head = (await t.app.inject({ method: "GET", url: "/main" })).body;
    expect(head).toContain("<title>Insurance for life on the High Plains | High Plains Mutual Insurance</title>");
    expect(head).toContain('<meta name="description" content="Local agents" />');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/360" />');
  });

  it("names the site alone at the portal", async () => {
    const head = (await t.app.inject({ method: "GET", url: "/" })).body;
    expect(head).toContain("<title>High Plains Mutual Insurance</title>");
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/" />');
  });

  it("serves /robots.txt pointing at the sitemap, and keeps crawlers out of the API", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
  });
});

describe("server-rendered pages", () => {
  const t = setupApp({ WEB_DIST: site(WORKING) });

  it("sends a public page rendered, with its data as JSON that cannot close the element, and its preloads in the head", async () => {
    const res = await t.app.inject({ method: "GET", url: "/360/faq" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><main><h1>Rendered /360/faq</h1><p>content 200</p><p>ok</p></main></div>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/banner.jpg"/></head>');
    const data = html.match(/<script type="application\/json" id="hpm-ssr">(.*?)<\/script>/)?.[1] ?? "";
    expect(data).not.toContain("</script");
    expect(JSON.parse(data)).toEqual({
      queries: [{ note: "</script><script>alert(1)</script>" }],
      origin: "http://localhost:3000",
    });
  });

  it("renders / and /login too, and leaves signed-in, staff and unknown pages to the browser", async () => {
    expect((await t.app.inject({ method: "GET", url: "/" })).body).toContain("<h1>Rendered /</h1>");
    expect((await t.app.inject({ method: "GET", url: "/login" })).body).toContain("<h1>Rendered /login</h1>");
    for (const url of ["/360/agent-hub", "/360/blog-settings", "/360/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("hpm-ssr");
    }
  });
});

describe("a page renderer that fails", () => {
  const broken = setupApp({ WEB_DIST: site('import "./no-such-module.js"; export const render = 1;') });
  const throwing = setupApp({
    WEB_DIST: site('export function configureServer() {} export async function render() { throw new Error("boom"); }'),
  });

  it("cannot be loaded: the server still starts and sends the bare shell", async () => {
    const res = await broken.app.inject({ method: "GET", url: "/360/faq" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("throws on a page: that page gets the bare shell", async () => {
    const res = await throwing.app.inject({ method: "GET", url: "/360/faq" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain("hpm-ssr");
  });
});

describe("which pages are rendered on the server", () => {
  it.each([
    ["/", true],
    ["/360", true],
    ["/mwfbi/faq", true],
    ["/360/about/blog/12", true],
    ["/golf/register", true],
    ["/360/agent-hub", false],
    ["/360/internal-landing", false],
    ["/360/customer-landing", false],
    ["/login", true],
    ["/360/blog-settings", false],
    ["/360/submissions", false],
    ["/360/nowhere", false],
  ])("%s: %s", (path, rendered) => {
    expect(isPrerendered(path)).toBe(rendered);
  });
});
