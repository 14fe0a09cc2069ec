import { expect, test, waitForServiceWorker, waitForWarmUp } from "./fixtures";

test("after a first visit, /360 renders offline with header, footer and page", async ({ page, context }) => {
  await page.goto("/360");
  await waitForServiceWorker(page);
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Tools" })).toBeVisible();
  await waitForWarmUp(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Tools" })).toBeVisible();
  await expect(page.getByText("You are offline. Showing saved content.")).toBeVisible();
  await context.setOffline(false);
});
