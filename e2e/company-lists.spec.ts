import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

interface ListCase {
  path: string;
  simple: { editor: string; field: string; value: string };
  list: {
    editor: string;
    group: string;
    fill: Record<string, string>;
    upload?: string;
    shown: string;
    saved: string;
    deleted: string;
    /** What proves the item is on the page after a reload, when it is not text (a linked image). */
    onPage?: string;
  };
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const CASES: ListCase[] = [
  {
    path: "/360/our-community",
    simple: { editor: "Edit Giving Back", field: "Title", value: "Neighbors helping neighbors" },
    list: {
      editor: "Edit Charities",
      group: "Charities",
      fill: { Link: "https://www.ruralhealthinfo.org/" },
      upload: "Image",
      shown: "https://www.ruralhealthinfo.org/",
      saved: "Content Saved",
      deleted: "Content Saved",
      onPage: 'a[href="https://www.ruralhealthinfo.org/"] img',
    },
  },
  {
    path: "/360/how-to-claim-file",
    simple: { editor: "Edit Claims Info", field: "Title", value: "Adjusters who live down the road" },
    list: {
      editor: "Edit Guidlines",
      group: "Guidelines",
      fill: { Title: "Get three bids", Description: "Compare at least three written bids before you choose." },
      shown: "Get three bids",
      saved: "Step Saved",
      deleted: "Step Deleted",
    },
  },
  {
    path: "/360/more",
    simple: { editor: "Edit Options", field: "Title", value: "Everything in one place" },
    list: {
      editor: "Edit",
      group: "Steps",
      fill: { Title: "Paperless billing" },
      shown: "Paperless billing",
      saved: "Step Saved!",
      deleted: "Step Deleted!",
    },
  },
  {
    path: "/360/TermsConditions",
    simple: { editor: "Edit Header", field: "Title", value: "Website Terms" },
    list: {
      editor: "Edit Sections",
      group: "Sections",
      fill: { Title: "Governing law", Description: "These terms are governed by the laws of Wyoming." },
      shown: "Governing law",
      saved: "Content Saved",
      deleted: "Content Saved",
    },
  },
  {
    path: "/360/PrivacyPolicy",
    simple: { editor: "Edit Header", field: "Title", value: "Your Privacy" },
    list: {
      editor: "Edit Sections",
      group: "Sections",
      fill: { Title: "Cookies", Description: "We use only the cookies needed to keep you signed in." },
      shown: "Cookies",
      saved: "Content Saved",
      deleted: "Content Saved",
    },
  },
];

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

async function rows(group: Locator) {
  return (await group.getByRole("row").count()) - 1;
}

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, "editor1@example.com");
});

test.afterAll(async () => {
  await page.close();
});

for (const c of CASES)
  test(`${c.path}: an editor edits a simple section and adds, moves and deletes a list item`, async () => {
    await page.goto(c.path);

    await page.getByRole("button", { name: c.simple.editor, exact: true }).click();
    const simple = page.getByRole("dialog", { name: c.simple.editor });
    await simple.getByLabel(c.simple.field, { exact: true }).first().fill(c.simple.value);
    await simple.getByRole("button", { name: "Submit" }).click();
    await expect(alert(page, "Content Saved")).toBeVisible();
    await expect(page.getByRole("heading", { name: c.simple.value, exact: true })).toBeVisible();

    await page.getByRole("button", { name: c.list.editor, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: c.list.editor });
    const group = dialog.getByRole("group", { name: c.list.group });
    const before = await rows(group);
    for (const [label, value] of Object.entries(c.list.fill)) await group.getByLabel(label, { exact: true }).fill(value);
    if (c.list.upload) {
      await group
        .getByLabel(c.list.upload, { exact: true })
        .setInputFiles({ name: "charity.png", mimeType: "image/png", buffer: PNG });
      await expect(
        group
          .getByRole("img", { name: /preview/i })
          .or(group.locator("img[src^='/uploads/']"))
          .first(),
      ).toBeVisible();
    }
    await group.getByRole("button", { name: "Add" }).click();
    await expect(alert(page, c.list.saved)).toBeVisible();
    await expect(group.getByRole("row", { name: new RegExp(`^${before + 1} ${c.list.shown}`) })).toBeVisible();

    await group.getByRole("button", { name: `Move item ${before + 1} up`, exact: true }).click();
    await expect(group.getByRole("row", { name: new RegExp(`^${before} ${c.list.shown}`) })).toBeVisible();
    await page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.ok());

    await group.getByRole("button", { name: "Delete item 1", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm" });
    await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(alert(page, c.list.deleted)).toBeVisible();
    await expect(group.getByRole("row", { name: new RegExp(`^${before - 1} ${c.list.shown}`) })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: c.simple.value, exact: true })).toBeVisible();
    if (c.list.onPage) await expect(page.locator(c.list.onPage).first()).toBeVisible();
    else await expect(page.getByText(c.list.shown, { exact: true }).first()).toBeAttached();
  });
