import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, signInByApi, test } from "./fixtures";

// What visitors, agents and editors see at a glance: banner text readable on its picture, the header on one line,
// the sign-in page there before the application runs, focus on the first error, a submit on the agent search.

const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text's colour against the pixels behind it: the element's box is photographed with its text made transparent,
 * and the worst pixel (the one closest in luminance to the text, past the 2 % most extreme) decides.
 */
async function worstContrast(page: Page, text: Locator): Promise<number> {
  await text.scrollIntoViewIfNeeded();
  const color = await text.evaluate((el) => getComputedStyle(el).color);
  const rgb = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const box = await text.boundingBox();
  if (!box) throw new Error("no box");
  await text.evaluate((el) => {
    (el as HTMLElement).style.setProperty("color", "transparent", "important");
    (el as HTMLElement).style.setProperty("text-shadow", "none", "important");
  });
  const shot = await page.screenshot({ clip: box, animations: "disabled" });
  await text.evaluate((el) => (el as HTMLElement).style.removeProperty("color"));
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const textL = luminance(rgb);
  const ratios: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    ratios.push(contrast(textL, luminance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0])));
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.02)] ?? 0;
}

async function expectBannerTextReadable(page: Page) {
  const texts = page.locator(".banner-body, .blog-hero").locator(":is(h1, h2, h3, .banner-sub, .banner-tag, .blog-hero-sub)");
  await expect(texts.first()).toBeVisible();
  for (const text of await texts.all()) {
    if (!(await text.isVisible())) continue;
    const label = (await text.textContent())?.trim().slice(0, 40);
    expect(await worstContrast(page, text), `contrast of "${label}"`).toBeGreaterThanOrEqual(4.5);
  }
}

test.describe("banner text is readable on its picture", () => {
  for (const path of ["/360", "/360/auto-insurance", "/360/about-us", "/360/about/blog", "/360/faq"]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectBannerTextReadable(page);
    });
  }

  test("on the agent hub, whose banner heading is an h2", async ({ page }) => {
    await signIn(page, "agent@example.com");
    await page.goto("/360/agent-hub");
    await expect(page.locator(".banner-body h2")).toBeVisible();
    await expectBannerTextReadable(page);
  });
});

test("a signed-in editor's page arrives with their name, the hub and Logout; a visitor's never does", async ({
  page,
  browser,
}) => {
  await signIn(page, "editor1@example.com");
  const html = await (await page.request.get("/360/faq")).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  expect(header).toContain("Editor 1");
  expect(header).toMatch(/>Logout</);
  expect(header).toMatch(/>360 Hub</);

  const visitor = await browser.newContext();
  const anonymous = await (await visitor.request.get("/360/faq")).text();
  expect(anonymous).not.toContain("Editor 1");
  expect(anonymous).toMatch(/>Login</);
  await visitor.close();

  // the first paint is already right: no "Login" between the server's page and the application's
  const seen: string[] = [];
  await page.exposeFunction("hpmHeaderSeen", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const header = document.querySelector("header");
      if (header) (window as unknown as { hpmHeaderSeen(t: string): void }).hpmHeaderSeen(header.textContent ?? "");
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/360/faq");
  await expect(page.getByRole("banner")).toContainText("Editor 1");
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((t) => /Login/.test(t) && !/Logout/.test(t))).toEqual([]);
});

test("the sign-in page arrives with its heading, text and button, before the application runs", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(html).toContain("Agents and staff sign in with their company account.");
  expect(html).toMatch(/<button[^>]*>Login<\/button>/);
});

test("the contact form takes the reader to its first error", async ({ page }) => {
  await page.goto("/360/contact");
  await page.getByRole("button", { name: "Submit" }).click();
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-invalid", "true");
  const described = await focused.getAttribute("aria-describedby");
  expect(described).toBeTruthy();
  await expect(page.locator(`[id="${described}"]`)).not.toBeEmpty();
});

test("the agent search has a submit button that settles a typed town and moves to the results", async ({ page }) => {
  await page.goto("/360/find-an-agent");
  const form = page.getByRole("form", { name: "Search agents" });
  await form.getByRole("combobox", { name: "City or ZIP code" }).fill("Gillette");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Agents", exact: true })).toBeFocused();
  await expect(page.getByText(/Agents in or near Gillette/)).toBeVisible();
});

test.describe("the header on one line, signed in as an editor", () => {
  for (const width of [1280, 1366]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // a real name is longer than the demo's "Editor 1"
      expect((await signInByApi(page.request, "editor1@example.com", "Jacqueline Montgomery-Whitfield")).ok()).toBe(true);
      await page.goto("/360/faq");
      await expect(page.getByRole("banner")).toContainText("Jacqueline");
      const items = page.getByRole("navigation", { name: "Main" }).locator(".nav-list > li");
      const boxes = await items.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
      );
      const lineTop = Math.max(...boxes.map((b) => b.top));
      const lineBottom = Math.min(...boxes.map((b) => b.bottom));
      // on one line, every item overlaps every other vertically
      expect(lineTop, `the header's items: ${JSON.stringify(boxes)}`).toBeLessThan(lineBottom);
      // and no label breaks onto a second line: each shown text's line boxes
      const wrapped = await items.evaluateAll((els) =>
        els.flatMap((el) => {
          const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const broken: string[] = [];
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const rects = Array.from(range.getClientRects()).filter((r) => r.width > 1 && r.height > 1);
            if (new Set(rects.map((r) => Math.round(r.top))).size > 1) broken.push(node.textContent ?? "");
          }
          return broken;
        }),
      );
      expect(wrapped, "labels on more than one line").toEqual([]);
    });
  }

  test("below 1280 px it folds into the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1279, height: 800 });
    await signIn(page, "editor1@example.com");
    await page.goto("/360/faq");
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

// pa11y's checker (HTML_CodeSniffer, WCAG 2 AA, errors only), beside axe-core which the other specs run
const HTMLCS = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        htmlcs.process("WCAG2AA", document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg} (${m.element.outerHTML.slice(0, 120)})`),
          ),
        );
      }),
  );
}

interface HtmlCodeSniffer {
  process(standard: string, element: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

test.describe("HTML_CodeSniffer (pa11y) finds no errors", () => {
  // the checker is injected as a script of the test's, which the site's CSP would rightly refuse
  test.use({ bypassCSP: true });
  for (const path of [
    "/360",
    "/360/find-an-agent",
    "/360/contact",
    "/360/start-a-quote",
    "/360/auto-insurance",
    "/360/faq",
    "/login",
  ]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await codeSnifferErrors(page)).toEqual([]);
    });
  }
});
