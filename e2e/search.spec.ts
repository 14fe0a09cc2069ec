import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SearchDoc, sectionAnchor } from "@hpm/contracts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createThrowawayDatabase } from "../api/src/test/throwaway-db";
import {
  expect,
  expectNoSeriousA11yViolations,
  persistedQueries,
  signIn,
  test,
  waitForServiceWorker,
  waitForWarmUp,
} from "./fixtures";

// Issue 31: one search across the site, in the landing portal's "Search all", in the main site's header and on the
// results page /360/search, the same offline after a first visit.

const HAIL_POST = "Hail Season: Getting Ready Before the Storm";
const HAILSTORM_QUESTION = "What should I do after a hailstorm?";

/** The markup the server put inside #root, or "" when it sent the bare shell. */
function rootMarkup(html: string): string {
  return html.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="hpm-ssr">/)?.[1] ?? "";
}

const headerField = (page: Page) => page.getByRole("banner").getByLabel("Search the site", { exact: true });
const suggestions = (page: Page, name: string) => page.getByRole("listbox", { name: `${name}: suggestions` });
/** The options titled `title` (a part of it, or all of it as a pattern), of `kind` ("Page · Home Insurance") if given. */
function option(list: Locator, title: string | RegExp | null, kind?: string): Locator {
  let found = list.getByRole("option");
  if (title !== null) found = found.filter({ has: list.page().locator(".search-option-title", { hasText: title }) });
  if (kind) found = found.filter({ has: list.page().locator(".search-option-kind", { hasText: kind }) });
  return found;
}

