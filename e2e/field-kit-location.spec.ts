import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  persistedQueries,
  signIn,
  signInByApi,
  test,
  waitForServiceWorker,
} from "./fixtures";
import { type ReceivedMail, receivedMail } from "./mail";

const LARAMIE = { latitude: 41.3114, longitude: -105.5911, accuracy: 12 };
const REFUSED = "Location permission was refused. Allow it in the browser's settings, or describe the place in the report.";

async function allowLocation(context: BrowserContext, page: Page, at: { latitude: number; longitude: number; accuracy: number }) {
  await context.grantPermissions(["geolocation"], { origin: new URL(page.url() || "http://localhost").origin });
  await context.setGeolocation(at);
}

async function closeMessage(page: Page, text: RegExp | string) {
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The agent block and the report's answers (any required select an editor added gets its first option). */
async function fillReport(page: Page, lastName: string) {
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill(lastName);
  await page.getByLabel("Email").fill("sam.locator@example.com");
  await page.getByLabel(/^Phone/).fill("4065550100");
  await page.getByLabel("Date of Incident").fill("2026-11-20");
  await page.getByLabel("Customer Name").fill("Pat Rancher");
  await page.getByLabel("Customer Phone").fill("(307) 555-0199");
  await page.getByLabel("Service Needed").selectOption("Tow");
  await page.getByLabel("Location of Incident").fill("County road 12, past the cattle guard");
  await page.getByLabel("Description of Incident").fill("Flat tyre on gravel.");
  const selects = page.locator('.dynamic-form select[aria-required="true"]');
  for (let i = 0; i < (await selects.count()); i++)
    if ((await selects.nth(i).inputValue()) === "") await selects.nth(i).selectOption({ index: 1 });
}

/** An e-mail's text with quoted-printable undone (soft line breaks joined, =XX bytes read as UTF-8). */
function decoded(mail: ReceivedMail): string {
  const joined = mail.raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

async function mailFor(lastName: string, before: number): Promise<string> {
  // the subject ends with the office's reference number: " (Ref. ERS-…)"
  const subject = `Roadside incident report from Sam ${lastName}`;
  await expect
    .poll(
      () =>
        receivedMail()
          .slice(before)
          .filter((m) => m.subject.startsWith(subject)).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  return decoded(
    receivedMail()
      .slice(before)
      .find((m) => m.subject.startsWith(subject)) as ReceivedMail,
  );
}

const position = (page: Page) => page.getByTestId("incident-position");

test("'Use my location' fills the place; the inbox and the office's e-mail show it with its accuracy and a map link", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const lastName = `Locator${randomUUID().slice(0, 6)}`;
  await page.goto("/360/ers");
  await allowLocation(context, page, LARAMIE);
  await fillReport(page, lastName);

  await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(position(page)).toContainText("41.31140, -105.59110");
  await expect(position(page)).toContainText("± 12 m");
  await expect(page.getByRole("status").filter({ hasText: "Location found" })).toHaveText(
    "Location found: 41.31140, -105.59110, accuracy ± 12 m.",
  );
  const map = page.getByRole("region", { name: "Map of the incident's position" });
  await expect(map.getByRole("img", { name: "Incident position" })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);

  // removed, then given again: typing the place stays possible, the location is the agent's choice
  await page.getByRole("button", { name: "Remove location" }).click();
  await expect(position(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(position(page)).toContainText("41.31140, -105.59110");

  // on a 360 px phone: nothing wider than the screen, the pin's buttons and coordinates in reach
  await page.setViewportSize({ width: 360, height: 740 });
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(".incident-location *"))
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} > ${width}`);
  });
  expect(wider).toEqual([]);
  for (const control of [page.getByRole("button", { name: "Move the pin 10 m east" }), page.getByLabel("Longitude")]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const before = receivedMail().length;
  await page.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, "Thank you! The incident report has been sent to the office.");
  await expect(position(page)).toHaveCount(0);

  const text = await mailFor(lastName, before);
  expect(text).toMatch(
    /Position: 41\.31140, -105\.59110 \(accuracy ± 12 m, captured [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC\)/,
  );
  expect(text).toContain(
    "Open on a map: https://www.openstreetmap.org/?mlat=41.31140&mlon=-105.59110#map=17/41.31140/-105.59110",
  );
  expect(text).toContain(
    '<a href="https://www.openstreetmap.org/?mlat=41.31140&amp;mlon=-105.59110#map=17/41.31140/-105.59110">',
  );
  expect(text).not.toContain("moved by the agent");

  await signIn(page, "editor3@example.com");
  await page.goto("/360/submissions");
  await page.getByRole("button", { name: `View submission from Sam ${lastName}` }).click();
  const detail = page.getByRole("dialog", { name: "Submission" });
  await expect(detail.getByRole("heading", { name: "Position" })).toBeVisible();
  await expect(detail).toContainText("41.31140, -105.59110 (accuracy ± 12 m, captured");
  await expect(detail.getByRole("link", { name: /Open on a map/ })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/?mlat=41.31140&mlon=-105.59110#map=17/41.31140/-105.59110",
  );
  await expectNoSeriousA11yViolations(page);
});

test("with no signal the location still comes, the pin can be moved, and the queued report delivers it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = `Offline${randomUUID().slice(0, 6)}`;
  await page.goto("/360/ers");
  await waitForServiceWorker(page);
  // the agent starts on a report with a signal: the map's code comes to the device for later
  const worker = page.waitForResponse((r) => /maplibre-gl-worker-[\w-]+\.mjs$/.test(r.url()), { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
  await page.getByLabel("First Name").focus();
  await worker;
  await allowLocation(context, page, { latitude: 44.7981, longitude: -106.9562, accuracy: 35 });

  // the report's form is kept on the device (the page opens with no signal)
  await expect
    .poll(async () => (await persistedQueries(page)).some((q) => JSON.stringify(q.queryKey).includes('"form","ERS"')), {
      timeout: 20_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await fillReport(page, lastName);
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(position(page)).toContainText("44.79810, -106.95620");
  await expect(position(page)).toContainText("± 35 m");

  // the pin dragged on the offline basemap
  const pin = page
    .getByRole("region", { name: "Map of the incident's position" })
    .getByRole("img", { name: "Incident position" });
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  const box = await pin.boundingBox();
  if (!box) throw new Error("no pin");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30, { steps: 8 });
  await page.mouse.up();
  await expect(position(page)).toContainText("moved by you");
  await expect(position(page)).not.toContainText("44.79810, -106.95620");
  // and with the keyboard: 10 m north
  const dragged = Number((await page.getByLabel("Latitude").inputValue()).trim());
  await page.getByRole("button", { name: "Move the pin 10 m north" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => Number(await page.getByLabel("Latitude").inputValue())).toBeCloseTo(dragged + 10 / 111_320, 6);
  // or typed
  await page.getByLabel("Latitude").fill("44.80001");
  await page.getByLabel("Longitude").fill("-106.95002");
  await page.getByLabel("Longitude").press("Enter");
  await expect(position(page)).toContainText("44.80001, -106.95002");

  const before = receivedMail().length;
  await page.getByRole("button", { name: "Submit" }).click();
  await closeMessage(page, /Saved on this device/);
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "queued");

  await context.setOffline(false);
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "sent", { timeout: 15_000 });
  const text = await mailFor(lastName, before);
  expect(text).toMatch(/Position: 44\.80001, -106\.95002 \(accuracy ± 35 m, captured .+ UTC, moved by the agent\)/);

  await signInByApi(request, "editor3@example.com", "Editor");
  const items = (await (await request.get("/api/submissions?kind=ers&pageSize=100")).json()).result.items as {
    id: string;
    name: string;
  }[];
  const mine = items.filter((i) => i.name === `Sam ${lastName}`);
  expect(mine).toHaveLength(1);
  const detail = (await (await request.get(`/api/submissions/${mine[0]?.id}`)).json()).result;
  expect(detail.location).toMatchObject({ latitude: 44.80001, longitude: -106.95002, accuracy: 35, adjusted: true });
});

test("a refused permission says so, and the report can still be filed with the place typed", async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto("/360/ers");
  await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REFUSED })).toHaveText(REFUSED);
  await expect(position(page)).toHaveCount(0);
  await expect(page.getByLabel("Location of Incident")).toBeEditable();
});
