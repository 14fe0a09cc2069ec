import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { EDITOR, setupApp, testConfig } from "../test/helper";
import { uploadImage } from "../test/multipart";

// A local S3-compatible server (s3rver) standing in for the bucket: the same S3 API the real one answers.
const bucketDir = mkdtempSync(join(tmpdir(), "hpm-s3-"));
const s3 = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: "hpm-files" }],
});
const { port } = await s3.run();
const S3_ENV = {
  S3_BUCKET: "hpm-files",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};
afterAll(async () => {
  await s3.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe("files in an S3-compatible bucket (S3_BUCKET)", () => {
  const t = setupApp(S3_ENV);
  let editor = "";
  beforeAll(async () => {
    editor = await t.cookieFor(EDITOR);
  });

  it("chooses the bucket when S3_BUCKET is set", () => {
    expect(t.config.fileStore).toBe("s3");
  });

  it("puts an upload in the bucket and streams it under /uploads with immutable caching", async () => {
    const res = await uploadImage(t.app, editor, await png(), "barn.png");
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().path as string;
    const key = path.replace("/uploads/", "");
    expect(await t.app.storage.get(key)).not.toBeNull();
    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const again = await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: "GET", url: "/uploads/missing-file.webp" })).statusCode).toBe(404);
  });

  it("keeps attachments in the bucket's private area, never under /uploads", async () => {
    await t.app.privateStorage.put("sub-orphan-s3", Buffer.from("x"), "text/plain");
    expect(await t.app.privateStorage.get("sub-orphan-s3")).not.toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/uploads/sub-orphan-s3" })).statusCode).toBe(404);
  });
});

describe("a site that kept its files on disk, started with S3_BUCKET", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-s3-import-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("copies DATA_DIR/uploads into the bucket on start", async () => {
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    const image = await png();
    writeFileSync(join(dataDir, "uploads", "abcdef0123456789abcdef01-480.webp"), image);
    const config = testConfig(dataDir, {
      ...S3_ENV,
      PRERENDER: "false",
      MAIL_WORKER: "false",
    });
    const app = await buildApp(config);
    try {
      const served = await app.inject({ method: "GET", url: "/uploads/abcdef0123456789abcdef01-480.webp" });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
