import { expect, signIn, test } from "./fixtures";

test("an editor changes the footer tools title; it survives a reload and anonymous visitors see it", async ({
  page,
  browser,
}) => {
  await signIn(page, "editor2@example.com");
  await page.goto("/360");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Edit Footer Navigation" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Footer Navigation" });
  const title = dialog.getByRole("group", { name: "Tools" }).getByLabel("Column title");

  await title.fill("");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter tool title!")).toBeVisible();

  await title.fill("Handy Tools");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Handy Tools" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Handy Tools" })).toBeVisible();

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto("/360");
  await expect(anon.getByRole("contentinfo").getByRole("heading", { name: "Handy Tools" })).toBeVisible();
  await expect(anon.getByRole("button", { name: "Edit Footer Navigation" })).toHaveCount(0);
  await visitor.close();
});

test("maintenance value 1 sends the header's Login to /360/under-maintenance", async ({ page, browser }) => {
  const login = (p: typeof page) => p.getByRole("banner").getByRole("link", { name: "Login", exact: true });
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto("/360");
  await expect(login(anon)).toHaveAttribute("href", "/login");

  await signIn(page, "editor3@example.com");
  await page.goto("/360");
  await page.getByRole("button", { name: "Edit Footer Navigation" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Footer Navigation" });
  await dialog.getByRole("group", { name: "Maintenance" }).getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();

  await anon.reload();
  await expect(login(anon)).toHaveAttribute("href", "/360/under-maintenance");
  await login(anon).click();
  await expect(anon).toHaveURL(/\/360\/under-maintenance$/);
  await expect(anon.getByText("scheduled maintenance")).toBeVisible();

  await dialog.isHidden();
  await page.getByRole("button", { name: "Edit Footer Navigation" }).click();
  await dialog.getByRole("group", { name: "Maintenance" }).getByRole("checkbox").uncheck();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Content Saved" })).toBeVisible();
  await visitor.close();
});
