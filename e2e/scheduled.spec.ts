import { DEFAULT_SITE_TIME_ZONE, utcToZonedInput } from "@hpm/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, signInByApi, test } from "./fixtures";

/** Issue 30: the editors' Scheduled list; the site notice switched on and off at set times. */

const TEXT = "Storm season: hail claims line open until 9 pm";

/** The notice's text (off) saved as an editor through the API, so the scheduled changes only switch it. */
async function prepareNotice(request: APIRequestContext, status: boolean) {
  await signInByApi(request, "editor5@example.com", "Editor 5");
  const content = {
    status: { value: String(status) },
    level: { value: "warning" },
    text: { value: TEXT },
    link: { value: "", link: "" },
  };
  const res = await request.post("/api/cms/add-new", {
    data: { client: "mwfbi", pageName: "360_Home", section: "Section_Site_Notice", content },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The wall-clock time in the site's zone (the e2e server keeps the default) about `seconds` from now, to the minute. */
const inSiteZone = (seconds: number) => utcToZonedInput(new Date(Date.now() + seconds * 1000), DEFAULT_SITE_TIME_ZONE);

const notice = (page: Page) => page.getByRole("region", { name: "Site notice" });

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await prepareNotice(context.request, false);
  await context.close();
});

test("an editor schedules the notice on and then off; a visitor sees it come and go; a cancelled change does not run", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await prepareNotice(request, false);
  await signIn(page, "editor5@example.com");
  await page.goto("/360/agent-hub");
  await page.getByRole("link", { name: "Scheduled changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled changes" })).toBeVisible();
  await expect(page.getByText("Mountain Time (America/Denver)").first()).toBeVisible();

  const form = page.getByRole("form", { name: "Switch the site notice on or off at a time" });
  await form.getByRole("button", { name: "Schedule the notice change" }).click();
  await expect(form.getByText("Please enter a date and time.")).toBeVisible();
  await expect(form.getByLabel("Date and time")).toBeFocused();

  const on = inSiteZone(90);
  await form.getByRole("radio", { name: "Site notice on" }).check();
  await form.getByLabel("Date and time").fill(on);
  await form.getByRole("button", { name: "Schedule the notice change" }).click();
  await expect(page.getByText("Change scheduled")).toBeVisible();
  const pending = page.getByRole("table", { name: "Pending changes, soonest first" });
  await expect(pending.getByRole("row").filter({ hasText: "Site notice on" })).toContainText("Editor 5");

  await form.getByRole("radio", { name: "Site notice off" }).check();
  await form.getByLabel("Date and time").fill(inSiteZone(150));
  await form.getByRole("button", { name: "Schedule the notice change" }).click();
  await expect(pending.getByRole("row").filter({ hasText: "Site notice off" })).toBeVisible();

  // a change cancelled before its time stays undone
  const revert = page.getByRole("form", { name: "Revert a page at a time" });
  await revert.getByLabel("Page").selectOption({ label: "Frequently Asked Questions" });
  await revert.getByLabel("Go back to how it was on").fill(inSiteZone(-3600));
  await revert.getByLabel("Revert at").fill(inSiteZone(3 * 24 * 3600));
  await revert.getByRole("button", { name: "Schedule the revert" }).click();
  const revertRow = pending.getByRole("row").filter({ hasText: "Revert page: Frequently Asked Questions" });
  await expect(revertRow).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await revertRow.getByRole("button", { name: /^Cancel Revert page/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel a scheduled change" });
  await dialog.getByRole("button", { name: "Cancel the change" }).click();
  await expect(revertRow).toHaveCount(0);
  const past = page.getByRole("table", { name: "Past changes, latest first" });
  await expect(past.getByRole("row").filter({ hasText: "Revert page: Frequently Asked Questions" })).toContainText("Cancelled");

  // a visitor: no notice before, the notice once it is on, none again once it is off
  const visitor = await browser.newPage();
  await visitor.goto("/360/faq");
  await expect(notice(visitor)).toHaveCount(0);
  await expect(async () => {
    await visitor.reload();
    await expect(notice(visitor)).toContainText(TEXT, { timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(async () => {
    await visitor.reload();
    await expect(notice(visitor)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await visitor.close();

  await page.reload();
  await expect(past.getByRole("row").filter({ hasText: "Site notice on" }).first()).toContainText("Done");
  await expect(past.getByRole("row").filter({ hasText: "Site notice off" }).first()).toContainText("Done");
});
