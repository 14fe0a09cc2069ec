import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/helper";
import { sweepOrphanedAttachments } from "./attachment-sweep";

// The sweep over the other file stores (attachment-sweep.test.ts covers the disk store's folder).

describe("the sweep over files kept in the database (FILE_STORE=database)", () => {
  const t = setupApp({ FILE_STORE: "database", MAIL_WORKER: "false" });

  it("removes an old attachment no submission points at", async () => {
    await t.app.privateStorage.put("sub-orphan-1", Buffer.from("x"), "text/plain");
    await t.app.db
      .updateTable("storedFile")
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where("key", "=", "sub-orphan-1")
      .execute();
    expect(await sweepOrphanedAttachments({ db: t.app.db, storage: t.app.privateStorage, maxAgeMs: 3600_000 })).toEqual([
      "sub-orphan-1",
    ]);
    expect(await t.app.privateStorage.get("sub-orphan-1")).toBeNull();
  });
});

// A local S3-compatible server (s3rver) standing in for the bucket, as in plugins/s3-storage.test.ts.
const bucketDir = mkdtempSync(join(tmpdir(), "hpm-s3-sweep-"));
const s3 = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: "hpm-files" }],
});
const { port } = await s3.run();
afterAll(async () => {
  await s3.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

describe("the sweep over files in an S3-compatible bucket (S3_BUCKET)", () => {
  const t = setupApp({
    S3_BUCKET: "hpm-files",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    MAIL_WORKER: "false",
  });

  it("removes an attachment of the bucket's private area no submission points at", async () => {
    await t.app.privateStorage.put("sub-orphan-s3", Buffer.from("x"), "text/plain");
    // the bucket says when each object was written: an orphan counts as old once the sweep's age has passed
    expect(await sweepOrphanedAttachments({ db: t.app.db, storage: t.app.privateStorage, maxAgeMs: -60_000 })).toContain(
      "sub-orphan-s3",
    );
    expect(await t.app.privateStorage.get("sub-orphan-s3")).toBeNull();
  });
});
