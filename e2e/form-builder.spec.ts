import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

const QUOTE_PAGE = "/360/start-a-quote";
const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });
const fieldsDialog = (page: Page) => page.getByRole("dialog", { name: "Form fields" });
const recipientsDialog = (page: Page) => page.getByRole("dialog", { name: "Notification e-mails" });

async function labels(dialog: Locator): Promise<string[]> {
  const rows = dialog.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.locator("td:nth-child(2)").allInnerTexts()).map((t) => t.trim());
}

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page, "editor1@example.com");
});

test.afterAll(async () => {
  await page.context().close();
});

test("an editor adds a required Select field, moves it up and the order survives a reload", async () => {
  // a long walk through two dialogs with two accessibility scans: 40 s on a busy 2-core machine
  test.setTimeout(90_000);
  const label = `Coverage Wanted ${Date.now().toString(36)}`;
  await page.goto(QUOTE_PAGE);
  await page.getByRole("button", { name: "Edit form fields" }).click();
  const dialog = fieldsDialog(page);
  await expect(dialog.getByRole("cell", { name: "First Name", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Add field" }).click();
  const add = page.getByRole("dialog", { name: "Add Field" });
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByRole("alert")).toHaveText("Please select a field Type!");
  await add.getByLabel("Field Type").selectOption("Multi-Value");
  await expect(add.getByLabel("Input Type").locator("option")).toHaveText([
    "Select input type",
    "Chips",
    "Checkbox",
    "MultiSelect",
  ]);
  await add.getByLabel("Field Type").selectOption("Single Value");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByRole("alert")).toHaveText("Please select a Input Type!");
  await add.getByLabel("Input Type").selectOption("Select");
  await add.getByLabel("Label", { exact: true }).fill(label);
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByRole("alert")).toHaveText("Please enter the Value");
  await add.getByLabel("New option").fill("Liability only");
  await add.getByRole("button", { name: "Add option" }).click();
  await add.getByLabel("New option").fill("Full coverage");
  await add.getByLabel("New option").press("Enter");
  await add.getByLabel("New option").fill("Unsure");
  await add.getByLabel("New option").press("Enter");
  await add.getByRole("button", { name: "Remove option Unsure" }).click();
  await expect(add.getByRole("list", { name: "Options" }).getByRole("listitem")).toHaveText([
    "Liability only×",
    "Full coverage×",
  ]);
  await add.getByRole("switch", { name: "Required" }).check();
  await expectNoSeriousA11yViolations(page);
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Field has been added.")).toBeVisible();
  await expect(add).toBeHidden();

  const before = await labels(dialog);
  expect(before.at(-1)).toBe(label);
  const previous = before.at(-2) as string;
  const sorts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/cms/form/sort")) sorts.push(r.postData() ?? "");
  });
  await dialog.getByRole("button", { name: `Move ${label} up` }).click();
  await dialog.getByRole("button", { name: `Move ${label} down` }).click();
  await dialog.getByRole("button", { name: `Move ${label} up` }).click();
  expect((await labels(dialog)).slice(-2)).toEqual([label, previous]);
  await page.waitForTimeout(1000);
  expect(sorts).toHaveLength(0);
  await expect(toast(page, "Field order changed")).toBeVisible({ timeout: 6000 });
  expect(sorts).toHaveLength(1);

  await page.reload();
  await page.getByRole("button", { name: "Edit form fields" }).click();
  expect((await labels(fieldsDialog(page))).slice(-2)).toEqual([label, previous]);

  const read = await page.request.get("/api/cms/form?pageName=StartAQuote&client=mwfbi");
  const saved = ((await read.json()) as { result: { FieldLabel: string; FieldValue: string[]; RequiredStatus: number }[] })
    .result;
  expect(saved.find((f) => f.FieldLabel === label)).toMatchObject({
    FieldValue: ["Liability only", "Full coverage"],
    RequiredStatus: 1,
  });

  // A visitor sees the new field above the one it was moved over, and an empty submit names it.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(QUOTE_PAGE);
  const select = visitor.getByLabel(label);
  await expect(select).toBeVisible();
  const order = await visitor.locator(".dynamic-form label, .dynamic-form legend").allInnerTexts();
  const names = order.map((t) => t.replace(/\s*\*$/, "").trim());
  expect(names.indexOf(label)).toBe(names.indexOf(previous) - 1);
  await visitor.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByText(`Please enter the ${label}`)).toBeVisible();
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await visitor.close();

  await fieldsDialog(page)
    .getByRole("button", { name: `Edit ${label}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Field" });
  await expect(edit.getByLabel("Label", { exact: true })).toHaveValue(label);
  await edit.getByLabel("Placeholder").fill("Choose one");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Field has been saved.")).toBeVisible();

  await fieldsDialog(page)
    .getByRole("button", { name: `Delete ${label}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirm" });
  await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Field has been deleted.")).toBeVisible();
  await expect(fieldsDialog(page).getByRole("cell", { name: label })).toHaveCount(0);
  await fieldsDialog(page).getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(fieldsDialog(page)).toBeHidden();
});

test("an editor adds and deletes a notification recipient, with the spec's messages", async () => {
  const email = `e2e-${Date.now().toString(36)}@example.com`;
  await page.goto(QUOTE_PAGE);
  await page.getByRole("button", { name: "Notification e-mails" }).click();
  const dialog = recipientsDialog(page);
  await expect(dialog.getByRole("table")).toBeVisible();
  const addButton = dialog.getByRole("button", { name: "Add Email" });
  await page.context().setOffline(true);
  await expect(dialog.getByText("You are offline. Editing needs a connection.")).toBeVisible();
  await expect(addButton).toBeDisabled();
  await page.context().setOffline(false);
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select type!");
  await dialog.getByLabel("Type").selectOption("cc");
  await addButton.click();
  await expect(dialog.getByRole("alert")).toHaveText("Please add email");
  await dialog.getByLabel("Email").fill("not an address");
  await addButton.click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter valid email");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Email").fill(email);
  await addButton.click();
  await expect(toast(page, "Emails has been saved.")).toBeVisible();
  const row = dialog.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("cc");

  await row.getByRole("button", { name: `Delete cc ${email}` }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Emails has been deleted.")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the inbox lists submissions or says there are none, and its CSV downloads", async () => {
  await page.goto("/360/submissions");
  await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
  await expect(page.getByText("No submissions yet").or(page.getByRole("table"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const link = page.getByRole("link", { name: "Download CSV" });
  const href = (await link.getAttribute("href")) as string;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await res.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("id,kind,page,name,email,created,entries,mail");
});

test("visitors see no pencils and no inbox", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(QUOTE_PAGE);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Edit form fields" })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Notification e-mails" })).toHaveCount(0);
  await visitor.goto("/360/submissions");
  await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await visitor.request.get("/api/submissions/export.csv")).status()).toBe(401);
  await visitor.context().close();
});
