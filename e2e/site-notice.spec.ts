import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInByApi, test, waitForServiceWorker, waitForWarmUp } from "./fixtures";

/** Issue 30: the site notice at the top of every page (the portal, sibling sites, sign-in, offline too). */

const TEXT = "Hail claims: call 866-882-9871, open until 9 pm";
const LINK = { value: "How to file a claim", link: "/360/how-to-claim-file" };
// the main site, the landing portal, a sibling site, the sign-in page and a page of another kind
const PAGES = ["/360", "/", "/golf/register", "/login", "/360/faq"];

/** Saves the notice as an editor through the API (a save without `draft` is live at once). */
async function saveNotice(request: APIRequestContext, status: boolean, level = "information") {
  await signInByApi(request, "editor4@example.com", "Editor 4");
  const content = { status: { value: String(status) }, level: { value: level }, text: { value: TEXT }, link: LINK };
  const res = await request.post("/api/cms/add-new", {
    data: { client: "mwfbi", pageName: "360_Home", section: "Section_Site_Notice", content },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const notice = (page: Page) => page.getByRole("region", { name: "Site notice" });
/** The notice as the server's page has it (the page's inline data holds the text even while the notice is off). */
const IN_HTML = /<section class="site-notice site-notice-\w+" aria-label="Site notice"><p role="(status|alert)">([^<]*)</;

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ browser }) => {
  // later specs see no notice
  const context = await browser.newContext();
  await saveNotice(context.request, false);
  expect(await (await context.request.get("/360")).text()).not.toMatch(IN_HTML);
  await context.close();
});

test("a warning is in the page the server sends and at the top of every page: site, portal, sibling site, sign-in", async ({
  page,
  request,
}) => {
  await saveNotice(request, true, "warning");
  for (const path of PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html.match(IN_HTML)?.slice(1), `${path}: the server's page`).toEqual(["status", TEXT]);

    await page.goto(path);
    await expect(notice(page), path).toBeVisible();
    await expect(notice(page).getByRole("status"), path).toHaveText(`${TEXT}${LINK.value}`);
    await expect(notice(page).getByRole("link", { name: LINK.value })).toHaveAttribute("href", LINK.link);
    // a warning stays: only information can be dismissed
    await expect(notice(page).getByRole("button", { name: "Dismiss notice" })).toHaveCount(0);
    expect((await notice(page).boundingBox())?.y, `${path}: at the top`).toBe(0);
  }
  await expectNoSeriousA11yViolations(page);
});

test("an urgent notice is an alert; its colours pass the contrast check", async ({ page, request }) => {
  await saveNotice(request, true, "urgent");
  await page.goto("/360/about-us");
  await expect(notice(page).getByRole("alert")).toHaveText(`${TEXT}${LINK.value}`);
  await expect(notice(page).getByRole("button", { name: "Dismiss notice" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("information can be dismissed for the visit, at 360 px, with no hydration mismatch", async ({ page, browser, request }) => {
  await saveNotice(request, true, "information");
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/360");
  await expect(notice(page).getByRole("status")).toHaveText(`${TEXT}${LINK.value}`);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await notice(page).getByRole("button", { name: "Dismiss notice" }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.locator("#main")).toBeFocused();
  // the rest of the visit: other pages of the site, and a reload that brings the server's page with the notice in it
  await page.goto("/360/faq");
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(notice(page)).toHaveCount(0);
  expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);

  // another visit sees it again
  const other = await browser.newPage();
  await other.goto("/360/faq");
  await expect(notice(other).getByRole("status")).toHaveText(`${TEXT}${LINK.value}`);
  await other.close();
});

test("offline, the notice shows on the pages read from the device", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await saveNotice(request, true, "warning");
  await page.goto("/360");
  await waitForServiceWorker(page);
  await waitForWarmUp(page, 90_000);
  await context.setOffline(true);
  for (const path of ["/360/how-to-claim-file", "/360", "/", "/golf/register"]) {
    await page.goto(path);
    await expect(notice(page).getByRole("status"), path).toHaveText(`${TEXT}${LINK.value}`);
  }
  await context.setOffline(false);
});
