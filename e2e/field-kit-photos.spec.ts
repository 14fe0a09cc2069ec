import { ATTACHMENT_MAX_BYTES, FORM_MESSAGES } from "@hpm/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInByApi, test, waitForServiceWorker } from "./fixtures";
import { receivedMail } from "./mail";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const MB = 1_048_576;

/**
 * A photo-like JPEG made by the page's own encoder: gradients, fine grain and coarser blotches (grain alone would
 * vanish when the photo is made smaller), at quality 0.95, as a phone saves a photo: several MB.
 */
async function makePhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      const image = context.createImageData(width, height);
      const px = new Uint32Array(image.data.buffer);
      let seed = 1;
      for (let y = 0, i = 0; y < height; y++)
        for (let x = 0; x < width; x++, i++) {
          seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
          const grain = (seed >>> 16) % 24;
          const blotch = (Math.imul((((x >> 3) * 7919 + (y >> 3) * 104729) % 61) + 1, 2654435761) >>> 24) % 64;
          const r = ((x * 150) / width + grain + blotch) | 0;
          const g = ((y * 150) / height + grain + (blotch >> 1)) | 0;
          const b = ((((x + y) >> 4) & 63) + 80 + grain + blotch) | 0;
          px[i] = 0xff000000 | (b << 16) | (g << 8) | r;
        }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 });
      return await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
        reader.readAsDataURL(blob);
      });
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

/** The photo with the EXIF block a phone writes: turned a quarter (orientation 6) and the time it was taken. */
function withExif(jpeg: Buffer, takenAt: string): Buffer {
  const tiff = Buffer.alloc(56 + 20);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: Orientation = 6, the Exif IFD at 38
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(6, 18);
  tiff.writeUInt16BE(0x8769, 22);
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34);
  // Exif IFD: DateTimeOriginal, 20 ASCII bytes at 56
  tiff.writeUInt16BE(1, 38);
  tiff.writeUInt16BE(0x9003, 40);
  tiff.writeUInt16BE(2, 42);
  tiff.writeUInt32BE(20, 44);
  tiff.writeUInt32BE(56, 48);
  tiff.writeUInt32BE(0, 52);
  tiff.write(`${takenAt}\0`, 56, "latin1");
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** A JPEG's marker segments before its image data: [marker, data]. */
function segments(jpeg: Buffer): [number, Buffer][] {
  const out: [number, Buffer][] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number;
    const length = jpeg.readUInt16BE(at + 2);
    out.push([marker, jpeg.subarray(at + 4, at + 2 + length)]);
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return out;
}

/** The frame's size from the JPEG's start-of-frame segment (baseline or progressive). */
function frameSize(jpeg: Buffer) {
  const sof = segments(jpeg).find(([marker]) => marker === 0xc0 || marker === 0xc2)?.[1];
  return sof ? { width: sof.readUInt16BE(3), height: sof.readUInt16BE(1) } : null;
}

async function fillIncidentReport(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Field");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Phone/).fill("4065550100");
  await page.getByLabel("Date of Incident").fill("2026-11-20");
  await page.getByLabel("Customer Name").fill("Pat Rancher");
  await page.getByLabel("Customer Phone").fill("(307) 555-0199");
  await page.getByLabel("Service Needed").selectOption("Tow");
  await page.getByLabel("Location of Incident").fill("WY-130, mile 12");
  await page.getByLabel("Description of Incident").fill("Slid into the ditch on ice; no injuries.");
  const selects = page.locator('.dynamic-form select[aria-required="true"]');
  for (let i = 0; i < (await selects.count()); i++) {
    const s = selects.nth(i);
    if ((await s.inputValue()) === "") await s.selectOption({ index: 1 });
  }
}

