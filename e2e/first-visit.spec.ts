import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataDietInit, startCountingProxy } from "../scripts/first-visit.mjs";
import { FORBIDDEN } from "../web/build/precache-plan.mjs";
import { contentPagesAsked, expect, test, waitForWarmUp } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const KB = 1024;
const chunkModules = (): Record<string, string[]> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../web/dist/.vite/chunk-modules.json"), "utf8"));

/** Every URL the service worker keeps, in every cache. */
const cachedUrls = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    return out;
  });

const staffOnly = (files: string[]) => {
  const modules = chunkModules();
  return files.flatMap((file) =>
    (modules[file.replace(/^\//, "")] ?? []).flatMap((id) =>
      FORBIDDEN.filter((r) => r.pattern.test(id)).map((r) => `${r.label}: ${id}`),
    ),
  );
};

for (const diet of [false, true]) {
  test(`a first anonymous visit to /360${diet ? " on Save-Data" : ""} stays within 500 KB, warm-up included, and fetches or keeps no staff-only code`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // the bytes on the wire, counted by a TCP proxy in front of the site: page, service worker and warm-up alike
    const proxy = await startCountingProxy({ port: PORT });
    const context = await browser.newContext({
      serviceWorkers: "allow",
      ...(diet ? { extraHTTPHeaders: { "Save-Data": "on" } } : {}),
    });
    if (diet) await context.addInitScript(dataDietInit({ saveData: true, effectiveType: "2g" }));
    const requested: string[] = [];
    const contentRequests: string[][] = [];
    context.on("request", (r) => {
      requested.push(new URL(r.url()).pathname);
      const pages = contentPagesAsked(r);
      if (pages.length) contentRequests.push(pages);
    });
    const page = await context.newPage();
    try {
      await page.goto(`http://localhost:${proxy.port}/360`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await waitForWarmUp(page, 90_000);
      await expect(page.locator("html")).toHaveAttribute("data-warm", diet ? "diet" : "done");
      await page.waitForTimeout(1500);
      expect(proxy.counts.down).toBeLessThan(500 * KB);

      const cached = await cachedUrls(page);
      expect(cached.some((u) => u.startsWith("/assets/startup-"))).toBe(true);
      expect(staffOnly(cached)).toEqual([]);
      expect(staffOnly(requested)).toEqual([]);
      // on a data diet, nothing beyond the page itself and the agent directory is fetched ahead
      // the page came with its content; the warm-up reads the other pages' in one request, not one each
      const pagesRead = contentRequests.flat();
      if (diet) {
        expect(pagesRead.length).toBeLessThanOrEqual(3);
        expect(requested).not.toContain("/api/blog/public");
      } else {
        expect(pagesRead.length).toBeGreaterThan(10);
        expect(contentRequests.length).toBeLessThanOrEqual(3);
        expect(requested.filter((u) => u === "/api/cms/get-page-content-batch")).toHaveLength(1);
      }
      expect(requested).toContain("/api/cms/get-page-content-item-list");
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}
