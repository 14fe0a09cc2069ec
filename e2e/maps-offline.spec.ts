import type { Page } from "@playwright/test";
import { expect, test, waitForServiceWorker } from "./fixtures";

const townLabel = (page: Page, town: string) => page.locator(".map-label", { hasText: new RegExp(`^${town}$`) });

async function openContactMap(page: Page) {
  await page.goto("/360/contact");
  const map = page.getByRole("region", { name: "Map of our office" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole("img", { name: "Our office" })).toBeVisible({ timeout: 20_000 });
  return map;
}

test("the contact map shows town labels offline", async ({ page, context }) => {
  await page.goto("/360/contact");
  await waitForServiceWorker(page);
  await openContactMap(page);
  await expect(townLabel(page, "Laramie")).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  const map = await openContactMap(page);
  // the office in Laramie (Section_1's lat/lng): its town is named, and the basemap is drawn
  await expect(townLabel(page, "Laramie")).toBeVisible({ timeout: 20_000 });
  await expect(map.locator("canvas")).toBeVisible();
  await context.setOffline(false);
});

test("an agent's profile map names the towns around the office", async ({ page }) => {
  await page.goto("/360/find-an-agent");
  const first = page.getByRole("region", { name: "Agents" }).getByRole("listitem").first().getByRole("heading", { level: 3 });
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const slot = page.getByRole("region", { name: "Office location map" });
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.getByRole("button", { name: /^Agent / })).toBeVisible({ timeout: 20_000 });
  await expect(slot.locator(".map-label").first()).toBeVisible();
});

test("a configured map style is used online, and the offline basemap when it cannot load", async ({ page, context }) => {
  // what the server adds to every page when MAP_STYLE_URL is set (api/src/plugins/web.ts)
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const meta = document.createElement("meta");
      meta.name = "hpm-map-style";
      meta.content = "/e2e-map/style.json";
      document.head.append(meta);
    });
  });
  let styleServed = 0;
  await context.route("**/e2e-map/style.json", (route) => {
    styleServed += 1;
    return route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        version: 8,
        sources: {},
        layers: [{ id: "background", type: "background", paint: { "background-color": "#d9e4f5" } }],
      }),
    });
  });
  await openContactMap(page);
  await expect.poll(() => styleServed).toBeGreaterThan(0);
  // the configured style draws its own names: none of the offline basemap's
  await page.waitForTimeout(1000);
  await expect(page.locator(".map-label")).toHaveCount(0);

  await context.unroute("**/e2e-map/style.json");
  await context.route("**/e2e-map/style.json", (route) => route.abort("internetdisconnected"));
  await openContactMap(page);
  await expect(townLabel(page, "Laramie")).toBeVisible({ timeout: 20_000 });
});