async function recipients(request: APIRequestContext, add: string | null) {
  await signInByApi(request, "editor2@example.com", "Editor");
  if (add) {
    const res = await request.post("/api/cms/email", {
      data: { client: "mwfbi", pageName: "ERS", sendThrough: "to", email: add },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return;
  }
  const listed = await (await request.get("/api/cms/email?pageName=ERS&client=mwfbi")).json();
  for (const r of listed.result as { ID: number }[]) await request.delete(`/api/cms/email/${r.ID}?client=mwfbi`);
}

test("a 6000 × 4000 photo attached with no signal is queued made smaller and arrives at most 2048 px; a PNG and a PDF go as they are", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await recipients(request, "ers-photos@example.com");
  await page.goto("/360/ers");
  await waitForServiceWorker(page);
  const photo = withExif(await makePhoto(page, 6000, 4000), "2026:11:20 14:05:33");
  // the photo the report used to refuse ("File is larger than 5MB")
  expect(photo.length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
  const before = receivedMail().length;

  await context.setOffline(true);
  await fillIncidentReport(page, "sam.photos@example.com");
  const field = page.locator(".field").filter({ has: page.getByLabel("Photos") });
  await page.getByLabel("Photos").setInputFiles([
    { name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: photo },
    { name: "ditch.png", mimeType: "image/png", buffer: PNG },
    { name: "estimate.pdf", mimeType: "application/pdf", buffer: PDF },
  ]);
  await expect(field.getByRole("status")).toHaveText("Making photo smaller…");
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await expect(field.getByRole("status")).toHaveText("Photo made smaller.", { timeout: 30_000 });
  const originalMb = (photo.length / MB).toFixed(1);
  await expect(field.getByRole("listitem")).toHaveText([
    new RegExp(`^IMG_0042\\.jpg — ${originalMb}\\sMB → (\\d+\\sKB|[01]\\.\\d\\sMB) \\(taken 2026-11-20 14:05\\)$`),
    /^ditch\.png — 1\sKB$/,
    /^estimate\.pdf — 1\sKB$/,
  ]);
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog).toContainText("Saved on this device");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "queued");

  await context.setOffline(false);
  await expect(page.locator(".outbox-item").first()).toHaveAttribute("data-status", "sent", { timeout: 20_000 });

  await signInByApi(request, "editor2@example.com", "Editor");
  const list = await (await request.get("/api/submissions?kind=ers&pageSize=100")).json();
  const stored = (list.result.items as { id: string; email: string }[]).filter((s) => s.email === "sam.photos@example.com");
  expect(stored).toHaveLength(1);
  const detail = (await (await request.get(`/api/submissions/${stored[0]?.id}`)).json()).result as {
    attachments: { name: string; type: string; size: number; url: string }[];
  };
  expect(detail.attachments.map((a) => [a.name, a.type])).toEqual([
    ["IMG_0042 taken 2026-11-20 14.05.jpg", "image/jpeg"],
    ["ditch.png", "image/png"],
    ["estimate.pdf", "application/pdf"],
  ]);
  const [jpeg, png, pdf] = await Promise.all(detail.attachments.map(async (a) => (await request.get(a.url)).body()));
  // the quarter turn applied (6000 × 4000 stored, 4000 × 6000 shown), the long side 2048, no metadata left
  expect(frameSize(jpeg as Buffer)).toEqual({ width: 1365, height: 2048 });
  expect((jpeg as Buffer).length).toBeLessThanOrEqual(MB);
  expect(segments(jpeg as Buffer).some(([marker, data]) => marker === 0xe1 && data.subarray(0, 4).toString() === "Exif")).toBe(
    false,
  );
  expect(png).toEqual(PNG);
  expect(pdf).toEqual(PDF);

  await expect.poll(() => receivedMail().slice(before).length, { timeout: 10_000 }).toBe(1);
  expect(receivedMail().slice(before)[0]?.raw).toContain("IMG_0042 taken 2026-11-20 14.05.jpg");
  await recipients(request, null);
});

test.describe("where the photo cannot be made smaller on the device", () => {
  // no service worker, so the test can refuse the worker's script (as an old browser would fail to run it)
  test.use({ serviceWorkers: "block" });

  test("it goes as it is, said so, and the 5 MB rule applies with the spec's message", async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(/photo-shrink\.worker-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/360/ers");
    const photo = await makePhoto(page, 6000, 4000);
    await fillIncidentReport(page, "sam.fallback@example.com");
    await page.getByLabel("Photos").setInputFiles({ name: "IMG_0043.jpg", mimeType: "image/jpeg", buffer: photo });
    const field = page.locator(".field").filter({ has: page.getByLabel("Photos") });
    await expect(field.getByRole("listitem")).toHaveText(
      new RegExp(`^IMG_0043\\.jpg — ${(photo.length / MB).toFixed(1)}\\sMB \\(this device could not make it smaller\\)$`),
      { timeout: 30_000 },
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(field.getByText(FORM_MESSAGES.fileTooLarge)).toBeVisible();
    await expect(page.getByLabel("Photos")).toBeFocused();
  });
});
