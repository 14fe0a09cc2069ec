import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, setupApp } from "../../test/helper";

const t = setupApp();
let agent = "";

beforeAll(async () => {
  agent = await t.cookieFor(AGENT);
});

const CO = "1000123456";
const WY = "2000123456";

const details = (account: string, cookie = agent) =>
  t.app.inject({ method: "GET", url: `/auth/account-details/${account}`, headers: cookie ? { cookie } : {} });
const getToken = (reference: string, accountNumber: string, cookie = agent) =>
  t.app.inject({
    method: "POST",
    url: `/auth/get-token/${reference}/142.50`,
    headers: cookie ? { cookie } : {},
    payload: { accountNumber },
  });
const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe("account details", () => {
  it("answers a signed-in user with the account's billing fields and state", async () => {
    const res = await details(CO);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      policyHolderName: "Jordan Rivera",
      billingAddressStreet: "1200 Main Street",
      billingZip: "80401",
      minAmountDue: "142.50",
      referenceNumber: "CO-1000123456",
      state: "CO",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await details(WY)).json().result.state).toBe("WY");
  });

  it("answers 404 'Account Not Found!' for an unknown account and 401 for a visitor", async () => {
    const res = await details("999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Account Not Found!");
    expect((await details(CO, "")).statusCode).toBe(401);
  });
});

describe("scheduled payment through the sandbox portal", () => {
  it("issues a portal session for a CO account and records one payment from the portal page", async () => {
    const res = await getToken("CO-1000123456", CO);
    expect(res.statusCode).toBe(200);
    const grant = res.json();
    expect(grant).toMatchObject({ status: true, sessionKey: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(grant.portalUrl).toBe(`/auth/sandbox-portal/${grant.sessionKey}?token=${grant.accessToken}`);

    const page = await t.app.inject({ method: "GET", url: grant.portalUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Schedule Payment");
    expect(page.body).toContain("$142.50");

    const wrong = await t.app.inject({ method: "GET", url: `/auth/sandbox-portal/${grant.sessionKey}?token=nope` });
    expect(wrong.statusCode).toBe(404);

    const payOn = new Date().toISOString().slice(0, 10);
    const url = `/auth/sandbox-portal/${grant.sessionKey}`;
    const paid = await t.app.inject({ method: "POST", url, ...form({ token: grant.accessToken, payOn }) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain("Payment scheduled");
    const again = await t.app.inject({ method: "POST", url, ...form({ token: grant.accessToken, payOn }) });
    expect(again.body).toContain("Payment scheduled");

    const rows = await t.app.db.selectFrom("sandboxPayment").select(["referenceNumber", "amount"]).execute();
    expect(rows).toEqual([{ referenceNumber: "CO-1000123456", amount: "142.50" }]);
  });

  it("refuses an account outside CO, a reference of another account and a visitor", async () => {
    const wy = await getToken("WY-2000123456", WY);
    expect(wy.statusCode).toBe(404);
    expect(wy.json().message).toBe("Account Not Found!");
    expect((await getToken("CO-1000654321", CO)).statusCode).toBe(404);
    expect((await getToken("CO-1000123456", CO, "")).statusCode).toBe(401);
  });

  it("refuses a past payment date", async () => {
    const grant = (await getToken("CO-1000123456", CO)).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/auth/sandbox-portal/${grant.sessionKey}`,
      ...form({ token: grant.accessToken, payOn: "2000-01-01" }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("quick pay", () => {
  const quickPay = (account: string, cookie?: string, isAgent?: boolean) =>
    t.app.inject({
      method: "POST",
      url: `/auth/quick-pay-token/${account}`,
      headers: cookie ? { cookie } : {},
      payload: { accountNumber: account, ...(isAgent === undefined ? {} : { isAgent }) },
    });

  it("gives a signed-in agent the portal and a visitor the message, whatever the body claims", async () => {
    const asAgent = (await quickPay(CO, agent)).json();
    expect(asAgent).toMatchObject({ status: true, isAgent: true, redirect: false, portalUrl: expect.any(String) });
    const visitor = (await quickPay(CO, undefined, true)).json();
    expect(visitor).toEqual({ status: true, isAgent: false, redirect: false, message: "Please contact your agent." });
  });

  it("answers 'Account Not Found!' outside CO", async () => {
    const res = await quickPay(WY);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Account Not Found!");
  });
});
