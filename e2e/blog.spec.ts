import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectNoSeriousA11yViolations,
  persistedQueries,
  signIn,
  test,
  waitForServiceWorker,
  waitForWarmUp,
} from "./fixtures";

const suffix = Date.now().toString(36);
const TOPIC = `Weather ${suffix}`;
// (not "Hail": search.spec expects the demo's hail post and pages among the first suggestions for "hail")
const TAG = `Frost ${suffix}`;
const TITLE = `Frost ready ${suffix}`;

async function tagIdFor(request: APIRequestContext, tag: string): Promise<number> {
  const res = await request.get("/api/blog/main_topic?filter=active");
  const found = ((await res.json()).result as { topicId: number; tag: string }[]).find((t) => t.tag === tag);
  if (!found) throw new Error(`no tag ${tag}`);
  return found.topicId;
}

async function createPost(request: APIRequestContext, over: Record<string, unknown>): Promise<number> {
  const res = await request.post("/api/blog/create", {
    data: {
      title: "Post",
      subtitle: "Sub",
      tag: "1",
      imageLink: "/images/banner-fields.jpg",
      richText: "<p>Body</p>",
      relatedPost1: -1,
      relatedPost2: -1,
      relatedPost3: -1,
      status: "Published",
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result.id;
}

async function relatedTitles(page: Page): Promise<string[]> {
  const related = page.getByRole("region", { name: "Related posts" });
  await expect(related.getByRole("listitem").first()).toBeVisible();
  return related.getByRole("heading", { level: 3 }).allInnerTexts();
}

test("an editor creates, previews and publishes a post; a visitor finds it by search and by topic", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, "editor5@example.com");
  await page.goto("/360/blog-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Blog settings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // topic and tag through Manage Topic & Tags
  await page.getByRole("button", { name: "Manage Topic & Tags" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Topic & Tags" });
  await dialog.getByRole("button", { name: "Add" }).first().click();
  await expect(dialog.getByText("Please select a Topic !")).toBeVisible();
  await dialog.getByLabel("New topic").fill(TOPIC);
  await dialog.getByRole("button", { name: "Add" }).first().click();
  await expect(page.getByText("Topic Saved").first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Edit ${TOPIC}` })).toBeVisible();
  await dialog.getByLabel("Topic", { exact: true }).selectOption({ label: TOPIC });
  await dialog.getByRole("button", { name: "Add" }).last().click();
  await expect(dialog.getByText("Please enter the tag title !")).toBeVisible();
  await dialog.getByLabel("New tag").fill(TAG);
  await dialog.getByRole("button", { name: "Add" }).last().click();
  await expect(dialog.getByText(`${TOPIC} - ${TAG}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // two other published posts sharing the tag, so related posts have something to show
  const tagId = await tagIdFor(page.request, TAG);
  const others = [
    await createPost(page.request, { title: `Roof check ${suffix}`, tag: String(tagId) }),
    await createPost(page.request, { title: `Gutter guide ${suffix}`, tag: String(tagId) }),
  ];

  await page.getByRole("link", { name: "Add new blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog" })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Please enter the title !")).toBeVisible();
  await expect(page.getByText("Please select a image !")).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Subtitle", { exact: true }).fill("Get your home ready before the storm.");
  await page.getByLabel(`${TOPIC} - ${TAG}`).check();
  const png = await sharp({ create: { width: 1200, height: 500, channels: 3, background: { r: 60, g: 110, b: 160 } } })
    .png()
    .toBuffer();
  await page.getByLabel("Banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Image uploaded.")).toBeVisible();
  await page.getByLabel("Related post 1").selectOption({ value: String(others[0]) });
  await page.getByLabel("Related post 2").selectOption({ value: String(others[0]) });

  const body = page.locator(".tiptap");
  await body.click();
  await page.getByLabel("Heading").selectOption({ label: "Header 2" });
  await page.keyboard.type("Before the storm");
  await page.keyboard.press("Enter");
  await page.getByLabel("Font size").selectOption({ label: "20px" });
  await page.keyboard.type("Check the roof, clean the gutters and park inside.");
  const alerts: string[] = [];
  page.once("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page
    .getByTestId("blog-inline-image")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect.poll(() => alerts).toEqual(["You could only upload images."]);
  await expectNoSeriousA11yViolations(page);

  // preview shows the yellow banner and Back restores the form once
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/360\/preview$/);
  await expect(
    page.getByText("You are viewing this page in the preview mode. Please publish it to make it available on the website."),
  ).toBeVisible();
  await expect(page.locator(".blog-preview-banner")).toHaveCSS("background-color", "rgb(255, 243, 176)");
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Before the storm" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(page.locator(".tiptap h2")).toHaveText("Before the storm");
  expect(await page.evaluate(() => localStorage.getItem("hpm-blog-preview"))).toBeNull();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/360\/blog-settings$/);
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("Published");
  await expect(row).toContainText(`${TOPIC} - ${TAG}`);
  await expect(page.getByText(/^\d+-\d+ of \d+ blogs$/)).toBeVisible();

  // a visitor
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/360/about/blog");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.getByLabel("Search posts").fill(`ready ${suffix}`);
  const card = visitor.getByRole("link", { name: TITLE });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(visitor.getByRole("link", { name: `Roof check ${suffix}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);

  await visitor.getByRole("button", { name: TOPIC }).click();
  await expect(visitor.getByLabel("Search posts")).toHaveValue("");
  await expect(visitor.getByRole("button", { name: TOPIC })).toHaveAttribute("aria-pressed", "true");
  await expect(visitor.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(visitor.getByRole("link", { name: `Roof check ${suffix}` })).toBeVisible();
  await expect(visitor.getByRole("listitem").filter({ has: visitor.locator(".blog-card") })).toHaveCount(3);

  await visitor.getByRole("link", { name: TITLE }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const postPath = new URL(visitor.url()).pathname;
  expect(postPath).toMatch(/^\/360\/about\/blog\/\d+$/);
  await expect(visitor.getByRole("list", { name: "Tags" })).toContainText(TAG);
  await expect(visitor.locator(".blog-meta time")).toHaveText(/^[A-Z][a-z]{2} \d{2} \d{4}$/);
  await expect(visitor.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("href", /facebook\.com/);
  await expect(visitor.getByRole("link", { name: "Share on LinkedIn" })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(TITLE));
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", TITLE);
  const titles = await relatedTitles(visitor);
  expect(titles.length).toBeGreaterThanOrEqual(2);
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).not.toContain(TITLE);
  expect(titles[0]).toBe(`Roof check ${suffix}`);
  await expectNoSeriousA11yViolations(visitor);

  // the feeds list it and are well-formed XML
  for (const path of ["/rss.xml", "/sitemap.xml"]) {
    const result = await visitor.evaluate(async (url) => {
      const text = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return { error: doc.getElementsByTagName("parsererror").length, text };
    }, path);
    expect(result.error, path).toBe(0);
    expect(result.text, `${path} lists the new post`).toContain(`${postPath}<`);
  }
  const rss = await (await visitor.request.get("/rss.xml")).text();
  expect(rss).toContain(`<title>${TITLE}</title>`);
  await visitorContext.close();
});

test("the blog list and an opened post render offline after one visit", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const editorPage = await context.browser()?.newPage();
  if (!editorPage) throw new Error("no browser");
  await signIn(editorPage, "editor6@example.com");
  const topic = await editorPage.request.post("/api/blog/topic", { data: { title: `Offline ${suffix}`, status: 1 } });
  const topicId = (await topic.json()).result.id;
  const tag = await editorPage.request.post("/api/blog/main_topic", {
    data: { tag: `Saved ${suffix}`, mainTopicId: topicId, status: 1 },
  });
  const id = await createPost(editorPage.request, {
    title: `Read me offline ${suffix}`,
    tag: String((await tag.json()).result.id),
    richText: "<p>Stored for the road.</p>",
  });
  const warmed = await createPost(editorPage.request, {
    title: `Warmed ${suffix}`,
    tag: String((await tag.json()).result.id),
    richText: "<p>Warmed for later.</p>",
  });
  await editorPage.close();
  expect((await request.get(`/api/blog/published/${id}`)).status()).toBe(200);

  await page.goto("/360/about/blog");
  await waitForServiceWorker(page);
  await expect(page.getByRole("link", { name: `Read me offline ${suffix}` })).toBeVisible();
  await page.getByRole("link", { name: `Read me offline ${suffix}` }).click();
  await expect(page.getByText("Stored for the road.")).toBeVisible();
  // the warm-up saved the recent posts, including one never opened
  await waitForWarmUp(page);
  await expect.poll(async () => JSON.stringify(await persistedQueries(page)), { timeout: 20_000 }).toContain("Warmed for later.");

  await context.setOffline(true);
  await page.goto(`/360/about/blog/${warmed}`);
  await expect(page.getByText("Warmed for later.")).toBeVisible();
  await page.goto("/360/about/blog");
  await expect(page.getByRole("link", { name: `Read me offline ${suffix}` })).toBeVisible();
  await page.goto(`/360/about/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Read me offline ${suffix}` })).toBeVisible();
  await expect(page.getByText("Stored for the road.")).toBeVisible();
  await context.setOffline(false);
});

test("the blog list and a post fit a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/360/learning-center");
  await expect(page.getByRole("button", { name: "All", exact: true })).toBeVisible();
  const firstPost = page.locator(".blog-card-link").first();
  await expect(firstPost).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await firstPost.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".blog-body")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("blog settings: publish after confirmation, the status switch, and soft-deleted tags", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "editor8@example.com");
  const topic = await page.request.post("/api/blog/topic", { data: { title: `Admin ${suffix}`, status: 1 } });
  const topicId = (await topic.json()).result.id;
  const tag = await page.request.post("/api/blog/main_topic", {
    data: { tag: `Doomed ${suffix}`, mainTopicId: topicId, status: 1 },
  });
  const title = `Draft to publish ${suffix}`;
  await createPost(page.request, { title, tag: String((await tag.json()).result.id), status: "Active" });

  await page.goto("/360/blog-settings");
  await page.getByLabel("Search blogs").fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Active");
  await expect(page.getByText("1-1 of 1 blogs")).toBeVisible();

  const confirms: string[] = [];
  page.once("dialog", (d) => {
    confirms.push(d.message());
    void d.accept();
  });
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(row).toContainText("Published");
  expect(confirms).toHaveLength(1);
  await expect(row.getByRole("button", { name: `Publish ${title}` })).toHaveCount(0);

  await row.getByRole("switch").click();
  await expect(row).toContainText("Inactive");
  await expect(row.getByRole("switch")).not.toBeChecked();
  const publicList = await (await page.request.get(`/api/blog/published/search?search=${encodeURIComponent(title)}`)).json();
  expect(publicList.result.total).toBe(0);

  await page.getByRole("button", { name: "Manage Topic & Tags" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Topic & Tags" });
  page.once("dialog", (d) => void d.accept());
  await dialog.getByRole("button", { name: `Delete Doomed ${suffix}` }).click();
  const item = dialog.getByRole("listitem").filter({ hasText: `Admin ${suffix} - Doomed ${suffix}` });
  await expect(item).toContainText("Deleted");
  await expect(item.getByRole("button", { name: /Edit/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("on a phone, a post with the site's banner shows its phone-sized copy, in the list and opened", async ({
  page,
  browser,
}) => {
  const editor = await browser.newPage();
  await signIn(editor, "editor6@example.com");
  const title = `Phone banner ${suffix}`;
  const id = await createPost(editor.request, { title });
  await editor.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/360/about/blog");
  const card = page.locator(".blog-card").filter({ has: page.getByRole("link", { name: title }) });
  const picture = card.locator("img");
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((i) => (i as HTMLImageElement).currentSrc))
    .toMatch(/\/images\/banner-fields-800\.jpg$/);

  await page.goto(`/360/about/blog/${id}`);
  const banner = page.locator("img.blog-banner");
  await expect
    .poll(() => banner.evaluate((i) => (i as HTMLImageElement).currentSrc))
    .toMatch(/\/images\/banner-fields-800\.jpg$/);
});
