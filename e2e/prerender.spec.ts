import { createHash } from "node:crypto";
import { getSectionDef, HOME_PAGE, loadAllPageSections, pageEntry, sectionDefaults } from "@hpm/contracts";
import type { Page } from "@playwright/test";
import { contentPagesAsked, expect, signIn, test, waitForWarmUp } from "./fixtures";

// the section definitions the tests fill in are loaded with their pages
test.beforeAll(() => loadAllPageSections());

const PUBLIC_PAGES = [
  "/",
  "/360",
  "/360/auto-insurance",
  "/360/farm-&-ranch-insurance",
  "/360/find-an-agent",
  "/360/start-a-quote",
  "/360/ers",
  "/360/contact",
  "/360/faq",
  "/360/about-us",
  "/360/more",
  "/360/TermsConditions",
  "/360/about/blog",
  "/golf/",
];

/** The markup the server put inside #root, or "" when it sent the bare shell. */
function rootMarkup(html: string): string {
  return html.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="hpm-ssr">/)?.[1] ?? "";
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test("public pages arrive rendered, with no inline script, and the browser takes them over without a mismatch", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // a published post too, when the blog suite has left one (rich text rendered by the server's sanitizer)
  const posts = await (await request.get("/api/blog/public?pageNumber=1&pageSize=1&orderBy=publishedDate&order=DESC")).json();
  const postId = posts.result?.list?.[0]?.blogId as number | undefined;
  for (const path of [...PUBLIC_PAGES, ...(postId ? [`/360/about/blog/${postId}`] : [])]) {
    const response = await request.get(path);
    const html = await response.text();
    const markup = rootMarkup(html);
    expect(markup, `${path} is rendered on the server`).toMatch(/<h1[ >]/);
    expect(markup).not.toContain("Switched to client rendering");
    // the CSP allows no inline script but the entry (web/src/boot.ts), by its hash: besides it only scripts by
    // address and data blocks (the state JSON, structured data)
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag, path).toMatch(/\bsrc=|type="application\/(ld\+)?json"|^<script type="module">$/);
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline, path).toHaveLength(1);
    const policy = response.headers()["content-security-policy"] ?? "";
    const hash = createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(/script-src([^;]*)/.exec(policy)?.[1]).not.toContain("unsafe-inline");

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);

  // the page's own stylesheet comes inside it, so nothing shifts when the browser takes it over and nothing blocks
  // the first paint; its chunks are named for the entry to fetch once the page has loaded, not preloaded before
  const blog = await (await request.get("/360/about/blog")).text();
  const head = blog.slice(0, blog.indexOf("</head>"));
  expect(head).toMatch(/<style data-href="\/assets\/blog-[^"]+\.css">[^<]*\.[\w-]+\{/);
  expect(head).toMatch(/<style data-href="\/assets\/index-[^"]+\.css">/);
  expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
  expect(head).not.toContain('rel="modulepreload"');
  expect(head).toMatch(/<meta name="hpm-modules" content="[^"]*\/assets\/BlogListPage-[^"]+\.js[^"]*">/);
  expect(head).toMatch(/<meta name="hpm-app" content="\/assets\/main-[^"]+\.js">/);
});

test("the rendered page carries the stored content, and a visitor can use it at once", async ({ page, request, browser }) => {
  const editor = await browser.newPage();
  await signIn(editor, "editor4@example.com");
  const def = getSectionDef("FAQ", "TopBanner");
  if (!def) throw new Error("FAQ banner");
  const content = sectionDefaults(def) as Record<string, { value: string }>;
  content.title = { ...content.title, value: "Questions from the high plains" };
  const saved = await editor.request.post("/api/cms/add-new", {
    data: { client: "mwfbi", pageName: "FAQ", section: "TopBanner", content },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await editor.close();

  const markup = rootMarkup(await (await request.get("/360/faq")).text());
  expect(markup).toContain("Questions from the high plains");

  // the content needs no request of its own: with every content read refused, the page still shows it
  await page.route("**/api/cms/get-page-content-list", (route) => route.abort());
  await page.goto("/360/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Questions from the high plains" })).toBeVisible();
  // and it is interactive: the accordion answers a click
  const second = page.getByRole("button", { name: /^2\. / });
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
});

test("a rendered page does not ask the server again for the content it came with", async ({ page }) => {
  // on a slow link a second read costs a request and, when it answers, a second render in the page's first moments
  const asked: string[] = [];
  page.on("request", (r) => asked.push(...contentPagesAsked(r)));
  await page.goto("/360/auto-insurance");
  await expect(page.locator("html[data-app]")).toHaveCount(1);
  // the warm-up then fetches the other pages, not these two (its own content, and the header's and footer's)
  await waitForWarmUp(page, 90_000);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked).not.toContain(pageEntry("auto").content);
  expect(asked).not.toContain(HOME_PAGE);
});

test("an editor's page is rendered for visitors, then shows the pencils once the browser has it", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, "editor5@example.com");
  await page.goto("/360/faq");
  await expect(page.getByRole("button", { name: "Edit Header" })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The head as the server sent it: what search engines and link previews read, before any script runs. */
async function headOf(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const text = (escaped: string) =>
    escaped.replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, e: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[e] ?? "",
    );
  const attr = (pattern: RegExp) => {
    const found = head.match(pattern)?.[1];
    return found === undefined ? null : text(found);
  };
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
  };
}

test("each page names itself in the HTML it arrives in; robots.txt points at a sitemap of every public page", async ({
  page,
}) => {
  const first = await page.request.post("/api/cms/get-agent-directory-first-page", { data: {} });
  const agent = (await first.json()).result.agents[0] as { email: string };
  const list = await (await page.request.get("/360/about/blog")).text();
  const postPath = list.match(/href="(\/360\/about\/blog\/\d+)"/)?.[1];
  expect(postPath).toBeTruthy();
  const agentPath = `/360/agent-details/${encodeURIComponent(agent.email)}`;
  const paths = ["/360", "/360/auto-insurance", "/360/contact", "/360/faq", agentPath, postPath as string];

  const heads = [];
  for (const path of paths) {
    const head = await headOf(page, path);
    expect(head.title, path).toBeTruthy();
    expect(head.description, path).toBeTruthy();
    expect(head.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    expect(head.ogTitle, path).toBeTruthy();
    expect(head.ogUrl, path).toBe(head.canonical);
    heads.push(head);
  }
  // every page its own title (not the site's generic one), as the browser keeps it once it has the page
  expect(new Set(heads.map((h) => h.title)).size).toBe(paths.length);
  // a product page by its banner's title, a post by its own (as stored: editors may have changed them)
  for (const [i, path] of [
    [1, "/360/auto-insurance"],
    [5, postPath as string],
  ] as const) {
    await page.goto(path);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(heading.length, path).toBeGreaterThan(0);
    expect(heads[i]?.title, path).toContain(heading);
    expect(heads[i]?.ogTitle, path).toBe(heading);
    await expect(page, path).toHaveTitle(heads[i]?.title ?? "");
  }

  const robots = await page.request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const sitemapUrl = (await robots.text()).match(/^Sitemap: (\S+)$/m)?.[1] ?? "";
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await (await page.request.get(new URL(sitemapUrl).pathname)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  for (const path of [
    "/360",
    "/360/auto-insurance",
    "/360/contact",
    "/360/faq",
    "/360/find-an-agent",
    "/360/about/blog",
    postPath,
  ])
    expect(locs, `${path} in the sitemap`).toContain(path);
  expect(locs.map((l) => decodeURIComponent(l))).toContain(decodeURIComponent(agentPath));
});
