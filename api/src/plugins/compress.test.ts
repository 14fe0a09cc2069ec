import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { runDemoSeeds } from "../db/seed";
import { EDITOR, setupApp } from "../test/helper";
import { pickEncoding } from "./compress";

const t = setupApp();

beforeAll(async () => {
  await runDemoSeeds(t.app.db, { agentCount: 500 });
});

const agents = (acceptEncoding?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/cms/get-page-content-item-list",
    payload: { key: "Agent" },
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("compressed answers", () => {
  it("sends the agent directory brotli-compressed to a browser, the same JSON once decoded, and a fraction of its size", async () => {
    const plain = await agents();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await agents("gzip, deflate, br, zstd");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(br.rawPayload).toString("utf8");
    expect(decoded).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const again = await agents("br");
    expect(brotliDecompressSync(again.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("compresses a big answer again at brotli's best in the background, and sends the smaller copy once it is ready", async () => {
    const first = await agents("br");
    let later = first;
    for (let i = 0; i < 120 && later.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((r) => setTimeout(r, 250));
      later = await agents("br");
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.95);
    expect(brotliDecompressSync(later.rawPayload).toString("utf8")).toBe(brotliDecompressSync(first.rawPayload).toString("utf8"));
  }, 60_000);

  it("has the directory's smallest copy ready before its first request after an editor's change", async () => {
    const cookie = await t.cookieFor(EDITOR);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/cms/add-new-content-item",
      payload: {
        key: "Agent",
        content: {
          email: "ahead@example.com",
          title: "Avery Ahead",
          address: "1 Main St, Cody, WY 82414",
          city: "Cody",
          aboutMe: "New in town.",
        },
      },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.compressedAhead();
    const first = await agents("br");
    const plain = brotliDecompressSync(first.rawPayload);
    expect(plain.toString("utf8")).toContain("ahead@example.com");
    const best = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    expect(first.rawPayload.length).toBeLessThanOrEqual(best.length * 1.01);
  }, 60_000);

  it("falls back to gzip, and sends it plain when the client refuses both", async () => {
    const gz = await agents("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8")).result.length).toBeGreaterThan(0);
    const none = await agents("br;q=0, gzip;q=0");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.json().result.length).toBeGreaterThan(0);
  });

  it("leaves small answers as they are", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("")).toBeNull();
  });
});
