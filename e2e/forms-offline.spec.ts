import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInByApi, test, waitForServiceWorker } from "./fixtures";
import { receivedMail } from "./mail";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const QUEUED = /Saved on this device/;

async function closeMessage(page: Page, text: RegExp | string) {
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Any required select an editor added (other specs edit the forms) gets its first option. */
async function answerExtraRequiredSelects(page: Page) {
  const selects = page.locator('.dynamic-form select[aria-required="true"]');
  for (let i = 0; i < (await selects.count()); i++) {
    const s = selects.nth(i);
    if ((await s.inputValue()) === "") await s.selectOption({ index: 1 });
  }
}

const newMail = (before: number) => receivedMail().slice(before);

/** The submissions the server holds, as an editor sees them in the inbox API. */
async function signInEditor(request: APIRequestContext) {
  await signInByApi(request, "editor2@example.com", "Editor");
}

async function storedSubmissions(request: APIRequestContext, kind: string) {
  await signInEditor(request);
  const res = await request.get(`/api/submissions?kind=${kind}&pageSize=100`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result.items as { id: string; name: string; email: string }[];
}

test("an incident report filed with no signal is kept, survives a reload, and arrives exactly once", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // the page's recipients: one of each kind, which the report reaches as one e-mail (to, cc and bcc)
  await signInEditor(request);
  const recipients = { to: "ers-desk@example.com", cc: "claims-lead@example.com", bcc: "ers-audit@example.com" };
  for (const [sendThrough, email] of Object.entries(recipients)) {
    const res = await request.post("/api/cms/email", { data: { client: "mwfbi", pageName: "ERS", sendThrough, email } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto("/360/ers");
  await waitForServiceWorker(page);
  await expect(page.getByLabel("Date of Incident")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = receivedMail().length;

  await context.setOffline(true);
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Field");
  await page.getByLabel("Email").fill("sam.field@example.com");
  await page.getByLabel(/^Phone/).fill("4065550100");
  await expect(page.getByLabel(/^Phone/)).toHaveValue("(406) 555-0100");
  await page.getByLabel("Date of Incident").fill("2026-11-20");
  await page.getByLabel("Customer Name").fill("Pat Rancher");
  await page.getByLabel("Customer Phone").fill("(307) 555-0199");
  await page.getByLabel("Service Needed").selectOption("Tow");
  await page.getByLabel("Location of Incident").fill("WY-130, mile 12");
  await page.getByLabel("Description of Incident").fill("Slid into the ditch on ice; no injuries.");
  await page.getByLabel("Photos").setInputFiles({ name: "ditch.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, QUEUED);

  const item = page.locator(".outbox-item").first();
  await expect(item).toHaveAttribute("data-status", "queued");
  await expect(item).toContainText("Waiting for a connection");
  await expect(page.getByLabel("Customer Name")).toHaveValue("");

  await page.reload();
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "queued");
  await expect(page.getByLabel("Date of Incident")).toBeVisible(); // the form itself works offline
  expect(newMail(before)).toHaveLength(0);

  await context.setOffline(false);
  const online = Date.now();
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "sent", { timeout: 10_000 });
  await expect.poll(() => newMail(before).length, { timeout: Math.max(1, 10_000 - (Date.now() - online)) }).toBe(1);
  await page.waitForTimeout(2000); // and nothing more arrives
  const mails = newMail(before);
  expect(mails).toHaveLength(1);
  expect([...(mails[0]?.to ?? [])].sort()).toEqual(Object.values(recipients).sort());
  expect(mails[0]?.raw).not.toContain(recipients.bcc); // bcc travels in the envelope only
  expect(mails[0]?.raw).toContain("Agent Last Name: Field");
  expect(attachment(mails[0]?.raw ?? "", "ditch.png")).toEqual(PNG);
  const stored = (await storedSubmissions(request, "ers")).filter((x) => x.email === "sam.field@example.com");
  expect(stored).toHaveLength(1);
  expect(mails[0]?.messageId).toBe(`<${stored[0]?.id}.recipients@localhost>`);

  const listed = await (await request.get("/api/cms/email?pageName=ERS&client=mwfbi")).json();
  for (const r of listed.result as { ID: number }[]) await request.delete(`/api/cms/email/${r.ID}?client=mwfbi`);
});

/** The bytes of a base64 attachment in a raw e-mail. */
function attachment(raw: string, filename: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  const body =
    part
      ?.split(/\r?\n\r?\n/)
      .slice(1)
      .join("") ?? "";
  return Buffer.from(body.replace(/\s+/g, ""), "base64");
}

test("a quote started offline from an agent's profile goes to that agent exactly once", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const agents = await request.post("/api/cms/get-page-content-item-list", { data: { key: "Agent" } });
  const agent = ((await agents.json()).result as { email: string; title: string; city: string }[])[3];
  if (!agent) throw new Error("no demo agents");

  await page.goto(`/360/agent-details/${encodeURIComponent(agent.email)}`);
  await waitForServiceWorker(page);
  await page.getByRole("main").getByRole("link", { name: "Start a Quote" }).click();
  await expect(page).toHaveURL(`/360/start-a-quote/${encodeURIComponent(agent.email)}`);
  await expect(page.getByLabel("Agent", { exact: true })).toHaveValue(agent.email);
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = receivedMail().length;

  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter the First Name")).toBeVisible();
  await page.getByLabel("First Name").fill("Lee");
  await page.getByLabel("Last Name").fill("Grower");
  await page.getByLabel("Email").fill("lee@example.com");
  await page.getByLabel("Phone").fill("307-555-0142");
  await page.getByRole("checkbox", { name: "Farm & Ranch" }).check();
  await answerExtraRequiredSelects(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, QUEUED);
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "queued");

  await page.reload();
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "queued");

  await context.setOffline(false);
  await expect.poll(() => newMail(before).length, { timeout: 10_000 }).toBe(1);
  await page.waitForTimeout(2000);
  const mails = newMail(before);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toEqual([agent.email]);
  expect(mails[0]?.subject).toBe("Quote request confirmation");
  expect(mails[0]?.raw).toContain("Services: Farm & Ranch");
  expect(mails[0]?.raw).toContain(`Agent: ${agent.title}`);
  expect((await storedSubmissions(request, "quote")).filter((x) => x.email === "lee@example.com")).toHaveLength(1);
});

test("Contact Me on a profile checks the spec's rules and sends the request to the agent", async ({ page, request }) => {
  const agents = await request.post("/api/cms/get-page-content-item-list", { data: { key: "Agent" } });
  const agent = ((await agents.json()).result as { email: string; title: string }[])[5];
  if (!agent) throw new Error("no demo agents");
  await page.goto(`/360/agent-details/${encodeURIComponent(agent.email)}`);
  await page.getByRole("button", { name: "Contact Me" }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${agent.title}` });
  await dialog.getByRole("button", { name: "Submit" }).click();
  for (const message of ["Please enter first name", "Please enter last name", "Please enter email address", "Please enter phone"])
    await expect(dialog.getByText(message)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("First Name").fill("Jo");
  await dialog.getByLabel("Last Name").fill("Neighbor");
  await dialog.getByLabel("Email").fill("jo@");
  await dialog.getByLabel("Phone").fill("555-0100");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter valid email")).toBeVisible();
  await expect(dialog.getByText("Phone number must be 10 digits")).toBeVisible();
  const before = receivedMail().length;
  await dialog.getByLabel("Email").fill("jo@example.com");
  await dialog.getByLabel("Phone").fill("307-555-0100");
  await dialog.getByLabel("Comments").fill("Please call about farm coverage.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, "Thank you! Your request has been sent to the agent.");
  await expect.poll(() => newMail(before).length, { timeout: 10_000 }).toBe(1);
  expect(newMail(before)[0]?.to).toEqual([agent.email]);
  expect(newMail(before)[0]?.subject).toBe("Contact Me");
});

test("the contact page shows the office, its map and 'Send us a message', and a message reaches the office", async ({ page }) => {
  await page.goto("/360/contact");
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "We are here to help" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "866-882-9871" })).toBeVisible();
  // one customer-service number: the footer shows the same one
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "866-882-9871" })).toBeVisible();
  await expect(page.locator(".contact-map canvas, .contact-map .agent-map-loading").first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter the Comment")).toBeVisible();
  const before = receivedMail().length;
  await page.getByLabel("First Name").fill("Kim");
  await page.getByLabel("Last Name").fill("Wheat");
  await page.getByRole("textbox", { name: "Email" }).fill("kim@example.com");
  await page.getByRole("checkbox", { name: "Email" }).check();
  await page.getByLabel("Comment").fill("When is the next shred day?");
  await answerExtraRequiredSelects(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, "Thank you! Your message has been sent.");
  await expect(page.getByLabel("Comment")).toHaveValue("");
  await expect.poll(() => newMail(before).length, { timeout: 10_000 }).toBe(1);
  expect(newMail(before)[0]?.raw).toContain("Preferred Contact Method: Email");
});
