import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test, waitForServiceWorker, waitForWarmUp } from "./fixtures";

// Issue 32: for a visitor, the static parts of a page the server rendered (section text, banners, the footer) stay
// the server's markup when the browser takes the page over (web/src/lib/Static.tsx); only the interactive parts are
// hydrated. Editors and pages from the device's copy render in full.

/** How many elements React took over: in the static parts, and on the whole page. */
function hydrated(page: Page) {
  return page.evaluate(() => {
    const isReacts = (e: Element) => Object.keys(e).some((k) => k.startsWith("__reactFiber$"));
    const inStatic = Array.from(document.querySelectorAll("[data-static] *"));
    return {
      staticParts: document.querySelectorAll("[data-static]").length,
      staticElements: inStatic.length,
      staticHydrated: inStatic.filter(isReacts).length,
      page: Array.from(document.querySelectorAll("#root *")).filter(isReacts).length,
    };
  });
}

/** Marks the document: a full page load loses the mark, a navigation in the application keeps it. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
const stayed = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

const tabs = (page: Page, name: string): Locator => page.getByRole("group", { name });

test("a visitor's page keeps its static parts as the server sent them, and everything on it still works", async ({ page }) => {
  await page.goto("/360/auto-insurance");
  const count = await hydrated(page);
  expect(count.staticParts).toBeGreaterThan(5);
  expect(count.staticElements).toBeGreaterThan(50);
  // none of the static parts' elements was taken over by React
  expect(count.staticHydrated).toBe(0);

  // tabs (a live section)
  const coverage = tabs(page, "Coverage types");
  const second = coverage.getByRole("radio").nth(1);
  const secondName = (await second.locator("xpath=..").innerText()).trim();
  await second.check();
  await expect(page.locator("#auto_coverage .radio-tab-panel h3")).toHaveText(secondName);

  // the header's menu (a phone's burger) and its search
  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await menu.click();
  await page.setViewportSize({ width: 1280, height: 800 });
  const field = page.getByRole("banner").getByLabel("Search the site", { exact: true });
  await field.click();
  await field.fill("roadside");
  await expect(page.getByRole("listbox", { name: "Search the site: suggestions" }).getByRole("option").first()).toBeVisible();
  await field.press("Escape");

  // a link inside a static part (the quote strip's button) goes through the router: no new page load
  await mark(page);
  await page.locator(".quote-strip [data-static] a").first().click();
  await expect(page).toHaveURL(/\/360\/start-a-quote$/);
  await expect(page.getByRole("group", { name: "What would you like a quote for?" })).toBeVisible();
  expect(await stayed(page)).toBe(true);
  // a page the application draws after a navigation is React's throughout
  expect((await hydrated(page)).staticHydrated).toBe((await hydrated(page)).staticElements);

  // a footer link (a static part on every page) too
  await mark(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page).toHaveURL(/\/360\/contact$/);
  expect(await stayed(page)).toBe(true);
  // the form on it works
  await page.getByLabel("First Name").fill("Sam");
  await expect(page.getByLabel("First Name")).toHaveValue("Sam");
});

test("a visitor's FAQ opens its questions, and a footer link of another page goes through the router", async ({ page }) => {
  await page.goto("/360/faq");
  const question = page.getByRole("button", { name: /hailstorm/ });
  const open = (await question.getAttribute("aria-expanded")) === "true";
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", open ? "false" : "true");

  await page.goto("/360/about-us");
  expect((await hydrated(page)).staticHydrated).toBe(0);
  await mark(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).first().click({ modifiers: [] });
  await expect(page).toHaveURL(/\/360\/contact$/);
  expect(await stayed(page)).toBe(true);
});

test("a post arrives kept as the server sent it; its related posts open through the router with their own text", async ({
  page,
}) => {
  await page.goto("/360/about/blog");
  // (other specs publish posts of their own: the demo's hail post may be past the list's first page)
  await page.getByLabel("Search posts").fill("Hail Season");
  await page.getByRole("link", { name: "Hail Season: Getting Ready Before the Storm" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hail Season: Getting Ready Before the Storm" })).toBeVisible();
  // arriving on the post itself: its article is the server's markup
  await page.reload();
  expect((await hydrated(page)).staticHydrated).toBe(0);
  const related = page
    .getByRole("region", { name: "Related posts" })
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .first();
  const title = (await related.innerText()).trim();
  await mark(page);
  await related.click();
  // the same route, another post: the article shows the new post, not the one it arrived with
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await stayed(page)).toBe(true);
});

test("an editor gets every section live, with its pencil", async ({ page }) => {
  await signIn(page, "editor3@example.com");
  await page.goto("/360/auto-insurance");
  await expect(page.locator("button.pencil").first()).toBeVisible();
  const count = await hydrated(page);
  expect(count.staticElements).toBeGreaterThan(50);
  expect(count.staticHydrated).toBe(count.staticElements);
  // each of the page's sections and its banner has its pencil
  const sections = await page.locator("main .product-section").count();
  expect(await page.locator("main .product-section button.pencil").count()).toBeGreaterThanOrEqual(sections);
  await expect(page.getByRole("button", { name: "Edit Header", exact: true })).toBeVisible();
});

test("a page from the device's copy (offline) renders in full, as offline navigations always have", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto("/360/auto-insurance");
  await waitForServiceWorker(page);
  await waitForWarmUp(page);
  // once more through the service worker, so the device keeps this page's copy
  await page.goto("/360/auto-insurance");
  expect((await hydrated(page)).staticHydrated).toBe(0);

  await context.setOffline(true);
  try {
    await page.goto("/360/auto-insurance");
    await expect(page.locator("html")).toHaveAttribute("data-from-device", "true");
    await expect(page.getByText("You are offline. Showing saved content.")).toBeVisible();
    // (the take-over is time-sliced: its parts are counted once it has finished)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect
      .poll(async () => {
        const count = await hydrated(page);
        return count.staticElements > 50 && count.staticHydrated === count.staticElements;
      })
      .toBe(true);
    // and it works as before: tabs, and a link to another page kept on the device
    const coverage = tabs(page, "Coverage types");
    await coverage.getByRole("radio").nth(1).check();
    await expect(coverage.getByRole("radio").nth(1)).toBeChecked();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL(/\/360\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a visitor's first paint draws no SVG as an image: the logo and the search button are the page's own drawing", async ({
  page,
}) => {
  // An <img> of an SVG, or an SVG in a style's image, is a document of its own the browser parses, lays out and paints
  // on the main thread in the page's first moments; on a slow phone that was the longest work around first paint.
  for (const path of ["/360", "/360/auto-insurance", "/360/contact"]) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const eagerSvgImages = Array.from(document.images)
        .filter((img) => img.loading !== "lazy" && /\.svg(\?|$)|^data:image\/svg/i.test(img.getAttribute("src") ?? ""))
        .map((img) => img.getAttribute("src"));
      const styledSvg: string[] = [];
      for (const el of Array.from(document.querySelectorAll(".site-header *, .site-header"))) {
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          for (const value of [style.backgroundImage, style.maskImage, style.getPropertyValue("-webkit-mask-image")])
            if (/svg/i.test(value ?? "")) styledSvg.push(`${el.className}${pseudo ?? ""}`);
        }
      }
      return { eagerSvgImages, styledSvg };
    });
    expect(found, path).toEqual({ eagerSvgImages: [], styledSvg: [] });
  }
  // the logo still names the way home, and the search button still says what it does
  await expect(page.getByRole("link", { name: "High Plains Mutual Insurance home" })).toBeVisible();
  await expect(page.getByRole("img", { name: "High Plains Mutual Insurance home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeAttached();
});

test("a first visit's service worker installs once the page is quiet or in use, not beside the take-over", async ({ page }) => {
  // when the page registered its service worker, and when the take-over committed (<html data-hydrated>)
  await page.addInitScript(() => {
    const seen = window as { registeredAt?: number; hydratedAt?: number };
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      seen.registeredAt ??= performance.now();
      return register.apply(this, args);
    };
    new MutationObserver(() => {
      if (document.documentElement?.dataset.hydrated) seen.hydratedAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/360");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const atTakeOver = await page.evaluate(() => {
    const seen = window as { registeredAt?: number; hydratedAt?: number };
    return { registeredAt: seen.registeredAt ?? null, hydratedAt: seen.hydratedAt ?? null };
  });
  expect(atTakeOver.hydratedAt).not.toBeNull();
  // not registered before the page was taken over (it was, beside React's work, on every first visit)
  if (atTakeOver.registeredAt !== null) expect(atTakeOver.registeredAt).toBeGreaterThan(atTakeOver.hydratedAt ?? 0);

  // the visitor's first move (a key) is reason enough: the worker installs and takes the page, for offline use
  await page.keyboard.press("Tab");
  await page.waitForFunction(() => (window as { registeredAt?: number }).registeredAt !== undefined);
  const after = await page.evaluate(() => {
    const seen = window as { registeredAt?: number; hydratedAt?: number };
    return { registeredAt: seen.registeredAt ?? 0, hydratedAt: seen.hydratedAt ?? 0 };
  });
  expect(after.registeredAt).toBeGreaterThan(after.hydratedAt);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
