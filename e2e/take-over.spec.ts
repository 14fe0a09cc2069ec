import type { Page } from "@playwright/test";
import { arrive, expect, isTakenOver, test } from "./fixtures";
import { receivedMail } from "./mail";

// Issue 32: a visitor's rendered page is taken over by the application only when the visitor reaches for it (a touch,
// a key, a scroll, a field taking focus) or once the page has been quiet a while (web/src/boot.ts, boot/quiet.ts);
// what the visitor did before then is not lost (web/src/boot/early-input.ts).

/** Holds the page's application modules (the ones the server lists for it) until `release` is called. */
async function holdModules(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const listed = /<meta name="hpm-modules" content="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
  expect(listed.length).toBeGreaterThan(1);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    (url) => listed.includes(url.pathname),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

test("a visitor's page left alone is taken over once it has been quiet, not at load", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await arrive(page, "/360/faq");
  const loadedAt = Date.now();
  // the application's modules are fetched after load (into the browser's cache), but nothing runs them yet
  await expect.poll(() => asked.some((p) => /\/assets\/react-/.test(p))).toBe(true);
  await page.waitForTimeout(1500);
  expect(await isTakenOver(page)).toBe(false);
  await expect.poll(() => isTakenOver(page), { timeout: 15_000 }).toBe(true);
  // (boot/quiet.ts: 3 s after load, and the browser idle)
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2900);
});

test("a key starts the take-over at once", async ({ page }) => {
  await arrive(page, "/360/about-us");
  expect(await isTakenOver(page)).toBe(false);
  const pressed = Date.now();
  await page.keyboard.press("Tab");
  await expect.poll(() => isTakenOver(page), { timeout: 5_000 }).toBe(true);
  expect(Date.now() - pressed).toBeLessThan(2900);
});

test("a tap on the menu or a question before the take-over opens it once the page is live", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdModules(page, "/360/faq");
  await arrive(page, "/360/faq");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  // held: nothing can open it yet, and the tap is not lost
  await page.waitForTimeout(300);
  expect(await isTakenOver(page)).toBe(false);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  // the tapped control shows it was taken and is waiting (a phone has no progress cursor)
  await expect(menu).toHaveAttribute("aria-busy", "true");
  expect(await menu.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.6");
  release();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(menu).not.toHaveAttribute("aria-busy");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  const second = await holdModules(page, "/360/faq");
  await arrive(page, "/360/faq");
  const question = page.getByRole("button", { name: /hailstorm/ });
  const open = (await question.getAttribute("aria-expanded")) === "true";
  await question.click();
  await page.waitForTimeout(300);
  expect(await isTakenOver(page)).toBe(false);
  second();
  await expect(question).toHaveAttribute("aria-expanded", open ? "false" : "true");
});

test("what a visitor types before the take-over is kept, and a send before it goes through the application", async ({ page }) => {
  const release = await holdModules(page, "/360/contact");
  await arrive(page, "/360/contact");
  await page.getByLabel("First Name").fill("Early");
  await page.getByLabel("Last Name").fill("Bird");
  await page.getByRole("textbox", { name: "Email" }).fill("early.bird@example.com");
  await page.getByRole("checkbox", { name: "Email" }).check();
  await page.getByLabel("Comment").fill("Typed before the page was live.");
  const selects = page.locator('.dynamic-form select[aria-required="true"]');
  for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 });
  const before = receivedMail().length;
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForTimeout(300);
  // not the browser's own post: the page is still the one the visitor filled in, not yet live
  expect(await isTakenOver(page)).toBe(false);
  await expect(page).toHaveURL(/\/360\/contact$/);
  await expect(page.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-busy", "true");
  release();
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog).toContainText("Thank you! Your message has been sent.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByLabel("Comment")).toHaveValue("");
  await expect.poll(() => receivedMail().slice(before).length, { timeout: 10_000 }).toBe(1);
  const mail = receivedMail().slice(before)[0]?.raw ?? "";
  expect(mail).toContain("Early");
  expect(mail).toContain("Typed before the page was live.");
  expect(mail).toContain("Preferred Contact Method: Email");
});
