import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { contentPagesAsked, expect, signIn, test, waitForWarmUp } from "./fixtures";

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

async function expectSaved(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.request().method() === "POST");
  await action();
  expect((await response).status()).toBe(200);
  await expect(alert(page, "Content Saved")).toBeVisible();
}

async function confirmDelete(dialog: Locator, page: Page, row: number) {
  await dialog.getByRole("button", { name: `Delete item ${row}`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm" });
  await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
}

const png = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

test.describe("product page layouts", () => {
  test("grids show three cards a row on desktop and one a row on a phone; checklists split into columns", async ({ page }) => {
    await page.goto("/360/business-insurance");
    const cards = page.getByRole("list", { name: "Business insurance discounts" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const tops = async () => Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())?.y ?? -1));
    let [a, b, c, d] = await tops();
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(d).toBeGreaterThan(a ?? 0);
    await expect(page.locator("#optional_coverage .checklist-column")).toHaveCount(2);
    await expect(page.locator("#optional_coverage .checklist-column").first().getByRole("listitem")).toHaveCount(5);

    await page.goto("/360/farm-&-ranch-insurance");
    await expect(page.locator("#farm_optional_coverage .checklist-column")).toHaveCount(2);
    await expect(page.locator("#farm_optional_coverage .checklist-column").first().getByRole("listitem")).toHaveCount(6);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/360/business-insurance");
    [a, b, c] = await tops();
    expect(b).toBeGreaterThan(a ?? 0);
    expect(c).toBeGreaterThan(b ?? 0);
  });

  test("Farm & Ranch opens on its second tab and a tab switch shows that tab's description and example", async ({ page }) => {
    await page.goto("/360/farm-&-ranch-insurance");
    const tabs = page.getByRole("group", { name: "Farm and ranch coverage types" });
    await expect(tabs.getByRole("radio")).toHaveCount(4);
    await expect(tabs.getByRole("radio", { name: "Farm Property" })).toBeChecked();
    const panel = page.locator("#farm_coverage .radio-tab-panel");
    await expect(panel.getByRole("heading", { name: "Farm Property" })).toBeVisible();
    await expect(panel).toContainText("Lightning strikes the stackyard");

    await tabs.getByRole("radio", { name: "Dwelling" }).check();
    await expect(panel.getByRole("heading", { name: "Dwelling" })).toBeVisible();
    await expect(panel).toContainText("Protects your farmhouse and the belongings in it");
    await expect(panel).toContainText("Example: A grass fire jumps the county road");
    await expect(panel).not.toContainText("stackyard");

    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("radio", { name: "Farm Property" })).toBeChecked();

    await page.goto("/360/auto-insurance");
    await expect(
      page.getByRole("group", { name: "Coverage types", exact: true }).getByRole("radio", { name: "Liability" }),
    ).toBeChecked();
  });

  test("anchors from other pages land on their sections; Home's pay buttons open Account Details", async ({ page }) => {
    await page.goto("/360");
    await page.getByRole("link", { name: "SEE HOME DISCOUNTS" }).click();
    await expect(page).toHaveURL(/\/360\/home-insurance#home_discounts$/);
    await expect(page.getByRole("heading", { name: "Home insurance discounts" })).toBeInViewport();

    await page.goto("/360/auto-insurance#roadside_service");
    await expect(page.getByRole("heading", { name: "Emergency Roadside Service" })).toBeInViewport();

    await page.goto("/360");
    await page.getByRole("button", { name: "QUICK PAY" }).click();
    const account = page.getByRole("dialog", { name: "Account Details" });
    await expect(account).toBeVisible();
    await account.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "PAY MY BILL" }).click();
    await expect(account).toBeVisible();
  });
});

