import { SIBLING_MENUS } from "@hpm/contracts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

test("every sibling-site menu link opens a page that renders", async ({ page }) => {
  for (const menu of SIBLING_MENUS)
    for (const link of menu.links) {
      const res = await page.goto(link.path);
      expect(res?.status(), link.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), link.path).toBeVisible();
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: menu.label }).getByRole("link", { name: link.label })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText(`The ${menu.label} pages are being refreshed.`)).toBeVisible();
    }
  await page.goto("/golf/register");
  await expectNoSeriousA11yViolations(page);
});

test("the sibling menus navigate within the site", async ({ page }) => {
  await page.goto("/meeting");
  await page.getByRole("navigation", { name: "Annual Meeting" }).getByRole("link", { name: "Awards" }).click();
  await expect(page).toHaveURL(/\/meeting\/awards$/);
  await expect(page.getByRole("heading", { level: 1, name: "Awards" })).toBeVisible();
});

test("an editor changes a sibling page's banner title and rich body; other sites keep theirs", async ({ page, browser }) => {
  await signIn(page, "editor6@example.com");
  await page.goto("/golf/sponsers");
  await expect(page.getByRole("heading", { level: 1, name: "Sponsors" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Header" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Header" });
  await dialog.getByLabel("Title", { exact: true }).fill("Our 2025 Sponsors");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Our 2025 Sponsors" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Page Body" }).click();
  const body = page.getByRole("dialog", { name: "Edit Page Body" });
  await body
    .getByLabel("Body (HTML)")
    .fill(
      '<h2>Gold sponsors</h2><p>Thank you to <strong>Prairie Feed</strong>.</p><img src=x onerror="window.pwned=1"><a href="javascript:alert(1)">x</a>',
    );
  await expect(body.getByRole("region", { name: "Body preview" }).getByRole("heading", { name: "Gold sponsors" })).toBeVisible();
  await body.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Our 2025 Sponsors" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Gold sponsors" })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await page.locator("main").innerHTML()).not.toMatch(/onerror|javascript:/);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto("/golf/sponsers");
  await expect(anon.getByRole("heading", { level: 1, name: "Our 2025 Sponsors" })).toBeVisible();
  await expect(anon.getByRole("button", { name: "Edit Header" })).toHaveCount(0);
  await anon.goto("/golf/contact");
  await expect(anon.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await visitor.close();
});
