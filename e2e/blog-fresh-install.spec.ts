import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

// The e2e server starts as `npm start` does on a fresh data directory (SEED_DEMO on), so it holds the demo seed.
const DEMO = {
  winter: "Winter Driving on Rural Roads",
  hail: "Hail Season: Getting Ready Before the Storm",
  wildfire: "Protecting Your Farm or Ranch from Wildfire",
  inventory: "How to Make a Home Inventory (and Why It Pays Off)",
};

async function expectImagesLoaded(images: Locator): Promise<void> {
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  // lazy images load once near the viewport, as they would for a reader scrolling down
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((els) => els.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

test("a fresh install's Learning Center shows the demo posts with banners, tags, topics and related posts", async ({ page }) => {
  await page.goto("/360/about/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.locator(".blog-card");
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByText("No result to show")).toHaveCount(0);
  await expectImagesLoaded(page.locator(".blog-card img"));
  for (const topic of ["Auto", "Farm & Ranch", "Home"])
    await expect(page.getByRole("button", { name: topic, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Farm & Ranch", exact: true }).click();
  await expect(page.getByRole("link", { name: DEMO.wildfire })).toBeVisible();
  await expect(page.getByRole("link", { name: DEMO.hail })).toBeVisible();
  await expect(page.getByRole("link", { name: DEMO.inventory })).toHaveCount(0);

  await page.getByRole("link", { name: DEMO.wildfire }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO.wildfire })).toBeVisible();
  await expectImagesLoaded(page.locator("img.blog-banner"));
  await expect(page.getByRole("list", { name: "Tags" })).toContainText("Wildfire");
  await expect(page.getByRole("heading", { level: 2, name: "Make defensible space" })).toBeVisible();
  const related = page.getByRole("region", { name: "Related posts" });
  await expect(related.getByRole("listitem")).toHaveCount(3);
  const titles = await related.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles.slice(0, 2)).toEqual([DEMO.inventory, DEMO.hail]);
  await expectImagesLoaded(related.locator("img"));
});

test("the Learning Center's first card picture comes with the page at high priority, the others as the reader scrolls", async ({
  page,
}) => {
  // as the server sends it: the browser's preload scanner finds the first picture in the HTML
  const html = await (await page.request.get("/360/about/blog")).text();
  const images = [...html.matchAll(/<div class="blog-card"><img ([^>]*)>/g)].map((m) => m[1] ?? "");
  expect(images.length).toBeGreaterThanOrEqual(3);
  // (attribute names are case-blind in HTML: React writes fetchPriority)
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  expect(images[0]).not.toContain('loading="lazy"');
  for (const rest of images.slice(1)) {
    expect(rest).toContain('loading="lazy"');
    expect(rest).not.toMatch(/fetchpriority/i);
  }
});

test("an editor publishes a post under a topic and tags made inline in the blog editor", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const topic = `Calving ${suffix}`;
  const tag = `Cold nights ${suffix}`;
  const second = `Barn prep ${suffix}`;
  const title = `Calving season checklist ${suffix}`;

  await signIn(page, "editor2@example.com");
  await page.goto("/360/blog-editor");
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog" })).toBeVisible();
  const tags = page.getByRole("group", { name: "Tags" });

  // the demo tags are there, and "Add a tag" opens from the keyboard
  await expect(tags.getByLabel("Farm & Ranch - Wildfire")).toBeVisible();
  const opener = tags.getByRole("button", { name: "Add a tag" });
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(opener).toHaveAttribute("aria-expanded", "true");

  // validation, with focus sent to the first field to fix
  const add = tags.getByRole("button", { name: "Add tag", exact: true });
  await add.click();
  await expect(tags.getByText("Please select a Topic !")).toBeVisible();
  await expect(tags.getByText("Please enter the tag title !")).toBeVisible();
  await expect(tags.getByLabel("Topic", { exact: true })).toBeFocused();
  await expect(tags.getByLabel("Topic", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await tags.getByLabel("Topic", { exact: true }).selectOption({ label: "New topic…" });
  await add.click();
  await expect(tags.getByLabel("New topic", { exact: true })).toBeFocused();
  await expect(tags.getByText("Please select a Topic !")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a new topic and a new tag, added with Enter (which must not submit the post)
  await tags.getByLabel("New topic", { exact: true }).fill(topic);
  await tags.getByLabel("New tag", { exact: true }).fill(tag);
  await tags.getByLabel("New tag", { exact: true }).press("Enter");
  await expect(tags.getByLabel(`${topic} - ${tag}`)).toBeChecked();
  await expect(tags.getByRole("status")).toHaveText(`${topic} - ${tag} is selected.`);
  await expect(page.getByText("Please enter the title !")).toHaveCount(0);
  await expect(tags.getByLabel("New tag", { exact: true })).toHaveValue("");

  // a second tag under the topic just made; the same words again select it rather than making a copy
  await expect(tags.getByLabel("Topic", { exact: true }).locator("option:checked")).toHaveText(topic);
  await expect(tags.getByLabel("New topic", { exact: true })).toHaveCount(0);
  await tags.getByLabel("New tag", { exact: true }).fill(second);
  await add.click();
  await expect(tags.getByLabel(`${topic} - ${second}`)).toBeChecked();
  await tags.getByLabel(`${topic} - ${second}`).uncheck();
  await tags.getByLabel("New tag", { exact: true }).fill(second.toUpperCase());
  await add.click();
  await expect(tags.getByLabel(`${topic} - ${second}`)).toBeChecked();
  await expect(tags.getByLabel(new RegExp(`${second}$`, "i"))).toHaveCount(1);
  // made through the admin endpoints: Manage Topic & Tags knows them
  const saved = await (await page.request.get("/api/blog/main_topic?filter=all")).json();
  expect((saved.result as { tag: string; title: string }[]).filter((t) => t.title === topic).map((t) => t.tag)).toEqual([
    second,
    tag,
  ]);

  // the rest of the post, then Publish
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Subtitle", { exact: true }).fill("Warm, dry and ready before the first calf.");
  const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .png()
    .toBuffer();
  await page.getByLabel("Banner image").setInputFiles({ name: "barn.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Image uploaded.")).toBeVisible();
  await page.locator(".tiptap").click();
  await page.keyboard.type("Check the heat lamps, bed the pens deep and keep the colostrum in reach.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/360\/blog-settings$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row).toContainText(`${topic} - ${tag}`);
  await expect(row).toContainText(`${topic} - ${second}`);

  // a visitor finds it under the new topic
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/360/about/blog");
  await visitor.getByRole("button", { name: topic, exact: true }).click();
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Tags" })).toContainText(tag);
  await expect(visitor.getByRole("list", { name: "Tags" })).toContainText(second);
  await visitorContext.close();
});
