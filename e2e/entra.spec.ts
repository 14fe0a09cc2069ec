import type { APIRequestContext, Page } from "@playwright/test";
import { ENTRA_PORT, OIDC_PROVIDER } from "./entra-setup";
import { expect, test } from "./fixtures";
import { codeFlow } from "./oidc/code-flow.mjs";

// The production build (node api/dist/server.js, NODE_ENV=production) configured with the OIDC_* variables only,
// against a certified OpenID provider (oidc-provider) laid out like Entra ID: e2e/entra-server.mjs.

/** Presses the site's Login and signs in on the provider's own page in its popup, as a person does. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await popup.getByLabel("Email").fill(login);
  await popup.getByLabel("Password").fill("correct horse battery staple");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Sign in" }).click();
  await closed;
}

async function role(request: APIRequestContext) {
  const me = await request.get("/api/auth/me");
  return me.ok() ? ((await me.json()).result.role as string) : me.status();
}

test("an editor presses Login, signs in on the provider's page and lands on the hub with edit pencils", async ({ page }) => {
  await signInAtProvider(page, "editor1@example.com");
  await expect(page).toHaveURL(/\/360\/agent-hub$/);
  await expect(page.getByRole("banner")).toContainText("Editor One");
  expect(await role(page.request)).toBe("admin");
  await page.goto("/360/auto-insurance");
  await expect(page.locator("button.pencil").first()).toBeVisible();
});

test("in the installed app the whole page goes to the provider's sign-in and comes back signed in", async ({ page }) => {
  // an installed app reports display-mode standalone, where popups are unreliable
  await page.addInitScript(() => {
    const media = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("display-mode: standalone")
        ? ({ ...media(query), matches: true, media: query } as MediaQueryList)
        : media(query);
  });
  let popups = 0;
  page.on("popup", () => {
    popups += 1;
  });
  await page.goto("/login");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.origin === OIDC_PROVIDER.origin);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill("editor1@example.com");
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/360\/agent-hub$/);
  expect(await role(page.request)).toBe("admin");
  expect(popups).toBe(0);
});

test("Logout offers to sign out of Microsoft too: after it, the next Login asks the provider's form again", async ({ page }) => {
  await signInAtProvider(page, "agent@example.com");
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await role(page.request)).toBe("user");

  // signed out of the site only: the provider still knows this browser, and signs the same person straight back in
  await page.goto("/360");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  const notice = page.getByRole("region", { name: "You are signed out of this site." });
  await notice.getByRole("button", { name: "Close" }).click();
  await page.goto("/login");
  const again = page.waitForEvent("popup");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  await (await again).waitForEvent("close");
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await role(page.request)).toBe("user");

  // the shared-computer way out
  await page.goto("/360/find-an-agent");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await page
    .getByRole("region", { name: "You are signed out of this site." })
    .getByRole("button", { name: "Also sign out of Microsoft" })
    .click();
  await page.getByRole("button", { name: "Sign out" }).click();
  // back on the site (the provider returns to its sign-in page, which hands over to the home page), signed out
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  expect(await role(page.request)).toBe(401);

  await signInAtProvider(page, "agent@example.com");
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await role(page.request)).toBe("user");
});

test("an unverified e-mail naming an editor gets no editor role; a body claiming it is refused", async ({ page }) => {
  // mallory's token says email editor1@example.com (email_verified false), preferred_username mallory@example.com
  await signInAtProvider(page, "mallory@example.com");
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await page.request.get("/api/auth/me").then((r) => r.json())).toMatchObject({
    result: { email: "mallory@example.com", role: "user" },
  });
  await page.goto("/360");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await page.getByRole("region", { name: "You are signed out of this site." }).getByRole("button", { name: "Close" }).click();

  // the same real token, posted as the editor
  await page.route("**/api/auth/authenticate", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({
      postData: JSON.stringify({ ...body, email: "editor1@example.com", username: "editor1@example.com" }),
    });
  });
  await page.goto("/login");
  const popup = page.waitForEvent("popup");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  await (await popup).waitForEvent("close");
  await expect(page.getByRole("alert").filter({ hasText: "The sign-in token does not match this account." })).toBeVisible();
  expect(await role(page.request)).toBe(401);
});

test.describe("tokens the site did not ask for", () => {
  const flow = codeFlow({ op: OIDC_PROVIDER, siteOrigin: `http://localhost:${ENTRA_PORT}` });

  async function exchange(request: APIRequestContext, token: (nonce: string) => Promise<string>, login: string) {
    const { nonce } = (await (await request.post("/api/auth/nonce")).json()).result as { nonce: string };
    const azureToken = await token(nonce);
    const res = await request.post("/api/auth/authenticate", { data: { azureToken, email: login, username: login } });
    return { status: res.status(), message: (await res.json()).message as string | undefined };
  }

  test("a real token from the configured tenant for this site is taken (the control)", async ({ request }) => {
    const login = "editor1@example.com";
    expect(await exchange(request, (nonce) => flow.idToken({ login, nonce }), login)).toMatchObject({ status: 200 });
  });

  test("for another client id, from another issuer, or expired: 401", async ({ request }) => {
    const login = "editor1@example.com";
    const refused = { status: 401, message: "The sign-in token is not valid." };
    const otherClient = (nonce: string) => flow.idToken({ login, nonce, clientId: OIDC_PROVIDER.otherClientId });
    expect(await exchange(request, otherClient, login)).toEqual(refused);
    const otherTenant = (nonce: string) => flow.idToken({ login, nonce, tenant: "tenant-b" });
    expect(await exchange(request, otherTenant, login)).toEqual(refused);

    // late@example.com's ID tokens live one second; the site allows a minute of clock skew
    test.setTimeout(120_000);
    const expired = async (nonce: string) => {
      const token = await flow.idToken({ login: "late@example.com", nonce });
      await new Promise((r) => setTimeout(r, 62_000));
      return token;
    };
    expect(await exchange(request, expired, "late@example.com")).toEqual(refused);
  });
});