test.describe("editing product pages", () => {
  test("Auto: an editor edits a simple section and a list section; a visitor sees the changes", async ({ page, browser }) => {
    await signIn(page, "editor6@example.com");
    await page.goto("/360/auto-insurance");

    await page.getByRole("button", { name: "Edit Emergency Roadside Service", exact: true }).click();
    const simple = page.getByRole("dialog", { name: "Edit Emergency Roadside Service", exact: true });
    await simple.getByLabel("Title", { exact: true }).fill("");
    await simple.getByLabel("Roadside phone", { exact: true }).fill("");
    await simple.getByRole("button", { name: "Submit" }).click();
    await expect(simple.getByText("Please enter title!")).toBeVisible();
    await simple.getByLabel("Title", { exact: true }).fill("Roadside Help, Day or Night");
    await simple.getByRole("button", { name: "Submit" }).click();
    await expect(simple.getByText("Please enter contact!")).toBeVisible();
    await simple.getByLabel("Roadside phone", { exact: true }).fill("1-800-555-0123");
    await expectSaved(page, () => simple.getByRole("button", { name: "Submit" }).click());
    await expect(simple).toBeHidden();
    await expect(page.getByRole("heading", { name: "Roadside Help, Day or Night" })).toBeVisible();

    await page.getByRole("button", { name: "Edit Premier Type", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Premier Type", exact: true });
    const rows = dialog.getByRole("row");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter title", { exact: true })).toBeVisible();
    await dialog.getByLabel("Title", { exact: true }).fill("Towing Plus");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter description", { exact: true })).toBeVisible();
    await dialog.getByLabel("Description", { exact: true }).fill("Towing to the repair shop of your choice within 50 miles.");
    await expectSaved(page, () => dialog.getByRole("button", { name: "Add" }).click());
    await expect(rows.filter({ hasText: "Towing Plus" })).toHaveCount(1);
    const last = (await rows.count()) - 1;

    // the item's form opens where the editor is looking, with one primary action; Cancel goes back to its Edit button
    const editButton = dialog.getByRole("button", { name: `Edit item ${last}`, exact: true });
    await editButton.click();
    const itemForm = dialog.getByRole("group", { name: `Edit item ${last}`, exact: true });
    await expect(itemForm.getByLabel("Title", { exact: true })).toBeFocused();
    await expect(itemForm.getByLabel("Title", { exact: true })).toBeInViewport();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeHidden();
    await itemForm.getByRole("button", { name: "Cancel" }).click();
    await expect(editButton).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeVisible();
    await editButton.click();
    await dialog.getByLabel("Title", { exact: true }).fill("Towing Plus Coverage");
    await expectSaved(page, () => dialog.getByRole("button", { name: "Save", exact: true }).click());
    await expect(rows.nth(last)).toContainText("Towing Plus Coverage");
    await expect(editButton).toBeFocused();

    await expectSaved(page, () => dialog.getByRole("button", { name: `Move item ${last} up`, exact: true }).click());
    await expect(rows.nth(last - 1)).toContainText("Towing Plus Coverage");

    await expect(rows.filter({ hasText: "Personal Property" })).toHaveCount(1);
    await expectSaved(page, () => confirmDelete(dialog, page, 1));
    await expect(rows.filter({ hasText: "Personal Property" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();

    const visitor = await browser.newPage();
    await visitor.goto("/360/auto-insurance");
    await expect(visitor.getByRole("heading", { name: "Roadside Help, Day or Night" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "1-800-555-0123" })).toHaveAttribute("href", "tel:18005550123");
    const premier = visitor.locator("#premier_auto .feature-list h3");
    const titles = await premier.allTextContents();
    expect(titles).not.toContain("Personal Property");
    expect(titles.indexOf("Towing Plus Coverage")).toBe(titles.length - 2);
    await expect(visitor.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await visitor.close();
  });

  test("Farm & Ranch: simple section and discount cards with image upload; a visitor sees the changes", async ({
    page,
    browser,
  }) => {
    await signIn(page, "editor7@example.com");
    await page.goto("/360/farm-&-ranch-insurance");

    await page.getByRole("button", { name: "Edit Discount Title", exact: true }).click();
    const simple = page.getByRole("dialog", { name: "Edit Discount Title", exact: true });
    await simple.getByLabel("Title", { exact: true }).fill("Ways to Save on Your Operation");
    await expectSaved(page, () => simple.getByRole("button", { name: "Submit" }).click());
    await expect(page.getByRole("heading", { name: "Ways to Save on Your Operation" })).toBeVisible();

    await page.getByRole("button", { name: "Edit Discount Types", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Discount Types", exact: true });
    const rows = dialog.getByRole("row");
    await dialog.getByLabel("Title", { exact: true }).fill("Grain Bin Safety");
    await dialog.getByLabel("Description", { exact: true }).fill("x".repeat(30));
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter description of at least 40 characters!")).toBeVisible();
    await dialog.getByLabel("Description", { exact: true }).fill("Bin entry training for your crew earns a safety discount.");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please upload image!")).toBeVisible();

    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    await dialog.getByLabel("Image", { exact: true }).setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: gif });
    await expect(dialog.getByText("Please upload a JPEG or PNG image.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please upload image!")).toBeVisible();

    await dialog
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "bin.png", mimeType: "image/png", buffer: await png() });
    await expect(dialog.getByText("Image uploaded.")).toBeVisible();
    await expectSaved(page, () => dialog.getByRole("button", { name: "Add" }).click());
    await expect(rows.filter({ hasText: "Grain Bin Safety" })).toHaveCount(1);
    const last = (await rows.count()) - 1;

    await dialog.getByRole("button", { name: `Edit item ${last}`, exact: true }).click();
    await dialog.getByLabel("Title", { exact: true }).fill("Grain Bin Safety Training");
    await expectSaved(page, () => dialog.getByRole("button", { name: "Save", exact: true }).click());
    await expectSaved(page, () => dialog.getByRole("button", { name: `Move item ${last} up`, exact: true }).click());
    await expect(rows.nth(last - 1)).toContainText("Grain Bin Safety Training");
    await expectSaved(page, () => confirmDelete(dialog, page, 1));
    await expect(rows.filter({ hasText: "Multi-Policy" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();

    const visitor = await browser.newPage();
    await visitor.goto("/360/farm-&-ranch-insurance");
    await expect(visitor.getByRole("heading", { name: "Ways to Save on Your Operation" })).toBeVisible();
    const grid = visitor.getByRole("list", { name: "Farm and ranch discounts" });
    const card = grid.getByRole("listitem").filter({ hasText: "Grain Bin Safety Training" });
    await expect(card.locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{24}-\d+\.webp$/);
    const titles = await grid.getByRole("heading").allTextContents();
    expect(titles).not.toContain("Multi-Policy");
    expect(titles.indexOf("Grain Bin Safety Training")).toBe(titles.length - 2);
    await visitor.close();
  });

  test("Home: the product list stays in the editor until Submit saves the section", async ({ page, browser }) => {
    await signIn(page, "editor8@example.com");
    await page.goto("/360");
    await page.getByRole("button", { name: "Edit Products", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Products", exact: true });
    let posts = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/cms/add-new")) posts += 1;
    });
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter a product title")).toBeVisible();
    await dialog.getByLabel("Product Title", { exact: true }).fill("Life");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter a icon name")).toBeVisible();
    await dialog
      .getByLabel("Image Name", { exact: true })
      .setInputFiles({ name: "life.png", mimeType: "image/png", buffer: await png() });
    await expect(dialog.getByText("Image uploaded.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Please enter a redirection url")).toBeVisible();
    await dialog.getByLabel("Redirect").fill("/360/life-insurance");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByRole("row").filter({ hasText: "Life" })).toHaveCount(1);
    await dialog.getByRole("button", { name: "Move item 5 up" }).click();
    await page.waitForTimeout(2500);
    expect(posts).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await expect(page.getByRole("link", { name: "Life", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Products", exact: true }).click();
    await dialog.getByLabel("Title", { exact: true }).fill("Everything we protect");
    await dialog.getByLabel("Product Title", { exact: true }).fill("Life");
    await dialog
      .getByLabel("Image Name", { exact: true })
      .setInputFiles({ name: "life.png", mimeType: "image/png", buffer: await png() });
    await expect(dialog.getByText("Image uploaded.")).toBeVisible();
    await dialog.getByLabel("Redirect").fill("/360/life-insurance");
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByLabel("Title", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please enter title!")).toBeVisible();
    await dialog.getByLabel("Title", { exact: true }).fill("Everything we protect");
    expect(posts).toBe(0);
    await expectSaved(page, () => dialog.getByRole("button", { name: "Submit" }).click());

    const visitor = await browser.newPage();
    await visitor.goto("/360");
    await expect(visitor.getByRole("heading", { name: "Everything we protect" })).toBeVisible();
    await visitor.getByRole("link", { name: "Life", exact: true }).click();
    await expect(visitor).toHaveURL(/\/360\/life-insurance$/);
    await visitor.close();
  });
});

test("a product page never visited opens offline, with stored content, after one visit to Home", async ({ page, browser }) => {
  const editor = await browser.newPage();
  await signIn(editor, "editor6@example.com");
  await editor.goto("/360/annuities");
  await editor.getByRole("button", { name: "Edit Annuity Info", exact: true }).click();
  const dialog = editor.getByRole("dialog", { name: "Edit Annuity Info", exact: true });
  await dialog.getByLabel("Title", { exact: true }).fill("Income You Cannot Outlive");
  await expectSaved(editor, () => dialog.getByRole("button", { name: "Submit" }).click());
  await editor.close();

  const warmed = page.waitForResponse((r) => contentPagesAsked(r.request()).includes("Annuities"));
  await page.goto("/360");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await warmed;
  await waitForWarmUp(page);

  await page.context().setOffline(true);
  await page.goto("/360/annuities");
  await expect(page.getByRole("heading", { name: "Income You Cannot Outlive" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Annuity types" }).getByRole("radio")).toHaveCount(4);
  await page.goto("/360/farm-&-ranch-insurance");
  await expect(page.getByRole("heading", { name: "Coverage for the whole operation" })).toBeVisible();
  await page.context().setOffline(false);
});
