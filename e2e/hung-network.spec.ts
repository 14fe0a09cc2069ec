import { connect, createServer, type Server, type Socket } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test, waitForServiceWorker, waitForWarmUp } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SILENT = "The connection is not answering. Showing saved content.";

/**
 * A TCP proxy in front of the site that can turn into a black hole: it still accepts connections and reads what the
 * browser sends, but nothing comes back (a captive or saturated link). Connections already open stall too.
 */
async function startHangingProxy(target: number) {
  let hole = false;
  const open = new Set<{ client: Socket; upstream?: Socket }>();
  const swallow = (client: Socket) => {
    client.on("data", () => undefined);
    client.resume();
  };
  const server: Server = createServer((client) => {
    client.on("error", () => client.destroy());
    const pair: { client: Socket; upstream?: Socket } = { client };
    open.add(pair);
    client.on("close", () => {
      open.delete(pair);
      pair.upstream?.destroy();
    });
    if (hole) return swallow(client);
    const upstream = connect(target, "127.0.0.1");
    pair.upstream = upstream;
    upstream.on("error", () => upstream.destroy());
    upstream.on("close", () => {
      if (!hole) client.destroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(process.env.E2E_PROXY_PORT ?? 0), "127.0.0.1", resolve);
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  return {
    origin: `http://localhost:${address.port}`,
    /** New connections pass again (those that went into the black hole stay there). */
    passThrough() {
      hole = false;
    },
    /** From now on, nothing comes back, on new connections and on those already open. */
    blackHole() {
      hole = true;
      for (const { client, upstream } of open) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.destroy();
        swallow(client);
      }
    },
    async close() {
      for (const { client, upstream } of open) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Requests the page or its service worker started that have not finished. */
function pendingRequests(page: Page) {
  const pending = new Map<import("@playwright/test").Request, number>();
  const context = page.context();
  context.on("request", (r) => pending.set(r, Date.now()));
  context.on("requestfinished", (r) => pending.delete(r));
  context.on("requestfailed", (r) => pending.delete(r));
  return () =>
    [...pending].map(
      ([r, at]) => `${r.serviceWorker() ? "sw " : ""}${r.method()} ${new URL(r.url()).pathname} ${Date.now() - at}ms`,
    );
}

test("a network that never answers: after a first visit, the pages and the incident report are usable within 5 s", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const proxy = await startHangingProxy(PORT);
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  const pending = pendingRequests(page);
  try {
    await page.goto(`${proxy.origin}/360/ers`);
    await waitForServiceWorker(page);
    await expect(page.getByLabel("Date of Incident")).toBeVisible();
    await waitForWarmUp(page, 120_000);
    // (the first load may have come before the service worker took the page: each page once more through it)
    for (const path of ["/360", "/360/contact", "/360/ers"]) {
      await page.goto(`${proxy.origin}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    await expect(page.getByText(SILENT)).toBeHidden();
    // the pictures are not on the device (a cache the browser evicted, pages whose pictures never loaded): a
    // picture the network never sends must hold neither the page nor its start
    expect(await page.evaluate(() => caches.delete("images"))).toBe(true);
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");

    proxy.blackHole();
    // /360/start-a-quote was not visited: the device has no copy of that page, and the precached shell draws it
    for (const path of ["/360/ers", "/360", "/360/contact", "/360/start-a-quote", "/360/ers"]) {
      // (the page on screen until the new one arrives is marked: nothing below may pass on it)
      await page.evaluate(() => {
        document.documentElement.dataset.left = "true";
      });
      const started = Date.now();
      const left = () => Math.max(1, 5000 - (Date.now() - started));
      // (not awaited: a load that never ends must not hold the test, and the 5 s are counted from here)
      const navigation = page.goto(`${proxy.origin}${path}`, { waitUntil: "commit" }).catch(() => undefined);
      try {
        await expect(page.locator("html:not([data-left])")).toHaveAttribute("data-hydrated", "true", { timeout: left() });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: left() });
        // a page visited before comes as the device kept it (rendered); another as the shell, drawn from saved content
        expect(await page.locator("#hpm-ssr").count()).toBe(path === "/360/start-a-quote" ? 0 : 1);
        // the bar tells the truth: the device has a link, but nothing answers on it
        await expect(page.getByText(SILENT)).toBeVisible({ timeout: left() });
        if (path === "/360/ers") {
          const name = page.getByLabel("First Name");
          await expect(name).toBeEditable({ timeout: left() });
          await name.fill("Sam", { timeout: left() });
          await expect(name).toHaveValue("Sam", { timeout: left() });
          await expect(page.getByLabel("Date of Incident")).toBeEditable({ timeout: left() });
          await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled({ timeout: left() });
        }
        // and the pictures it has not got give up too: the page's load comes (its loading indicator stops)
        await expect
          .poll(() => page.evaluate(() => document.readyState), { timeout: Math.max(1, 10_000 - (Date.now() - started)) })
          .toBe("complete");
      } catch (e) {
        throw new Error(`${path} after ${Date.now() - started} ms; still waiting: ${pending().join(", ")}\n${e}`);
      }
      await navigation;
    }

    // the network answers again: the page notices by itself (a small read now and then), and the bar goes
    proxy.passThrough();
    await expect(page.getByText(SILENT)).toBeHidden({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByLabel("First Name")).toBeEditable();
    await expect(page.getByText(SILENT)).toBeHidden();
  } finally {
    await context.close();
    await proxy.close();
  }
});
