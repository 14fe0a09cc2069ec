import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

const suffix = Date.now().toString(36);
const BLOG_TITLE = `Field Notes ${suffix}`;
const TOPIC = `Activity ${suffix}`;

test("two editors each change something; the activity log lists both and filters by person", async ({ page, browser }) => {
  test.setTimeout(180_000);

  // the first editor renames the blog on the blog settings page
  await signIn(page, "editor7@example.com");
  await page.goto("/360/blog-settings");
  await page.getByLabel("Title", { exact: true }).fill(BLOG_TITLE);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Content Saved").first()).toBeVisible();

  // the second editor, in a browser of their own, adds a topic
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, "editor8@example.com");
  await second.goto("/360/blog-settings");
  await second.getByRole("button", { name: "Manage Topic & Tags" }).click();
  const dialog = second.getByRole("dialog", { name: "Manage Topic & Tags" });
  await dialog.getByLabel("New topic").fill(TOPIC);
  await dialog.getByRole("button", { name: "Add" }).first().click();
  await expect(second.getByText("Topic Saved").first()).toBeVisible();
  await other.close();

  // the first editor opens the log from the hub's editor tools
  await page.goto("/360/agent-hub");
  await page.getByRole("navigation", { name: "Editor tools" }).getByRole("link", { name: "Activity log" }).click();
  await expect(page).toHaveURL(/\/360\/activity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  const table = page.getByRole("table");
  const titleRow = table.getByRole("row").filter({ hasText: `Changed the blog's title to “${BLOG_TITLE}”` });
  const topicRow = table.getByRole("row").filter({ hasText: `Added topic “${TOPIC}”` });
  await expect(titleRow).toContainText("Editor 7");
  await expect(titleRow).toContainText("The Learning Center");
  await expect(topicRow).toContainText("Editor 8");
  // newest first, at the visitor's local time
  const rows = await table.getByRole("row").allInnerTexts();
  expect(rows.findIndex((r) => r.includes(TOPIC))).toBeLessThan(rows.findIndex((r) => r.includes(BLOG_TITLE)));
  const when = topicRow.locator("time");
  const at = await when.getAttribute("datetime");
  expect(Math.abs(Date.parse(at ?? "") - Date.now())).toBeLessThan(5 * 60_000);
  await expect(when).toHaveText(
    await page.evaluate((iso) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }), at ?? ""),
  );
  await expect(topicRow.getByRole("link", { name: `Open: Added topic “${TOPIC}”` })).toHaveAttribute(
    "href",
    "/360/blog-settings",
  );
  await expectNoSeriousA11yViolations(page);

  // filtered by person: only that person's changes
  await page.getByLabel("Person", { exact: true }).selectOption("editor8@example.com");
  await expect(page).toHaveURL(/person=editor8%40example\.com/);
  await expect(titleRow).toHaveCount(0);
  await expect(topicRow).toHaveCount(1);
  const whoCells = await table.locator('td[data-label="Who"]').allInnerTexts();
  expect(whoCells.length).toBeGreaterThan(0);
  for (const who of whoCells) expect(who).toContain("editor8@example.com");

  await page.getByLabel("Person", { exact: true }).selectOption("editor7@example.com");
  await expect(titleRow).toHaveCount(1);
  await expect(topicRow).toHaveCount(0);

  // by page and by date
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "The Learning Center" });
  await expect(titleRow).toHaveCount(1);
  await expect(topicRow).toHaveCount(1);
  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA"));
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(topicRow).toHaveCount(1);
  await page.getByLabel("From", { exact: true }).fill(yesterday);
  await page.getByLabel("To", { exact: true }).fill(yesterday);
  await expect(page.getByText("No activity matches these filters.")).toBeVisible();
  await expect(table).toHaveCount(0);

  // an item's history: the log narrowed to it
  await page.getByRole("button", { name: "Clear filters" }).click();
  await topicRow.getByRole("link", { name: `History: Added topic “${TOPIC}”` }).click();
  await expect(page).toHaveURL(/item=blog-topic/);
  await expect(page.getByText("Showing the history of one item.")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);

  // usable on a phone
  await page.getByRole("button", { name: "Show all activity" }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(titleRow).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test("the activity log is for editors only", async ({ page }) => {
  await page.goto("/360/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toHaveCount(0);
  expect((await page.request.get("/api/activity")).status()).toBe(401);
  await signIn(page, "agent@example.com");
  await page.goto("/360/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toHaveCount(0);
  expect((await page.request.get("/api/activity")).status()).toBe(403);
});