async function search(field: Locator, words: string): Promise<void> {
  await field.click();
  await field.fill(words);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What the auto page's roadside section (Section_4) is called now: its heading, unless another spec has renamed it
 * ("Roadside Help, Day or Night" in products.spec.ts); the index names each section by its current heading.
 */
async function roadsideTitle(request: APIRequestContext): Promise<string> {
  const docs = ((await (await request.get("/api/search/index")).json()) as { result: { docs: SearchDoc[] } }).result.docs;
  const section = docs.find((d) => d.id === "section:Auto_Insurance/Section_4");
  if (!section) throw new Error("no roadside section in the index");
  return section.title;
}

/** The auto page's roadside section among the options, by its current heading. */
const roadsideOption = (list: Locator, heading: string) => option(list, new RegExp(`^${escapeRegExp(heading)}$`), "Page · ");

/**
 * What "hail", "roadside" and "Gillete" (sic) find, wherever the site is searched. (The roadside section is known by
 * its heading and its kind, a page's section: another spec renames the Auto Insurance page.)
 */
async function expectTheSearches(field: Locator, list: Locator, roadside: string): Promise<void> {
  await search(field, "hail");
  await expect(option(list, HAIL_POST)).toHaveCount(1);
  await expect(option(list, null, "Page · Home Insurance").first()).toBeVisible();
  await expect(option(list, null, "Page · Home Insurance").first().locator("mark").first()).toHaveText(/^hail/i);

  await search(field, "roadside");
  await expect(roadsideOption(list, roadside)).toHaveCount(1);
  await expect(option(list, /^Emergency Roadside Service Incident Report$/)).toHaveCount(1);

  await search(field, "Gillete");
  await expect(option(list, null, "Agent · Gillette, WY").first()).toBeVisible();
}

test.describe("site search", () => {
  test("the portal's Search all finds pages, posts and agents beside the sibling sites' links", async ({ page, request }) => {
    await page.goto("/");
    const field = page.getByLabel("Search all", { exact: true });
    const list = suggestions(page, "Search all");
    await expectTheSearches(field, list, await roadsideTitle(request));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/^\d+ results?$/);

    // the sibling sites' menus are still matched
    await search(field, "register");
    await expect(option(list, /^Register$/, "Golf Classic")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // the hail post by the keyboard (arrows down to it: blog.spec's own "Hail ready …" post may rank above it)
    await search(field, "hail");
    const hailPost = option(list, HAIL_POST);
    await expect(hailPost).toHaveCount(1);
    const hailId = await hailPost.getAttribute("id");
    expect(hailId).toBeTruthy();
    for (let presses = 0; (await field.getAttribute("aria-activedescendant")) !== hailId; presses++) {
      expect(presses, "the arrows reach the hail post").toBeLessThan(await list.getByRole("option").count());
      await field.press("ArrowDown");
    }
    await field.press("Enter");
    await expect(page).toHaveURL(/\/360\/about\/blog\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: HAIL_POST })).toBeVisible();
  });

  test("the header's search finds them on every page of the main site", async ({ page, request }) => {
    await page.goto("/360/about");
    await expectTheSearches(headerField(page), suggestions(page, "Search the site"), await roadsideTitle(request));
  });

  test("the header's search is a combobox the keyboard drives; Enter alone opens the results page", async ({ page, request }) => {
    const roadsideHeading = await roadsideTitle(request);
    await page.goto("/360");
    const field = headerField(page);
    const list = suggestions(page, "Search the site");
    await search(field, "roadside");
    await expect(field).toHaveAttribute("role", "combobox");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(/^\d+ results$/);
    const options = list.getByRole("option");
    await expect(options.last()).toHaveText(/^See all results for “roadside”$/);

    // arrows move through the options (the focus stays in the field), and wrap
    await field.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
    await expect(field).toBeFocused();
    await field.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");

    // Escape closes the list, then clears the field
    await field.press("Escape");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await expect(field).not.toHaveAttribute("aria-activedescendant");
    await field.press("Escape");
    await expect(field).toHaveValue("");

    // Enter with no option chosen: the results page
    await field.fill("roadside");
    await expect(list).toBeVisible();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/360\/search\?q=roadside$/);
    const results = page.getByRole("main");
    await expect(results.getByRole("status")).toHaveText(/^\d+ results for “roadside”$/);
    await expect(results.getByRole("link", { name: "Emergency Roadside Service Incident Report" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // an option chosen by the keyboard leads into its page, at its section
    await search(field, "roadside");
    const roadside = roadsideOption(list, roadsideHeading);
    await expect(roadside).toHaveCount(1);
    const wanted = await roadside.getAttribute("id");
    for (let i = 0; i < 10 && (await field.getAttribute("aria-activedescendant")) !== wanted; i++) await field.press("ArrowDown");
    await expect(roadside).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/360/auto-insurance#${sectionAnchor("Section_4")}$`));
    await expect(page.getByRole("heading", { level: 2, name: roadsideHeading, exact: true })).toBeInViewport();
  });

  test("/360/search?q=hail arrives rendered with its results, and the browser takes it over as it is", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/360/search?q=hail")).text();
    const markup = rootMarkup(html);
    expect(markup).toContain(HAIL_POST.replace(/^Hail/, "<mark>Hail</mark>"));
    expect(markup).toMatch(/\d+ results for “hail”/);
    expect(markup).toContain("Home Insurance");
    // the results page and the header's search are GET forms: they work without the application
    const form = /<form role="search"[^>]*action="\/360\/search"[^>]*>[\s\S]*?<input[^>]*name="q"[\s\S]*?<button type="submit"/;
    expect(markup).toMatch(form);
    const home = rootMarkup(await (await request.get("/360")).text());
    expect(home.match(/<header[\s\S]*<\/header>/)?.[0]).toMatch(form);
    // a query nobody can find: the suggestions of where to go next
    const none = rootMarkup(await (await request.get("/360/search?q=zzqxj")).text());
    expect(none).toContain("No results for “zzqxj”");
    expect(none).toContain('href="/360/find-an-agent"');

    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    await page.goto("/360/search?q=hail");
    await expect(page.getByRole("main").getByRole("link", { name: HAIL_POST })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Search the site", { exact: true })).toHaveValue("hail");
    expect(errors).toEqual([]);

    // another search from the page's own form (the device's index answers)
    await page.getByRole("main").getByLabel("Search the site", { exact: true }).fill("Gillete");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/360\/search\?q=Gillete$/);
    await expect(page.getByRole("main").getByText("Agent · Gillette, WY 82716").first()).toBeVisible();
    await expect(page).toHaveTitle(/^Search: Gillete \|/);
  });

  test("a FAQ result opens its question, on a navigation and on arrival", async ({ page }) => {
    await page.goto("/360/contact");
    const list = suggestions(page, "Search the site");
    await search(headerField(page), "hailstorm");
    await option(list, HAILSTORM_QUESTION).click();
    await expect(page).toHaveURL(/\/360\/faq#question-[\w-]+$/);
    const question = page.getByRole("button", { name: new RegExp(HAILSTORM_QUESTION.replace("?", "\\?")) });
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(question).toBeFocused();
    await expect(page.getByRole("region", { name: new RegExp(HAILSTORM_QUESTION.replace("?", "\\?")) })).toBeInViewport();

    await page.reload();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(question).toBeInViewport();
  });

  test("every section and question a result leads to has its anchor in the page the server sends", async ({ request }) => {
    const docs = ((await (await request.get("/api/search/index")).json()) as { result: { docs: SearchDoc[] } }).result.docs;
    const targets = docs.filter((d) => d.url.includes("#"));
    expect(targets.filter((d) => d.kind === "section").length).toBeGreaterThan(30);
    expect(targets.filter((d) => d.kind === "faq").length).toBeGreaterThan(3);
    const pages = new Map<string, string[]>();
    for (const doc of targets) {
      const [path = "", anchor = ""] = doc.url.split("#");
      pages.set(path, [...(pages.get(path) ?? []), anchor]);
    }
    for (const [path, anchors] of pages) {
      const markup = rootMarkup(await (await request.get(path)).text());
      for (const anchor of anchors) expect(markup, `${path}#${anchor}`).toContain(`id="${anchor}"`);
    }
  });

  test("after a first visit the same searches work offline: the header, the results page and the portal", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const roadside = await roadsideTitle(request);
    await page.goto("/360");
    await waitForServiceWorker(page);
    await waitForWarmUp(page, 90_000);
    // the warm-up kept the index on the device
    const kept = await persistedQueries(page);
    expect(kept.some((q) => JSON.stringify(q.queryKey) === JSON.stringify(["search", "index"]))).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expectTheSearches(headerField(page), suggestions(page, "Search the site"), roadside);

      await page.goto("/360/search?q=roadside");
      await expect(
        page.getByRole("main").getByRole("link", { name: "Emergency Roadside Service Incident Report" }),
      ).toBeVisible();

      await page.goto("/");
      await expectTheSearches(page.getByLabel("Search all", { exact: true }), suggestions(page, "Search all"), roadside);
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the header's search button opens the field; a result closes it", async ({ page, request }) => {
    const roadside = await roadsideTitle(request);
    await page.goto("/360");
    const field = headerField(page);
    const form = page.getByRole("banner").getByRole("search");
    const button = page.getByRole("banner").locator("label.search-toggle");
    await expect(button).toBeVisible();
    // out of sight (but not out of reach: Tab still gets to the field)
    expect((await form.boundingBox())?.width ?? 0).toBeLessThan(2);

    await button.tap();
    await expect(field).toBeFocused();
    expect((await form.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    expect((await field.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await field.fill("roadside");
    const list = suggestions(page, "Search the site");
    await expect(roadsideOption(list, roadside)).toBeVisible();
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    await roadsideOption(list, roadside).tap();
    await expect(page).toHaveURL(/\/360\/auto-insurance#section-section-4$/);
    await expect(field).not.toBeFocused();
    expect((await form.boundingBox())?.width ?? 0).toBeLessThan(2);
    await expect(page.getByRole("heading", { level: 2, name: roadside, exact: true })).toBeInViewport();
  });
});

// Two API instances on one PostgreSQL database (as a deployment runs them): an FAQ answer an editor saves on one is
// found by its new word on both, within seconds.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const PAIR = [PORT + 2, PORT + 3] as const;
const PG_BASE = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return done();
}

test.describe("two instances", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let dropDatabase = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const db = await createThrowawayDatabase(PG_BASE);
    dropDatabase = db.drop;
    const secret = randomBytes(32).toString("hex");
    // one after the other: the first applies the migrations
    for (const port of PAIR) {
      const dataDir = mkdtempSync(join(tmpdir(), `hpm-e2e-pair-${port}-`));
      dirs.push(dataDir);
      const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
        cwd: join(import.meta.dirname, ".."),
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://localhost:${port}`,
          DATA_DIR: dataDir,
          DATABASE_URL: db.url,
          SEED_DEMO: "false",
          LOG_LEVEL: "warn",
          SHUTDOWN_DELAY_MS: "0",
          RATE_LIMIT_PER_MINUTE: "300",
          SESSION_SECRET: secret,
        },
      });
      children.push(child);
      const up = await until(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
            (r) => r.ok,
            () => false,
          ),
        120_000,
      );
      if (!up) throw new Error(`the instance on ${port} did not start`);
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await dropDatabase();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test("an FAQ answer edited on one instance is found by its new word on both within seconds", async ({ browser }) => {
    test.setTimeout(120_000);
    const [a, b] = PAIR.map((port) => `http://localhost:${port}`) as [string, string];
    const word = `bumblebee${randomBytes(2).toString("hex")}`;

    // a visitor on instance B has searched (B has built its index, the device keeps it)
    const visitor = await browser.newContext({ baseURL: b });
    const onB = await visitor.newPage();
    // (the page's clock, to let its kept index age past 30 s without waiting for it)
    await onB.clock.install();
    await onB.goto("/360");
    await search(headerField(onB), "hail");
    await expect(option(suggestions(onB, "Search the site"), HAILSTORM_QUESTION)).toHaveCount(1);
    await search(headerField(onB), word);
    await expect(onB.getByRole("banner").getByRole("status")).toHaveText("No results");

    // an editor changes the hailstorm answer on instance A
    const editing = await browser.newContext({ baseURL: a });
    const onA = await editing.newPage();
    await signIn(onA, "editor3@example.com");
    await onA.goto("/360/faq");
    await onA.getByRole("button", { name: "Edit FAQ" }).click();
    const dialog = onA.getByRole("dialog", { name: "Edit FAQ" });
    const row = dialog.getByRole("row").filter({ hasText: HAILSTORM_QUESTION });
    await row.getByRole("button", { name: /^Edit item \d+$/ }).click();
    await dialog
      .getByLabel("Description", { exact: true })
      .fill(`Photograph the damage, then call your agent: a ${word} nest can wait.`);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(onA.getByRole("alert").filter({ hasText: /^Step Saved$/ })).toBeVisible();
    const savedAt = Date.now();

    // both instances' searches find it at once
    for (const base of [a, b]) {
      const found = await until(async () => {
        const res = await fetch(`${base}/api/search?q=${word}`);
        const { result } = (await res.json()) as { result: { hits: { title: string }[] } };
        return result.hits[0]?.title === HAILSTORM_QUESTION;
      }, 5_000);
      expect(found, base).toBe(true);
    }
    // B renders the results page with it, and the visitor's header search finds it by the new word
    const page = rootMarkup(await (await fetch(`${b}/360/search?q=${word}`)).text());
    expect(page).toContain(HAILSTORM_QUESTION);
    expect(page).toContain(`<mark>${word}</mark>`);
    // the visitor's page, left open, searches again half a minute later: its index is checked and the word found
    await headerField(onB).blur();
    await onB.clock.fastForward("00:31");
    await search(headerField(onB), word);
    await expect(option(suggestions(onB, "Search the site"), HAILSTORM_QUESTION)).toHaveCount(1);
    await option(suggestions(onB, "Search the site"), HAILSTORM_QUESTION).click();
    await expect(onB.getByRole("region", { name: HAILSTORM_QUESTION })).toContainText(`a ${word} nest can wait`);
    expect(Date.now() - savedAt).toBeLessThan(15_000);

    await visitor.close();
    await editing.close();
  });
});
