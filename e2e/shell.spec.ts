import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("the landing portal links to the sites", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("High Plains");
  for (const href of ["/mwfbi", "/golf", "/sales-marketing", "/store"])
    await expect(page.locator(`a[href="${href}"], a[href="${href}/"]`).first()).toBeVisible();
});

test("/360, /mwfbi and /main show the Home page", async ({ page }, testInfo) => {
  for (const path of ["/360", "/mwfbi", "/main"]) {
    await page.goto(path);
    if (testInfo.project.name === "phone") await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the header's links open their pages in place, load them ahead on hover and mark the current one", async ({
  page,
}, testInfo) => {
  await page.goto("/360");
  const banner = page.getByRole("banner");
  const openMenu = async () => {
    if (testInfo.project.name === "phone") await banner.getByRole("button", { name: /menu/i }).click();
  };
  // a marker on the window survives only a navigation inside the application
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await openMenu();
  const findAgent = banner.getByRole("link", { name: "Find an Agent" });
  await expect(findAgent).not.toHaveAttribute("aria-current", "page");
  if (testInfo.project.name !== "phone") {
    // the page's code is fetched when the pointer comes to its link, before the click
    const ahead = page.waitForRequest((r) => /\/assets\/FindAnAgentPage-[\w-]+\.js$/.test(r.url()));
    await findAgent.hover();
    await ahead;
  }
  await findAgent.click();
  await expect(page).toHaveURL(/\/360\/find-an-agent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find an Agent" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await openMenu();
  await expect(banner.getByRole("link", { name: "Find an Agent" })).toHaveAttribute("aria-current", "page");
  await expect(banner.locator('[aria-current="page"]')).toHaveCount(1);
  // an item of a menu goes there too
  await banner.getByRole("button", { name: "Insurance" }).click();
  await banner.getByRole("link", { name: "Auto", exact: true }).click();
  await expect(page).toHaveURL(/\/360\/auto-insurance$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("/mwfbi/faq shows the FAQ route and an unknown path the not-found page", async ({ page }) => {
  await page.goto("/360/faq");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toBeVisible();
  await expect(h1).not.toHaveText("Page not found");
  const faqTitle = await h1.innerText();
  await page.goto("/mwfbi/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faqTitle);
  const res = await page.goto("/360/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("admin-only routes exist only for admins", async ({ page }) => {
  await page.goto("/360/blog-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("no serious or critical accessibility violations on /, /360 and /login", async ({ page }) => {
  for (const path of ["/", "/360", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
