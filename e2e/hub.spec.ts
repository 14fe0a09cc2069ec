import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, signInByApi, test } from "./fixtures";

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

test("an anonymous visitor of /360/agent-hub goes to /", async ({ page }) => {
  await page.goto("/360/agent-hub");
  await page.waitForURL((url) => url.pathname === "/");
});

test("a signed-in agent sees the hub: header, three icon cards, resource groups and media groups", async ({ page }) => {
  await signIn(page, "agent@example.com");
  await page.goto("/360/agent-hub");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("region", { name: "Tools" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  const resources = page.getByRole("region", { name: "Resources" });
  await expect(resources.getByRole("heading", { name: "Customer Service", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "News and reports" }).getByRole("heading", { name: "Scoreboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Resource Groups" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a send-token icon card opens its link with a token for the signed-in user", async ({ page, context }) => {
  await signIn(page, "agent@example.com");
  await page.goto("/360/agent-hub");
  await context.route("https://producer-engage.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Producer Engage</title>" }),
  );
  const popup = page.waitForEvent("popup");
  await page
    .getByRole("region", { name: "Tools" })
    .getByRole("link", { name: /Producer Engage/ })
    .click();
  const tab = await popup;
  await tab.waitForURL(/token=/);
  const token = new URL(tab.url()).searchParams.get("token") ?? "";
  const verified = await page.request.post("/api/hub/verify-link-token", { data: { token } });
  expect(await verified.json()).toMatchObject({ status: true, result: { email: "agent@example.com", clientName: "mwfbi" } });
});

test("an editor adds a Link group, adds a point, moves the group, and a reload keeps the order; a duplicate title is refused", async ({
  page,
}) => {
  const title = `Field Guides ${Date.now() % 100000}`;
  await signIn(page, "editor1@example.com");
  await page.goto("/360/agent-hub");
  await page.getByRole("button", { name: "Edit Resource Groups" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Resource Groups" });
  const groups = dialog.getByRole("group", { name: "Resource groups" });
  await expect(groups.getByRole("row", { name: /Customer Service/ })).toBeVisible();
  const before = (await groups.getByRole("row").count()) - 1;

  await groups.getByLabel("Title", { exact: true }).fill("customer service");
  await groups.getByRole("button", { name: "Add" }).click();
  await expect(groups.getByText("Title already present.")).toBeVisible();

  await groups.getByLabel("Title", { exact: true }).fill(title);
  await groups.getByLabel("Type", { exact: true }).selectOption("Link");
  await groups.getByRole("button", { name: "Add" }).click();
  await expect(alert(page, "Content Saved")).toBeVisible();

  const detail = page.getByRole("dialog", { name: `Edit ${title}` });
  const points = detail.getByRole("group", { name: `Points of ${title}` });
  await points.getByLabel("Title", { exact: true }).fill("Hail claims checklist");
  await points.getByLabel("Link", { exact: true }).fill("/360/how-to-claim-file");
  await points.getByRole("button", { name: "Add" }).click();
  await expect(points.getByRole("row", { name: /^1 Hail claims checklist/ })).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();

  await expect(groups.getByRole("row", { name: new RegExp(`^${before + 1} ${title}`) })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cms/add-new") && r.ok());
  await groups.getByRole("button", { name: `Move item ${before + 1} up`, exact: true }).click();
  await expect(groups.getByRole("row", { name: new RegExp(`^${before} ${title}`) })).toBeVisible();
  await saved;

  await page.reload();
  const resources = page.getByRole("region", { name: "Resources" });
  await expect(resources.getByRole("heading", { name: title, exact: true })).toBeVisible();
  const headings = await resources.getByRole("heading", { level: 3 }).allTextContents();
  expect(headings.indexOf(title)).toBe(before - 1);
  await expect(resources.getByRole("link", { name: "Hail claims checklist" })).toBeVisible();
});

test("the internal hub is for signed-in users: tiles, link groups, phone line, request form and dated lists", async ({
  page,
}) => {
  await page.goto("/360/internal-landing");
  await page.waitForURL((url) => url.pathname === "/");
  await signIn(page, "agent@example.com");
  await page.goto("/360/internal-landing");
  const tiles = page.getByRole("list", { name: "Tools" });
  for (const name of ["Producer Engage", "Commissions Dashboard", "Start a Quote"])
    await expect(tiles.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "State Sales Directors" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "866-882-9871" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Agent request form (download)" })).toHaveAttribute("download", /request-form/);
  const forum = page.getByRole("region", { name: "Friday Forum" });
  await expect(forum.getByRole("listitem")).toHaveCount(4);
  await expect(forum.getByText("11-20-2026")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("customer pages offer Customer Hub Login, Registration and Portal Payment; agent login leads to the sign-in", async ({
  page,
}) => {
  for (const path of ["/360/customer-login", "/360/customer-landing"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^Customer Hub Login/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /^Customer Hub Registration/ })).toHaveAttribute("href", /mode=signup/);
    await expect(page.getByRole("link", { name: /^Payment Wallet/ })).toBeVisible();
    await expect(page.getByText("For QuickPay - OneInc: Please contact your agent.")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.goto("/360/agent-login");
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
});

test("page views are counted per route without cookies, and an admin sees the counts on the hub", async ({ page }) => {
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/page-views") && r.request().method() === "POST");
  await page.goto("/360/faq");
  const res = await recorded;
  expect(res.ok()).toBe(true);
  expect(res.request().postDataJSON().paths).toContain("/360/faq");
  expect(await res.headerValue("set-cookie")).toBeNull();

  await signIn(page, "editor1@example.com");
  await page.goto("/360/agent-hub");
  const panel = page.getByRole("region", { name: /Page views/ });
  await expect(panel.getByRole("row", { name: /^\/360\/faq \d+$/ })).toBeVisible();
});

test("'Your sessions' lists this device and signs out the others; a signed-out device's cookie stops working", async ({
  page,
  browser,
}) => {
  const email = "agent@example.com";
  const other = await browser.newContext();
  const signedIn = await signInByApi(other.request, email);
  expect(signedIn.status()).toBe(200);
  expect((await other.request.get("/api/auth/me")).status()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, email);
  await page.goto("/360/agent-hub");
  const panel = page.getByRole("region", { name: "Your sessions" });
  const devices = panel.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
  await expect(devices.filter({ hasText: "(this device)" })).toHaveCount(1);
  const button = panel.getByRole("button", { name: "Sign out other devices" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status").filter({ hasText: /^Signed out \d+ other devices?\.$/ })).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(panel.getByText("No other devices are signed in.")).toBeVisible();
  expect((await other.request.get("/api/auth/me")).status()).toBe(401);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await other.close();
});
