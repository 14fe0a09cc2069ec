import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { type CuttingProxy, startCuttingProxy } from "./cutting-proxy.mjs";
import { expect, expectNoSeriousA11yViolations, signInByApi, test, waitForServiceWorker } from "./fixtures";
import { receivedMail } from "./mail";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// the proxies' ports: the cutting one, and one that can refuse every connection (a server out of reach)
const CUTTING_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 20);
const SWITCH_PORT = CUTTING_PORT + 1;
const CUT_AFTER = 500 * 1024;

/** A real PDF (the server checks the magic bytes) of about `bytes`, padded with a stream of random bytes. */
function paddedPdf(bytes: number): Buffer {
  const tail = Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  const headFor = (n: number) => Buffer.from(`%PDF-1.4\n2 0 obj\n<< /Length ${n} >>\nstream\n`);
  const padding = bytes - headFor(bytes).length - tail.length;
  return Buffer.concat([headFor(padding), randomBytes(padding), tail]);
}

/** The incident report's answers (the agent block, the incident), each unique to the test by `email`. */
async function fillReport(page: Page, email: string, customer: string) {
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Field");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Phone/).fill("4065550100");
  await page.getByLabel("Date of Incident").fill("2026-11-20");
  await page.getByLabel("Customer Name").fill(customer);
  await page.getByLabel("Customer Phone").fill("(307) 555-0199");
  await page.getByLabel("Service Needed").selectOption("Tow");
  await page.getByLabel("Location of Incident").fill("WY-130, mile 12");
  await page.getByLabel("Description of Incident").fill("Slid into the ditch on ice; no injuries.");
}

async function storedReports(request: APIRequestContext, email: string) {
  await signInByApi(request, "editor2@example.com", "Editor");
  const res = await request.get("/api/submissions?kind=ers&pageSize=100");
  expect(res.ok()).toBe(true);
  return ((await res.json()).result.items as { id: string; email: string }[]).filter((x) => x.email === email);
}

const mailsFor = (email: string) => receivedMail().filter((m) => m.raw.includes(email));

/** The confirmation: its text, closed. */
async function confirmation(page: Page, timeout = 10_000): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog).toBeVisible({ timeout });
  const text = (await dialog.textContent()) ?? "";
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  return text;
}

let proxy: CuttingProxy | undefined;
test.afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

test("a 3 MB attachment on a link cut every 500 KB resumes, arrives once, and the agent sees the office's reference number", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  proxy = await startCuttingProxy({ port: CUTTING_PORT, targetPort: PORT, cutAfter: CUT_AFTER });
  const email = `resume-${Date.now()}@example.com`;
  const pdf = paddedPdf(3 * 1024 * 1024);

  await page.goto(`${proxy.url}/360/ers`);
  await expect(page.getByLabel("Date of Incident")).toBeVisible();
  await fillReport(page, email, "Pat Resume");
  await page.getByLabel("Photos").setInputFiles({ name: "tow-receipt.pdf", mimeType: "application/pdf", buffer: pdf });

  proxy.reset();
  await page.getByRole("button", { name: "Submit" }).click();
  const said = await confirmation(page, 30_000);

  const item = page.locator(".outbox-item").first();
  await expect(item).toHaveAttribute("data-status", "sent", { timeout: 60_000 });
  const reference = (await item.locator("[data-reference]").textContent()) ?? "";
  expect(reference).toMatch(/^ERS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  // sent while the person waited: the confirmation carries the number; else it said the report is kept
  if (said.includes("Reference number")) expect(said).toContain(`Reference number: ${reference}`);
  else expect(said).toContain("Saved on this device");

  test.info().annotations.push({
    type: "wire",
    description: `${proxy.upstreamBytes()} bytes upstream for ${pdf.length} (${(proxy.upstreamBytes() / pdf.length).toFixed(2)}×), ${proxy.cuts()} cuts`,
  });
  // the connection was cut, and what went up is the file about once, not once per cut
  expect(proxy.cuts()).toBeGreaterThanOrEqual(5);
  expect(proxy.upstreamBytes()).toBeLessThanOrEqual(1.5 * pdf.length + 64 * 1024);

  await expect.poll(() => mailsFor(email).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1500);
  expect(mailsFor(email)).toHaveLength(1);
  expect(mailsFor(email)[0]?.raw).toContain(reference);
  expect(await storedReports(request, email)).toHaveLength(1);
});

