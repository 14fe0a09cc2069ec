import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

/** Every pencil's name; each must belong to exactly one button on the page. */
async function pencilNames(page: Page, atLeast: number): Promise<string[]> {
  const pencils = page.locator("button.pencil");
  await expect.poll(() => pencils.count()).toBeGreaterThanOrEqual(atLeast);
  const names = await pencils.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  for (const name of names) {
    expect(name).toMatch(/^Edit \S/);
    await expect(page.getByRole("button", { name, exact: true }), name).toHaveCount(1);
  }
  expect(new Set(names).size).toBe(names.length);
  return names;
}

async function expectLabelInView(page: Page, label: Locator): Promise<void> {
  const box = await label.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThan(30);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test("every pencil on a page says what it edits, uniquely, and shows it on keyboard focus and on hover", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "editor3@example.com");

  // the contact page: the banner's, the page's own, the form builder's two and the footer's two
  await page.goto("/360/contact");
  const names = await pencilNames(page, 7);
  expect(names).toEqual(
    expect.arrayContaining([
      "Edit Header",
      "Edit Contact Details",
      "Edit form fields",
      "Edit notification e-mails",
      "Edit Footer Navigation",
      "Edit Footer",
    ]),
  );
  await expectNoSeriousA11yViolations(page);

  for (const name of names) {
    const pencil = page.getByRole("button", { name, exact: true });
    const label = pencil.locator(".pencil-label");
    await expect(label).toBeHidden();
    // reach it with the keyboard (Shift+Tab, Tab), as focus from a click or a script may not show a focus ring
    await pencil.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(pencil).toBeFocused();
    await expect(label).toBeVisible();
    await expect(label).toHaveText(name);
    await expectLabelInView(page, label);
    await expect(page.locator(".pencil-label:visible")).toHaveCount(1);
  }
  await page.keyboard.press("Shift+Tab");
  await expect(page.locator(".pencil-label:visible")).toHaveCount(0);

  const contact = page.getByRole("button", { name: "Edit Contact Details", exact: true });
  await contact.hover();
  await expect(contact.locator(".pencil-label")).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(contact.locator(".pencil-label")).toBeHidden();

  // AndMore's first dialog is titled "Edit" (spec/2); its pencil says what it edits
  await page.goto("/360/more");
  const more = await pencilNames(page, 5);
  expect(more).toContain("Edit Account Tool");
  await page.getByRole("button", { name: "Edit Account Tool", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Edit", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // the auto page's fifteen, and a label that stays on a 360 px screen
  await page.goto("/360/auto-insurance");
  expect((await pencilNames(page, 15)).length).toBeGreaterThanOrEqual(15);
  await page.setViewportSize({ width: 360, height: 740 });
  const roadside = page.getByRole("button", { name: "Edit Emergency Roadside Service", exact: true });
  await roadside.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(roadside.locator(".pencil-label")).toBeVisible();
  await expectLabelInView(page, roadside.locator(".pencil-label"));
});

test("a visitor sees no pencils and no pencil labels", async ({ page }) => {
  await page.goto("/360/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("button.pencil, .pencil-label")).toHaveCount(0);
});
