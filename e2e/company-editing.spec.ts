import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

async function confirmDelete(page: Page, row: number) {
  await page.getByRole("button", { name: `Delete item ${row}`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm" });
  await expect(confirm.getByText("Are You Sure to Delete?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
}

test("FAQ: an editor edits the banner and adds, edits, moves and deletes a question", async ({ page }) => {
  await signIn(page, "editor5@example.com");
  await page.goto("/360/faq");

  await page.getByRole("button", { name: "Edit Header" }).click();
  const header = page.getByRole("dialog", { name: "Edit Header" });
  await header.getByLabel("Title", { exact: true }).fill("Your Questions, Answered");
  await header.getByRole("button", { name: "Submit" }).click();
  await expect(alert(page, "Content Saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your Questions, Answered" })).toBeVisible();

  await page.getByRole("button", { name: "Edit FAQ" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit FAQ" });
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("Please enter title!")).toBeVisible();
  await dialog.getByLabel("Title", { exact: true }).fill("Do you insure horses?");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("Please enter description!")).toBeVisible();
  await dialog.getByLabel("Description", { exact: true }).fill("Yes, under a farm and ranch policy.");
  await dialog.getByLabel("Button title").fill("FARM & RANCH");
  await dialog.getByLabel("Button URL").fill("/360/farm-&-ranch-insurance");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(alert(page, "Step Saved")).toBeVisible();
  await expect(dialog.getByRole("row", { name: /6 Do you insure horses\?/ })).toBeVisible();

  await dialog.getByRole("button", { name: "Edit item 6" }).click();
  await dialog.getByLabel("Title", { exact: true }).fill("Do you insure horses and mules?");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByRole("row", { name: /6 Do you insure horses and mules\?/ })).toBeVisible();

  await dialog.getByRole("button", { name: "Move item 6 up" }).click();
  await expect(dialog.getByRole("row", { name: /5 Do you insure horses and mules\?/ })).toBeVisible();
  await expect(alert(page, "Step Saved")).toBeVisible({ timeout: 5000 });

  await confirmDelete(page, 1);
  await expect(alert(page, "Step Deleted")).toBeVisible();
  await expect(dialog.getByRole("row", { name: /How do I report a claim\?/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your Questions, Answered" })).toBeVisible();
  const questions = page
    .getByRole("main")
    .getByRole("button", { expanded: undefined })
    .filter({ hasText: /^\d+\./ });
  await expect(questions).toHaveText([
    /^1\.How can I pay my bill\?/,
    /^2\.Who is my agent\?/,
    /^3\.Can I bundle/,
    /^4\.Do you insure horses and mules\?/,
    /^5\.What should I do after a hailstorm\?/,
  ]);
  await expect(page.getByRole("button", { name: "How do I report a claim?" })).toHaveCount(0);
  await page.getByRole("button", { name: /Do you insure horses and mules\?/ }).click();
  await expect(page.getByRole("link", { name: "FARM & RANCH", exact: true })).toHaveAttribute(
    "href",
    "/360/farm-&-ranch-insurance",
  );
});

test("About Us: an editor edits the history heading and the value points list", async ({ page }) => {
  await signIn(page, "editor7@example.com");
  await page.goto("/360/about-us");

  await page.getByRole("button", { name: "Edit History Heading" }).click();
  const heading = page.getByRole("dialog", { name: "Edit History Heading" });
  await heading.getByLabel("Title", { exact: true }).fill("");
  await heading.getByRole("button", { name: "Submit" }).click();
  await expect(heading.getByText("Please enter title!")).toBeVisible();
  await heading.getByLabel("Title", { exact: true }).fill("Seventy years on the plains");
  await heading.getByRole("button", { name: "Submit" }).click();
  await expect(alert(page, "Content Saved")).toBeVisible();

  await page.getByRole("button", { name: "Edit Points" }).click();
  const points = page.getByRole("dialog", { name: "Edit Points" });
  await points.getByRole("button", { name: "Add" }).click();
  await expect(points.getByText("Please enter point")).toBeVisible();
  await points.getByLabel("Point").fill("Plain talk");
  await points.getByRole("button", { name: "Add" }).click();
  await expect(points.getByText("Please enter Description")).toBeVisible();
  await points.getByLabel("Description").fill("Policies explained without the fine-print fog.");
  await points.getByRole("button", { name: "Add" }).click();
  await expect(alert(page, "Content Saved")).toBeVisible();
  await points.getByRole("button", { name: "Edit item 5" }).click();
  await points.getByLabel("Point").fill("Plain talk, always");
  await points.getByRole("button", { name: "Save", exact: true }).click();
  await expect(points.getByRole("row", { name: /5 Plain talk, always/ })).toBeVisible();
  await points.getByRole("button", { name: "Move item 5 up" }).click();
  await expect(points.getByRole("row", { name: /4 Plain talk, always/ })).toBeVisible();
  await page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.ok());
  await confirmDelete(page, 1);
  await expect(points.getByRole("row", { name: /Neighbors first/ })).toHaveCount(0);
  await points.getByRole("button", { name: "Close" }).click();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Seventy years on the plains" })).toBeVisible();
  const values = page.getByRole("list", { name: "What we stand for" }).getByRole("listitem");
  await expect(values).toHaveText([
    /^Local agents/,
    /^Claims handled close to home/,
    /^Plain talk, always/,
    /^Here for the long haul/,
  ]);
});

test("About Us timeline: two quick moves save once, about 2 seconds after the last, and the order survives a reload", async ({
  page,
}) => {
  await signIn(page, "editor8@example.com");
  await page.goto("/360/about-us");
  await page.getByRole("button", { name: "Edit Timeline" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Timeline" });
  await expect(dialog.getByRole("row", { name: /5 Over 70 years strong/ })).toBeVisible();

  const saves: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/cms/add-new")) saves.push(Date.now());
  });
  await dialog.getByRole("button", { name: "Move item 5 up" }).click();
  await dialog.getByRole("button", { name: "Move item 4 up" }).click();
  const lastMove = Date.now();
  await expect(dialog.getByRole("row", { name: /3 Over 70 years strong/ })).toBeVisible();

  await page.waitForTimeout(1200);
  expect(saves).toHaveLength(0);
  await expect(alert(page, "Content Saved")).toBeVisible({ timeout: 5000 });
  await page.waitForTimeout(2500);
  expect(saves).toHaveLength(1);
  const delay = (saves[0] as number) - lastMove;
  expect(delay).toBeGreaterThanOrEqual(1800);
  expect(delay).toBeLessThan(3500);

  await page.reload();
  await expect(page.getByRole("list", { name: "Timeline" }).getByRole("heading", { level: 3 })).toHaveText([
    "Founded by farmers",
    "Auto coverage added",
    "Over 70 years strong",
    "A new home office",
    "Life and annuities",
  ]);
});
