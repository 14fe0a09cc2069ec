import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./fixtures";

interface EditCase {
  path: string;
  editor: string;
  simple: string;
  title: string;
  list: string;
  item: Record<string, string>;
  image?: boolean;
  /** The first item's text, which the delete removes from the page. */
  first: string;
}

const CASES: EditCase[] = [
  {
    path: "/360/business-insurance",
    editor: "editor2@example.com",
    simple: "Edit Coverage Info",
    title: "Coverage for Main Street",
    list: "Edit Coverage Points",
    item: { Point: "Liquor liability" },
    first: "Equipment breakdown",
  },
  {
    path: "/360/home-insurance",
    editor: "editor3@example.com",
    simple: "Edit Renters Insurance Info",
    title: "Renting? You Are Covered Too",
    list: "Edit Discount Types",
    item: { Title: "Water Sensor", Description: "Leak sensors under sinks and water heaters earn a discount." },
    image: true,
    first: "Multi-Policy",
  },
  {
    path: "/360/annuities",
    editor: "editor2@example.com",
    simple: "Edit Annuity Info",
    title: "Annuities Explained",
    list: "Edit Annuity Types",
    item: {
      Title: "Variable Annuity",
      Description: "Growth tied to investment funds you choose.",
      Url: "https://example.com/variable",
    },
    first: "Fixed Annuity",
  },
  {
    path: "/360/life-insurance",
    editor: "editor3@example.com",
    simple: "Edit Insurance Info",
    title: "Why Life Insurance Matters",
    list: "Edit Coverage Options Details",
    item: {
      Title: "Final Expense",
      Description: "A small whole life policy that covers funeral costs.",
      "Link label": "ASK AN AGENT",
      Link: "/360/find-an-agent",
    },
    image: true,
    first: "Term Life",
  },
  {
    path: "/360/other-offerings",
    editor: "editor2@example.com",
    simple: "Edit Offerings Info",
    title: "Even More Ways We Help",
    list: "Edit Offering Cards",
    item: { Title: "Pet Health", Description: "Accident and illness coverage for dogs, cats and horses." },
    image: true,
    first: "Recreational Vehicles",
  },
];

async function expectSaved(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.request().method() === "POST");
  await action();
  expect((await response).status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: /^Content Saved$/ })).toBeVisible();
}

for (const c of CASES) {
  test(`${c.path}: an editor edits "${c.simple}" and "${c.list}"; a visitor sees the changes`, async ({ page, browser }) => {
    await signIn(page, c.editor);
    await page.goto(c.path);

    await page.getByRole("button", { name: c.simple, exact: true }).click();
    const simple = page.getByRole("dialog", { name: c.simple, exact: true });
    await simple.getByLabel("Title", { exact: true }).fill(c.title);
    await expectSaved(page, () => simple.getByRole("button", { name: "Submit" }).click());
    await expect(simple).toBeHidden();

    await page.getByRole("button", { name: c.list, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: c.list, exact: true });
    const rows = dialog.getByRole("row");
    const [firstLabel = "", firstValue = ""] = Object.entries(c.item)[0] ?? [];
    const lastBefore = ((await rows.last().locator("td").nth(1).textContent()) ?? "").trim();
    for (const [label, value] of Object.entries(c.item)) await dialog.getByLabel(label, { exact: true }).fill(value);
    if (c.image) {
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 90, g: 60, b: 30 } } })
        .png()
        .toBuffer();
      await dialog.getByLabel("Image", { exact: true }).setInputFiles({ name: "card.png", mimeType: "image/png", buffer: png });
      await expect(dialog.getByText("Image uploaded.")).toBeVisible();
    }
    await expectSaved(page, () => dialog.getByRole("button", { name: "Add" }).click());
    const last = (await rows.count()) - 1;
    await expect(rows.nth(last)).toContainText(firstValue);

    const edited = `${firstValue} Plus`;
    await dialog.getByRole("button", { name: `Edit item ${last}`, exact: true }).click();
    await dialog.getByLabel(firstLabel, { exact: true }).fill(edited);
    await expectSaved(page, () => dialog.getByRole("button", { name: "Save", exact: true }).click());
    await expectSaved(page, () => dialog.getByRole("button", { name: `Move item ${last} up`, exact: true }).click());
    await expect(rows.nth(last - 1)).toContainText(edited);

    await dialog.getByRole("button", { name: "Delete item 1", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm" });
    await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
    await expectSaved(page, () => confirm.getByRole("button", { name: "Delete" }).click());
    await expect(rows.filter({ hasText: c.first })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();

    const visitor = await browser.newPage();
    await visitor.goto(c.path);
    await expect(visitor.getByRole("heading", { name: c.title, exact: true })).toBeVisible();
    const text = (await visitor.getByRole("main").textContent()) ?? "";
    expect(text).toContain(edited);
    expect(text).not.toContain(c.first);
    expect(text.indexOf(edited)).toBeLessThan(text.lastIndexOf(lastBefore));
    await visitor.close();
  });
}
