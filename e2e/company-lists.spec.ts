import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

interface ListCase {
  path: string;
  simple: { editor: string; field: string; value: string; saved?: string };
  list: {
    editor: string;
    /** The pencil's name, when it is not the dialog's title. */
    pencil?: string;
    group: string;
    fill: Record<string, string>;
    upload?: string;
    shown: string;
    /** The edit step: a field of the new item changed, and what its row then shows. */
    edit: { field: string; value: string };
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
      edit: { field: "Link", value: "https://www.ruralhealthinfo.org/topics/" },
      saved: "Content Saved",
      deleted: "Content Saved",
      onPage: 'a[href="https://www.ruralhealthinfo.org/topics/"] img',
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
      edit: { field: "Title", value: "Get three written bids" },
      saved: "Step Saved",
      deleted: "Step Deleted",
    },
  },
  {
    path: "/360/more",
    simple: { editor: "Edit Options", field: "Title", value: "Everything in one place", saved: "Content Saved!" },
    list: {
      editor: "Edit",
      pencil: "Edit Account Tool",
      group: "Steps",
      fill: { Title: "Paperless billing" },
      shown: "Paperless billing",
      edit: { field: "Title", value: "Paperless billing and reminders" },
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
      edit: { field: "Title", value: "Governing law and venue" },
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
      edit: { field: "Title", value: "Cookies we use" },
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
    const simpleField = simple.getByLabel(c.simple.field, { exact: true }).first();
    const stored = await simpleField.inputValue();
    await simpleField.fill("Not this one");
    await simple.locator(".modal-foot").getByRole("button", { name: "Reset" }).click();
    await expect(simpleField).toHaveValue(stored);
    await simpleField.fill(c.simple.value);
    await simple.getByRole("button", { name: "Submit" }).click();
    await expect(alert(page, c.simple.saved ?? "Content Saved")).toBeVisible();
    await expect(page.getByRole("heading", { name: c.simple.value, exact: true })).toBeVisible();

    await page.getByRole("button", { name: c.list.pencil ?? c.list.editor, exact: true }).click();
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
    await expect(group.getByRole("row", { name: new RegExp(`^${before + 1} ${escapeRegExp(c.list.shown)}`) })).toBeVisible();

    // edit the new item
    await group.getByRole("button", { name: `Edit item ${before + 1}`, exact: true }).click();
    await group.getByLabel(c.list.edit.field, { exact: true }).fill(c.list.edit.value);
    await group.getByRole("button", { name: "Save", exact: true }).click();
    await expect(alert(page, c.list.saved).last()).toBeVisible();
    const edited = group.getByRole("row", { name: new RegExp(`^${before + 1} ${escapeRegExp(c.list.edit.value)}`) });
    await expect(edited).toBeVisible();

    // move it above the item that was last, then delete the first item
    const lastBefore = await cellText(group, before);
    const firstBefore = await cellText(group, 1);
    const copiesOfFirst = (await columnTexts(group, before + 1)).filter((t) => t === firstBefore).length;
    await group.getByRole("button", { name: `Move item ${before + 1} up`, exact: true }).click();
    await expect(group.getByRole("row", { name: new RegExp(`^${before} ${escapeRegExp(c.list.edit.value)}`) })).toBeVisible();
    await page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.ok());

    await group.getByRole("button", { name: "Delete item 1", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm" });
    await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(alert(page, c.list.deleted).last()).toBeVisible();
    await expect(group.getByRole("row", { name: new RegExp(`^${before - 1} ${escapeRegExp(c.list.edit.value)}`) })).toBeVisible();

    // a reload shows the edit, the new order and the deletion, read back from the server
    await page.reload();
    await expect(page.getByRole("heading", { name: c.simple.value, exact: true })).toBeVisible();
    await page.getByRole("button", { name: c.list.pencil ?? c.list.editor, exact: true }).click();
    const reopened = page.getByRole("dialog", { name: c.list.editor }).getByRole("group", { name: c.list.group });
    await expect(reopened.getByRole("row")).toHaveCount(before + 1);
    expect(await cellText(reopened, before - 1)).toBe(c.list.edit.value);
    expect(await cellText(reopened, before)).toBe(lastBefore);
    expect((await columnTexts(reopened, before)).filter((t) => t === firstBefore)).toHaveLength(copiesOfFirst - 1);
    await page.getByRole("dialog", { name: c.list.editor }).getByRole("button", { name: "Cancel" }).click();
    if (c.list.onPage) await expect(page.locator(c.list.onPage).first()).toBeVisible();
    else await expect(page.getByText(c.list.edit.value, { exact: true }).first()).toBeAttached();
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text of a list row's first item column (row 1 is the first item). */
async function cellText(group: Locator, row: number): Promise<string> {
  return ((await group.getByRole("row").nth(row).getByRole("cell").nth(1).textContent()) ?? "").trim();
}

async function columnTexts(group: Locator, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => cellText(group, i + 1)));
}
