import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { multipart, PNG, solvedAltcha } from "../../test/forms";
import { addPhotosField, inMemoryDb, setupApp, testConfig } from "../../test/helper";
import { sweepOrphanedAttachments } from "./attachment-sweep";

const HOUR = 60 * 60 * 1000;
const t = setupApp({
  MAIL_WORKER: "false",
  ALTCHA_MAX_COUNTER: "40",
  RATE_LIMIT_PER_MINUTE: "10000",
  ATTACHMENT_SWEEP_INTERVAL_MS: "1000",
  // this file reads the disk store's folder; the other stores are swept by the same code (attachment-sweep.stores.test.ts)
  FILE_STORE: "disk",
});
const privateDir = () => join(t.config.dataDir, "private");
const filesOnDisk = () => readdirSync(privateDir()).sort();
const age = (file: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(file, when, when);
};
const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
};

let photos = 0;
beforeAll(async () => {
  photos = await addPhotosField(t.app, "sweep", "Contact");
});

async function contact(name: string) {
  const form = await multipart({
    client: "sweep",
    name,
    body: "[]",
    [`files.${photos}`]: [
      { name: "a.png", type: "image/png", data: PNG },
      { name: "b.png", type: "image/png", data: PNG },
    ],
    altcha: await solvedAltcha(t.app),
  });
  return t.app.inject({
    method: "POST",
    url: "/api/auth/contact-us",
    payload: form.payload,
    headers: { ...form.headers, "idempotency-key": randomUUID() },
  });
}

describe("attachment files of a submission that is not stored", () => {
  it("are removed when the transaction fails after they were written", async () => {
    // the database refuses this one row after the files are on disk
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'refused for the test'; end if; return new; end $$`.execute(t.app.db);
    await sql`create trigger refuse_boom before insert on submission for each row execute function refuse_boom()`.execute(
      t.app.db,
    );
    const before = filesOnDisk();
    const failed = await contact("Boom");
    expect(failed.statusCode).toBe(500);
    expect(filesOnDisk()).toEqual(before);
    const stored = await contact("Pat");
    expect(stored.statusCode, stored.body).toBe(200);
    expect(filesOnDisk()).toHaveLength(before.length + 2);
  });

  it("are swept periodically once old; referenced and recent files stay", async () => {
    const ok = await contact("Kept");
    const id = ok.json().result.id as string;
    const kept = [`sub-${id}-1`, `sub-${id}-2`];
    for (const f of kept) age(join(privateDir(), f), 3 * HOUR); // old, but a row points at them
    const orphan = `sub-${randomUUID()}-1`;
    const halfWritten = `sub-${randomUUID()}-1.12345.tmp`;
    const recent = `sub-${randomUUID()}-1`;
    for (const f of [orphan, halfWritten, recent]) writeFileSync(join(privateDir(), f), PNG);
    age(join(privateDir(), orphan), 2 * HOUR);
    age(join(privateDir(), halfWritten), 2 * HOUR);
    await until(() => !filesOnDisk().includes(orphan) && !filesOnDisk().includes(halfWritten));
    expect(filesOnDisk()).not.toContain(orphan);
    expect(filesOnDisk()).not.toContain(halfWritten);
    expect(filesOnDisk()).toEqual(expect.arrayContaining([...kept, recent]));
  });

  it("sweepOrphanedAttachments answers what it removed", async () => {
    const orphan = `sub-${randomUUID()}-3`;
    writeFileSync(join(privateDir(), orphan), PNG);
    age(join(privateDir(), orphan), 2 * HOUR);
    expect(await sweepOrphanedAttachments({ db: t.app.db, storage: t.app.privateStorage, maxAgeMs: HOUR })).toEqual([orphan]);
  });
});

describe("at start-up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-sweep-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("the files left by a process killed mid-request are removed", async () => {
    mkdirSync(join(dataDir, "private"), { recursive: true });
    const leftover = [`sub-${randomUUID()}-1`, `sub-${randomUUID()}-2.999.tmp`];
    for (const f of leftover) {
      writeFileSync(join(dataDir, "private", f), PNG);
      age(join(dataDir, "private", f), 2 * HOUR);
    }
    const config = testConfig(dataDir, {
      FILE_STORE: "disk",
      PRERENDER: "false",
      MAIL_WORKER: "false",
    });
    const app = await buildApp(config, inMemoryDb());
    try {
      await app.ready();
      await until(() => readdirSync(join(dataDir, "private")).length === 0);
      expect(readdirSync(join(dataDir, "private"))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
