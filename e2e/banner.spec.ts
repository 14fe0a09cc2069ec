import sharp from "sharp";
import { expect, signIn, test } from "./fixtures";

test("an editor edits a page banner: rules in order, image upload, saved and shown", async ({ page }) => {
  await signIn(page, "editor4@example.com");
  await page.goto("/360/auto-insurance");
  await expect(page.getByRole("heading", { level: 1, name: "Auto Insurance" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Header" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Header" });

  await dialog.getByLabel("Subtitle", { exact: true }).fill("");
  await dialog.getByLabel("Title", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter title!")).toBeVisible();
  await dialog.getByLabel("Title", { exact: true }).fill("Coverage for every mile");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter subtitle!")).toBeVisible();
  await dialog.getByLabel("Subtitle", { exact: true }).fill("From the county road to the interstate.");

  const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
  await dialog.getByLabel("Background image").setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: gif });
  await expect(dialog.getByText("Please upload a JPEG or PNG image.")).toBeVisible();

  const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: { r: 200, g: 150, b: 60 } } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Background image").setInputFiles({ name: "field.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByText("Image uploaded.")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Coverage for every mile" })).toBeVisible();
  const html = await page.locator("main").innerHTML();
  expect(html).toMatch(/\/uploads\/[a-f0-9]{24}-800\.webp/);
});
