import { DEFAULT_SITE_TIME_ZONE, PREVIEW_BANNER, utcToZonedInput } from "@hpm/contracts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

/**
 * Issue 30: an editor prepares two sections of a page as drafts, previews them, shares a preview link that a reviewer
 * without an account opens, and schedules the publish a minute ahead; a visitor sees the old page until then.
 */

const PAGE = "/360/annuities";
const SUBTITLE = "Income for life, reviewed by compliance";
const INFO_TITLE = "An annuity, in plain words";

test("drafts of two sections: marked for the editor, previewed, shared with a reviewer, published at a set time", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, "editor6@example.com");
  // a clean start (a retry finds the drafts of the attempt before): what is published stays
  expect((await page.request.post("/api/cms/discard", { data: { pageName: "Annuities", client: "mwfbi" } })).ok()).toBe(true);
  await page.goto(PAGE);

  // two sections saved as drafts
  await page.getByRole("button", { name: "Edit Header" }).click();
  const header = page.getByRole("dialog", { name: "Edit Header" });
  // what is published now (earlier specs may have edited this page): the visitor keeps seeing it until the publish
  const oldSubtitle = await header.getByLabel("Subtitle", { exact: true }).inputValue();
  await header.getByLabel("Subtitle", { exact: true }).fill(SUBTITLE);
  await header.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Draft saved" }).first()).toBeVisible();
  await expect(header).toBeHidden();

  await page.getByRole("button", { name: "Edit Annuity Info", exact: true }).click();
  const info = page.getByRole("dialog", { name: "Edit Annuity Info", exact: true });
  const oldInfoTitle = await info.getByLabel("Title", { exact: true }).inputValue();
  await info.getByLabel("Title", { exact: true }).fill(INFO_TITLE);
  await info.getByRole("button", { name: "Save draft" }).click();
  await expect(info).toBeHidden();

  // the editor sees the drafts, each drafted section marked, and the bar
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await expect(page.getByRole("heading", { name: INFO_TITLE })).toBeVisible();
  await expect(page.getByText("Draft — not published")).toHaveCount(2);
  const bar = page.getByRole("region", { name: "Unpublished changes" });
  await expect(bar).toContainText("This page has 2 unpublished changes");
  await expectNoSeriousA11yViolations(page);

  // a visitor (another browser, not signed in) still sees the published page
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(PAGE);
  await expect(visitor.getByText(oldSubtitle)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: oldInfoTitle })).toBeVisible();
  await expect(visitor.getByText(SUBTITLE)).toHaveCount(0);

  // Preview: the page with its drafts as a visitor would see it, no pencils, the banner
  const previewPromise = page.context().waitForEvent("page");
  await bar.getByRole("link", { name: /Preview/ }).click();
  const preview = await previewPromise;
  await preview.waitForLoadState();
  await expect(preview.getByText(PREVIEW_BANNER)).toBeVisible();
  await expect(preview.getByText(SUBTITLE)).toBeVisible();
  await expect(preview.getByRole("heading", { name: INFO_TITLE })).toBeVisible();
  await expect(preview.getByRole("button", { name: "Edit Header" })).toHaveCount(0);
  await preview.close();

  // a preview link, opened by a reviewer in a fresh browser context (not signed in)
  await bar.getByRole("button", { name: "Share preview link" }).click();
  const share = page.getByRole("dialog", { name: "Share preview link" });
  await share.getByRole("button", { name: "Create link" }).click();
  const link = await share.getByLabel("Preview link").inputValue();
  expect(link).toMatch(/\/preview\/\d+\.[\w-]+$/);
  await share.getByRole("button", { name: "Close" }).first().click();
  await expect(share).toBeHidden();

  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  const opened = await reviewer.goto(new URL(link).pathname);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(reviewer.getByText(PREVIEW_BANNER)).toBeVisible();
  await expect(reviewer.getByText(SUBTITLE)).toBeVisible();
  await expect(reviewer.getByRole("heading", { name: INFO_TITLE })).toBeVisible();
  await reviewerContext.close();

  // publish a minute ahead, entered in the site's time zone
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await bar.getByRole("button", { name: "Publish all" }).click();
  const publish = page.getByRole("dialog", { name: "Publish all changes" });
  await publish.getByLabel("Publish at").fill(utcToZonedInput(at, DEFAULT_SITE_TIME_ZONE));
  await publish.getByRole("button", { name: "Schedule publish" }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Publishing scheduled for" }).first()).toBeVisible();

  // before the time the visitor sees the old page; after it, the new one (the bar goes for the editor)
  await visitor.reload();
  expect(Date.now()).toBeLessThan(at.getTime());
  await expect(visitor.getByText(oldSubtitle)).toBeVisible();
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByText(SUBTITLE)).toBeVisible({ timeout: 1_000 });
    await expect(visitor.getByRole("heading", { name: INFO_TITLE })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await visitorContext.close();

  await page.reload();
  await expect(page.getByRole("region", { name: "Unpublished changes" })).toHaveCount(0);
  await expect(page.getByText("Draft — not published")).toHaveCount(0);
});
