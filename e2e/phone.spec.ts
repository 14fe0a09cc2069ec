import { expect, test } from "./fixtures";

test("on a 360 px phone the menu opens from a button and the page does not scroll sideways", async ({ page }) => {
  await page.goto("/360");
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  const menu = page.getByRole("banner").getByRole("button", { name: /menu/i });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: "Find an Agent" }).first()).toBeVisible();
});
