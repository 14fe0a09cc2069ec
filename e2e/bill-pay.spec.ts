import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

const CO_ACCOUNT = "1000123456";
const WY_ACCOUNT = "2000123456";

async function openGetAccount(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Payment" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Account" }).click();
  return page.getByRole("dialog", { name: "Account Details" });
}

test.describe("Payment > Get Account", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "agent@example.com");
    await page.goto("/360/faq");
  });

  test("an empty account number shows 'Please enter your account number'; a non-CO account shows 'Account Not Found!'", async ({
    page,
  }) => {
    const dialog = await openGetAccount(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please enter your account number", { exact: true })).toBeVisible();
    await dialog.getByLabel("Account number").fill("   ");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Please enter your account number", { exact: true })).toBeVisible();

    await dialog.getByLabel("Account number").fill(WY_ACCOUNT);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Account Not Found!", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Account Summary" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a CO demo account shows its summary and reaches the sandbox portal, which records the payment", async ({ page }) => {
    const dialog = await openGetAccount(page);
    await dialog.getByLabel("Account number").fill(CO_ACCOUNT);
    await dialog.getByRole("button", { name: "Submit" }).click();

    const summary = page.getByRole("dialog", { name: "Account Summary" });
    await expect(summary.getByText("Jordan Rivera")).toBeVisible();
    await expect(summary.getByText("$142.50")).toBeVisible();
    await expect(summary.getByText("CO-1000123456")).toBeVisible();
    await summary.getByRole("button", { name: "Schedule Payment" }).click();

    const portal = page.getByRole("dialog", { name: "Schedule Payment" });
    await expect(portal.getByRole("status")).toHaveText("Loading the payment portal…");
    const frame = page.frameLocator('iframe[title="Payment portal"]');
    await expect(frame.getByRole("heading", { name: "Schedule Payment" })).toBeVisible({ timeout: 15_000 });
    await expect(frame.getByText("Sandbox payment portal")).toBeVisible();
    await frame.getByRole("button", { name: "Pay $142.50" }).click();
    await expect(frame.getByRole("heading", { name: "Payment scheduled" })).toBeVisible();
    await expect(frame.getByRole("status")).toContainText(/Confirmation number SBX-\d+/);
  });
});

test("quick pay: a visitor gets the message, an unknown account shows the server message under the input", async ({ page }) => {
  await page.goto("/360");
  await page.getByRole("button", { name: "QUICK PAY" }).click();
  const dialog = page.getByRole("dialog", { name: "Account Details" });
  await dialog.getByLabel("Account number").fill(WY_ACCOUNT);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Account Not Found!", { exact: true })).toBeVisible();
  await dialog.getByLabel("Account number").fill(CO_ACCOUNT);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Message" }).getByText("Please contact your agent.")).toBeVisible();
});

test("quick pay from the disclosure page gives a signed-in agent the payment portal", async ({ page }) => {
  await signIn(page, "agent@example.com");
  await page.goto("/360/disclosure");
  await page.getByRole("button", { name: "QUICK PAY" }).click();
  const dialog = page.getByRole("dialog", { name: "Account Details" });
  await dialog.getByLabel("Account number").fill(CO_ACCOUNT);
  await dialog.getByRole("button", { name: "Submit" }).click();
  const frame = page.frameLocator('iframe[title="Payment portal"]');
  await expect(frame.getByRole("button", { name: "Pay $142.50" })).toBeVisible({ timeout: 15_000 });
});
