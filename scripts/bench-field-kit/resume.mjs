import { randomBytes } from "node:crypto";
import { startCuttingProxy } from "../../e2e/cutting-proxy.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium.mjs";

const FILE_BYTES = 3 * 1024 * 1024;
const CUT_AFTER = 500 * 1024;

/** A real PDF (the server checks its magic bytes) padded with a stream of random bytes to `bytes`. */
function paddedPdf(bytes) {
  const tail = Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  const headFor = (n) => Buffer.from(`%PDF-1.4\n2 0 obj\n<< /Length ${n} >>\nstream\n`);
  const padding = bytes - headFor(bytes).length - tail.length;
  return Buffer.concat([headFor(padding), randomBytes(padding), tail]);
}

/** The incident reports the site holds from `email`, as an editor sees them (the development sign-in). */
async function reportsFrom(baseUrl, email) {
  const post = async (path, body, cookie) => {
    const res = await fetch(new URL(path, baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { res, json: await res.json().catch(() => null) };
  };
  const editor = "editor1@example.com";
  const started = await post("/api/auth/nonce", {});
  const nonceCookie = (started.res.headers.get("set-cookie") ?? "").split(";")[0];
  const token = await post("/dev-idp/token", { email: editor, name: "Bench Editor", nonce: started.json?.result?.nonce });
  const auth = await post(
    "/api/auth/authenticate",
    { azureToken: token.json?.idToken, email: editor, username: editor },
    nonceCookie,
  );
  const cookie = auth.res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.startsWith("hpm_session="));
  if (!cookie) throw new Error(`bench resume: the editor's sign-in failed (${auth.res.status})`);
  const res = await fetch(new URL("/api/submissions?kind=ers&pageSize=100", baseUrl), { headers: { cookie } });
  if (!res.ok) throw new Error(`bench resume: the inbox answered ${res.status}`);
  const items = (await res.json()).result.items;
  return items.filter((x) => x.email === email).length;
}

/**
 * Issue 29: an incident report with a 3 MB attachment sent by a real browser through a proxy that cuts every
 * connection after 500 KB sent upstream. wireBytes is what the proxy forwarded upstream from Submit until the
 * outbox says "sent" (the file, the pieces in flight at each cut, the requests around them).
 *
 * @param {{ baseUrl: string; timeoutMs?: number }} options
 */
export async function measureResume({ baseUrl, timeoutMs = 120_000 }) {
  const target = new URL(baseUrl);
  const proxy = await startCuttingProxy({ port: 0, targetPort: Number(target.port || 80), cutAfter: CUT_AFTER });
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const pdf = paddedPdf(FILE_BYTES);
    const email = `bench-resume-${Date.now()}@example.com`;
    await page.goto(`${proxy.url}/360/ers`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });
    await page.getByLabel("Date of Incident").waitFor();
    await page.getByLabel("First Name").fill("Bench");
    await page.getByLabel("Last Name").fill("Agent");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Phone/).fill("4065550100");
    await page.getByLabel("Date of Incident").fill("2026-11-20");
    await page.getByLabel("Customer Name").fill("Bench Customer");
    await page.getByLabel("Customer Phone").fill("(307) 555-0199");
    await page.getByLabel("Service Needed").selectOption("Tow");
    await page.getByLabel("Location of Incident").fill("WY-130, mile 12");
    await page.getByLabel("Description of Incident").fill("Bench: a 3 MB attachment on a link cut every 500 KB.");
    await page.getByLabel("Photos").setInputFiles({ name: "bench.pdf", mimeType: "application/pdf", buffer: pdf });

    proxy.reset();
    const started = performance.now();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.locator('.outbox-item[data-status="sent"]').first().waitFor({ timeout: timeoutMs });
    const seconds = (performance.now() - started) / 1000;
    const wireBytes = proxy.upstreamBytes();
    // the server stores and mails it once: give a duplicate time to show
    await new Promise((r) => setTimeout(r, 1500));
    return {
      fileBytes: pdf.length,
      wireBytes,
      ratio: Number((wireBytes / pdf.length).toFixed(3)),
      cuts: proxy.cuts(),
      reportsStored: await reportsFrom(baseUrl, email),
      seconds: Number(seconds.toFixed(2)),
    };
  } finally {
    await browser.close();
    await proxy.close();
  }
}
