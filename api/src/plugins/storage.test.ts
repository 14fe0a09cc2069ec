import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { EDITOR, setupApp, testConfig } from "../test/helper";
import { uploadImage } from "../test/multipart";
import { importDiskFiles, type SharedStorage } from "./storage";

const png = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe("files kept in the database (FILE_STORE=database, the default with DATABASE_URL)", () => {
  const t = setupApp({ FILE_STORE: "database" });
  let editor = "";
  beforeAll(async () => {
    editor = await t.cookieFor(EDITOR);
  });

  it("stores an upload in the database and serves it with the same immutable caching, and 304 for a revalidation", async () => {
    const res = await uploadImage(t.app, editor, await png(), "banner.png");
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().path as string;
    const key = path.replace("/uploads/", "");
    const row = await t.app.db
      .selectFrom("storedFile")
      .select(["area", "contentType", "size"])
      .where("key", "=", key)
      .executeTakeFirst();
    expect(row).toMatchObject({ area: "uploads", contentType: "image/webp" });

    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.length).toBe(row?.size);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const again = await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: "GET", url: "/uploads/nothing-here.webp" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/uploads/../private/x" })).statusCode).toBe(404);
  });

  it("never serves an attachment (the private area) under /uploads", async () => {
    await t.app.privateStorage.put("sub-orphan-1", Buffer.from("x"), "text/plain");
    expect((await t.app.inject({ method: "GET", url: "/uploads/sub-orphan-1" })).statusCode).toBe(404);
  });
});

describe("a site that kept its files on disk, started with the database store", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-import-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("copies DATA_DIR/uploads and DATA_DIR/private into the database on start, once", async () => {
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    mkdirSync(join(dataDir, "private"), { recursive: true });
    const image = await png();
    writeFileSync(join(dataDir, "uploads", "0123456789abcdef01234567-480.webp"), image);
    writeFileSync(join(dataDir, "private", "sub-kept-1"), "attachment");
    const config = testConfig(dataDir, {
      FILE_STORE: "database",
      PRERENDER: "false",
      MAIL_WORKER: "false",
    });
    const app = await buildApp(config);
    try {
      const served = await app.inject({ method: "GET", url: "/uploads/0123456789abcdef01234567-480.webp" });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(Buffer.compare(served.rawPayload, image)).toBe(0);
      expect((await app.privateStorage.get("sub-kept-1"))?.toString()).toBe("attachment");
      // later starts leave the folder alone: a file put there now is not looked at again
      writeFileSync(join(dataDir, "uploads", "fedcba9876543210fedcba98-480.webp"), image);
      expect(await importDiskFiles(join(dataDir, "uploads"), app.storage as SharedStorage)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
