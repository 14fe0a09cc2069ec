import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { HOME_PAGE } from "@hpm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { EDITOR, signIn, testConfig } from "../test/helper";
import { copyrightLineSite } from "../test/web-site";

// Issue 32: a kept page goes out as it is, from the HTTP server, without the application's routing and hooks.
describe("a kept page on the wire", () => {
  let app: App;
  let base = "";
  let dataDir = "";
  let editor = "";
  // what reaches the application (its first hook): a page sent from its wire form does not
  const seen: string[] = [];
  const views = () => seen.filter((url) => url === "/360").length;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hpm-page-wire-"));
    app = await buildApp(testConfig(dataDir, { WEB_DIST: copyrightLineSite(join(dataDir, "site")), PAGE_CACHE_MS: "600000" }));
    app.addHook("onRequest", async (request) => {
      seen.push(request.url);
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    editor = await signIn(app, EDITOR, "Avery Editor");
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  // (fetch would decode the body: the bytes as sent)
  const raw = (path: string, encoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  const headersOf = (res: Response) => {
    const h = Object.fromEntries(res.headers);
    delete h.date;
    delete h["content-length"];
    delete h["content-encoding"];
    delete h["keep-alive"];
    delete h.connection;
    return h;
  };
  const until = async (ok: () => Promise<boolean>) => {
    const end = Date.now() + 10_000;
    while (!(await ok()) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  };

  it("sends the same page and headers as the application did, in every encoding, without the application", async () => {
    const first = await get("/360");
    const html = await first.text();
    expect(html).toContain("copyright: ");
    // made after that first answer: the next views come from it
    await until(async () => {
      const before = views();
      await (await get("/360")).text();
      return views() === before;
    });
    const before = views();
    const again = await get("/360");
    expect(await again.text()).toBe(html);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get("content-security-policy")).toContain("default-src 'self'");

    const br = await raw("/360", "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = await raw("/360", "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    const plain = await raw("/360", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(views()).toBe(before);
  });

  // brotli at its best costs tens of milliseconds of a core per page: not for a page nobody asks for again in its moment
  it("makes a page's wire form only once it is asked for again, not after its first view", async () => {
    const path = "/360/auto-insurance";
    const seenOf = () => seen.filter((url) => url === path).length;
    const html = await (await get(path)).text();
    // time for a wire form to have been made, had the first view made one
    await new Promise((r) => setTimeout(r, 500));
    await (await get(path)).text();
    expect(seenOf()).toBe(2);
    await until(async () => {
      const before = seenOf();
      await (await get(path)).text();
      return seenOf() === before;
    });
    const before = seenOf();
    expect(await (await get(path)).text()).toBe(html);
    expect(seenOf()).toBe(before);
  });

  it("leaves a signed-in person's page, a HEAD and a staff change to the application", async () => {
    await (await get("/360")).text();
    const before = views();
    await (await get("/360", { cookie: editor })).text();
    await fetch(`${base}/360`, { method: "HEAD" });
    expect(views()).toBe(before + 2);

    const save = await fetch(`${base}/api/cms/add-new`, {
      method: "POST",
      headers: { cookie: editor, "content-type": "application/json" },
      body: JSON.stringify({
        pageName: HOME_PAGE,
        client: "mwfbi",
        section: "Section_6",
        content: { copyright: { value: "Changed on the wire" } },
      }),
    });
    expect(save.status).toBe(200);
    expect(await (await get("/360")).text()).toContain("copyright: Changed on the wire");
  });
});
