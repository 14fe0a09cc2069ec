import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";

/**
 * A TCP proxy in front of the site that counts the bytes that go over the wire each way: what a phone would pay
 * for, headers and all, whatever the browser, its cache or its service worker ask for.
 */
export async function startCountingProxy(target) {
  const counts = { down: 0, up: 0, connections: 0 };
  const sockets = new Set();
  const server = createServer((client) => {
    counts.connections++;
    const upstream = connect(target.port, target.host ?? "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    upstream.on("data", (chunk) => {
      counts.down += chunk.length;
    });
    client.on("data", (chunk) => {
      counts.up += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: server.address().port,
    counts,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a phone on a data diet says about itself: the Save-Data header and the Network Information API. */
export function dataDietInit(connection) {
  return `Object.defineProperty(navigator, "connection", { configurable: true, get: () => (${JSON.stringify(connection)}) });`;
}

/**
 * A first visit by a new, anonymous visitor (fresh profile, service worker allowed) to `path`, left open for
 * `seconds`: the bytes transferred (server to browser) and every URL asked for, page and service worker alike.
 */
export async function measureFirstVisit({ target, path = "/360", seconds = 30, saveData = false, effectiveType, chromium }) {
  const proxy = await startCountingProxy(target);
  const pw = chromium ?? (await import("playwright-core")).chromium;
  const profile = mkdtempSync(join(tmpdir(), "first-visit-"));
  const context = await pw.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    serviceWorkers: "allow",
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
    args: [...CHROMIUM_ARGS],
  });
  const urls = [];
  context.on("request", (request) => urls.push(new URL(request.url()).pathname));
  try {
    if (saveData || effectiveType)
      await context.addInitScript(dataDietInit({ saveData, effectiveType: effectiveType ?? (saveData ? "2g" : "4g") }));
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("request", (request) => urls.push(new URL(request.url()).pathname));
    await page.goto(`http://localhost:${proxy.port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(seconds * 1000);
    const warm = await page.evaluate(() => document.documentElement.dataset.warm ?? null);
    return { bytes: proxy.counts.down, sent: proxy.counts.up, urls: [...new Set(urls)], warm };
  } finally {
    await context.close();
    await proxy.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2] ?? 3399);
  const seconds = Number(process.argv[3] ?? 30);
  const saveData = process.argv.includes("--save-data");
  const r = await measureFirstVisit({ target: { port }, seconds, saveData });
  console.log(`${(r.bytes / 1024).toFixed(1)} KiB down, ${(r.sent / 1024).toFixed(1)} KiB up, warm=${r.warm}`);
  for (const u of r.urls) console.log(" ", u);
}
