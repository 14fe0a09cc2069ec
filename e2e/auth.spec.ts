import { expect, signIn, test } from "./fixtures";

test("an editor signing in on /login lands on the agent hub", async ({ page }) => {
  await signIn(page, "editor1@example.com");
  await expect(page).toHaveURL(/\/360\/agent-hub$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Editor 1");
});

test("agent@example.com signing in on /login lands on /", async ({ page }) => {
  await signIn(page, "agent@example.com");
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/:\d+\/$/);
});

test("a visitor who is not signed in is sent from the agent hub to /", async ({ page }) => {
  await page.goto("/360/agent-hub");
  await expect(page).toHaveURL(/:\d+\/$/);
});

test("logout clears the session", async ({ page }) => {
  await signIn(page, "agent@example.com");
  await page.goto("/360");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
});