test("storage refusing the write: the agent is told at once, the answers stay, and the report goes directly when online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    IDBObjectStore.prototype.add = refuse;
    IDBObjectStore.prototype.put = refuse;
  });
  const email = `unstored-${Date.now()}@example.com`;
  await page.goto("/360/ers");
  await expect(page.getByLabel("Date of Incident")).toBeVisible();
  await fillReport(page, email, "Pat Unstored");
  await page.getByLabel("Photos").setInputFiles({ name: "scene.pdf", mimeType: "application/pdf", buffer: paddedPdf(40_000) });

  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "could not be saved on this device" });
  await expect(alert).toContainText("This report could not be saved on this device (its storage is full or blocked).");
  await expect(alert).toContainText("keep this page open");
  await expect(page.getByText("you can close this page")).toHaveCount(0);
  await expect(page.getByLabel("Customer Name")).toHaveValue("Pat Unstored");
  await expect(page.getByText("scene.pdf")).toBeVisible();
  await expect(page.locator(".outbox-item")).toHaveCount(0);
  expect(mailsFor(email)).toHaveLength(0);

  await context.setOffline(false);
  const said = await confirmation(page, 20_000);
  expect(said).toMatch(/Reference number: ERS-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = said.match(/ERS-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? "";
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel("Customer Name")).toHaveValue("");
  await expect.poll(() => mailsFor(email).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1500);
  expect(mailsFor(email)).toHaveLength(1);
  expect(mailsFor(email)[0]?.raw).toContain(reference);
  expect(await storedReports(request, email)).toHaveLength(1);
});

test("Send now sends a queued report at once, ignoring its backoff", async ({ page }) => {
  test.setTimeout(90_000);
  proxy = await startCuttingProxy({ port: SWITCH_PORT, targetPort: PORT, cutAfter: Number.POSITIVE_INFINITY });
  const email = `send-now-${Date.now()}@example.com`;
  await page.goto(`${proxy.url}/360/ers`);
  // the page's code is on the device (the outbox's chunk too) before the server goes out of reach
  await waitForServiceWorker(page);
  await expect(page.getByLabel("Date of Incident")).toBeVisible();
  await page.waitForFunction(
    () => document.documentElement.dataset.warm === "done" || document.documentElement.dataset.warm === "diet",
    null,
    { timeout: 60_000 },
  );
  await fillReport(page, email, "Pat Sendnow");

  // the device says it is online, the server is out of reach: every try fails, the backoff grows
  proxy.setRefusing(true);
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await confirmation(page, 20_000)).toContain("Saved on this device");
  const item = page.locator(".outbox-item").first();
  await expect(item).toHaveAttribute("data-status", "queued");
  const sendNow = item.getByRole("button", { name: /^Send now/ });
  const nextTryIn = async () => Number(await item.getAttribute("data-next-attempt")) - Date.now();
  // each "Send now" tries at once and fails: the backoff doubles, until the next automatic try is 30 s away
  for (let i = 0; i < 8 && (await nextTryIn()) < 30_000; i++) {
    const before = await item.getAttribute("data-next-attempt");
    await sendNow.click();
    await expect(item).not.toHaveAttribute("data-next-attempt", before ?? "");
    await expect(item).toHaveAttribute("data-status", "queued");
  }
  expect(await nextTryIn()).toBeGreaterThan(30_000);
  await expect(item).toContainText("next try at");
  await expectNoSeriousA11yViolations(page);
  // the next automatic try is now half a minute away or more
  proxy.setRefusing(false);
  await page.waitForTimeout(2500);
  await expect(item).toHaveAttribute("data-status", "queued");
  expect(mailsFor(email)).toHaveLength(0);

  const clicked = Date.now();
  await sendNow.click();
  await expect(item).toHaveAttribute("data-status", "sent", { timeout: 10_000 });
  expect(Date.now() - clicked).toBeLessThan(10_000);
  await expect(item).toContainText(/Reference number: ERS-/);
  await expect.poll(() => mailsFor(email).length, { timeout: 15_000 }).toBe(1);
});
