import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

/** Issue 18: every section's history with the change marked and restore; no edit lost to a colleague. */

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

async function openHeader(page: Page) {
  await page.getByRole("button", { name: "Edit Header" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Header" });
  // the editor has read the version it opened once Submit is enabled
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
  return dialog;
}

async function setHeading(page: Page, text: string) {
  const dialog = await openHeader(page);
  await dialog.getByLabel("Title", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Content Saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: text })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("an editor changes a heading twice, sees both versions with the change marked, restores the first; a visitor sees it", async ({
  page,
  browser,
}) => {
  await signIn(page, "editor6@example.com");
  await page.goto("/360/faq");
  await setHeading(page, "Questions from history one");
  await setHeading(page, "Questions from history two");

  const dialog = await openHeader(page);
  await dialog.getByRole("button", { name: "History" }).click();
  const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions.first()).toContainText("(current)");
  expect(await versions.count()).toBeGreaterThanOrEqual(2);

  // the current version beside itself: nothing marked
  await versions.first().click();
  await expect(dialog.getByText("Changed", { exact: true })).toHaveCount(0);

  await versions.nth(1).click();
  const title = dialog.locator(".version-field.changed").filter({ hasText: "Title" });
  await expect(title).toContainText("Changed");
  await expect(title.locator("del")).toHaveText("removed: one");
  await expect(title.locator("ins")).toHaveText("added: two");
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expect(dialog.getByText("Restore this version? It is saved as a new version")).toBeVisible();
  // the confirmation is in view and has the focus; its button is the step's one primary action
  const confirm = dialog.getByRole("group", { name: /^Restore this version\?/ });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeHidden();
  await dialog.getByRole("button", { name: /^Restore version of [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/ }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Questions from history one");
  await expect(page.getByRole("heading", { level: 1, name: "Questions from history one" })).toBeVisible();

  // the restore is itself a new version, the newest
  await dialog.getByRole("button", { name: "History" }).click();
  await expect(versions.first()).toContainText("(restored)");

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto("/360/faq");
  await expect(anon.getByRole("heading", { level: 1, name: "Questions from history one" })).toBeVisible();
  await visitor.close();
});

test("two editors open the same section; the second to save gets the conflict with their text intact and can save over it", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, "editor7@example.com");
  await signIn(second, "editor8@example.com");
  await first.goto("/360/faq");
  await second.goto("/360/faq");
  const mine = await openHeader(first);
  // the other editor's pencil says the section is open elsewhere, and so does their editor
  await second.reload();
  await expect(second.getByText(/^Open in .+'s editor$/)).toBeVisible();
  const theirs = await openHeader(second);
  await expect(theirs.getByText(/^Open in .+'s editor: whoever saves second is told\.$/)).toBeVisible();

  await mine.getByLabel("Title", { exact: true }).fill("Saved first by editor seven");
  await mine.getByRole("button", { name: "Submit" }).click();
  await expect(toast(first, "Content Saved")).toBeVisible();

  const typed = "Typed meanwhile by editor eight";
  await theirs.getByLabel("Title", { exact: true }).fill(typed);
  await theirs.getByRole("button", { name: "Submit" }).click();
  const conflict = theirs.locator(".edit-conflict");
  await expect(conflict).toContainText(
    /^This section was changed by .+ at [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2} UTC\. Review their changes before saving again\./,
  );
  await expect(conflict).not.toContainText("editor7@example.com at");
  // their version beside the typed one, the difference marked; the typed text is still in the form
  const changed = conflict.locator(".version-field.changed");
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText("Title");
  await expect(changed.locator("del").first()).toBeVisible();
  await expect(changed.locator("ins").first()).toBeVisible();
  await expect(theirs.getByLabel("Title", { exact: true })).toHaveValue(typed);
  await expect(second.getByRole("heading", { level: 1, name: typed })).toHaveCount(0);
  await expectNoSeriousA11yViolations(second);

  await theirs.getByRole("button", { name: "Save mine anyway" }).click();
  await expect(toast(second, "Content Saved")).toBeVisible();
  await first.reload();
  await expect(first.getByRole("heading", { level: 1, name: typed })).toBeVisible();

  // the activity log lists both saves, each under its editor, and filters by person
  await first.goto("/360/activity");
  const saves = first
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: /Saved “.+” \(version \d+\)/ });
  await expect(saves.filter({ hasText: "editor7@example.com" }).first()).toBeVisible();
  await expect(saves.filter({ hasText: "editor8@example.com" }).first()).toBeVisible();
  await first.getByLabel("Person", { exact: true }).selectOption("editor8@example.com");
  await expect(saves.filter({ hasText: "editor7@example.com" })).toHaveCount(0);
  await expect(saves.filter({ hasText: "editor8@example.com" }).first()).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("History ends with the built-in default, restorable like any version; a visitor sees the default again", async ({
  page,
  browser,
}) => {
  await signIn(page, "editor5@example.com");
  await page.goto("/360/federation");
  await setHeading(page, "Federation, for a while");

  const dialog = await openHeader(page);
  await dialog.getByRole("button", { name: "History" }).click();
  const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions.last()).toHaveText("Built-in default");
  await versions.last().click();
  await expect(dialog.getByRole("heading", { name: "The built-in default, compared with the current content" })).toBeVisible();
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  const confirm = dialog.getByRole("group", { name: /^Restore the built-in default\?/ });
  await expect(confirm).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeHidden();
  await confirm.getByRole("button", { name: "Restore the built-in default" }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Farm Bureau Federation");

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto("/360/federation");
  await expect(anon.getByRole("heading", { level: 1, name: "Farm Bureau Federation" })).toBeVisible();
  await visitor.close();
});
