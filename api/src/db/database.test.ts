import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../test/api-process";
import { isWriteStatement } from "./database";

describe("which statements count as writes (refused before they start while the data directory is full)", () => {
  it.each([
    'insert into "session" ("id") values ($1)',
    'update "session" set "last_seen_at" = $1',
    'delete from "session" where "id" = $1',
    'with "x" as (insert into "a" values ($1) returning "id") select * from "x"',
    'select * from "kysely_migration_lock" for update',
    "select nextval('item_id_seq')",
    'create table "t" ("x" int)',
    "vacuum",
  ])("%s", (text) => expect(isWriteStatement(text)).toBe(true));

  it.each([
    'select "id", "updated_at" from "session" where "id" = $1',
    '  with "latest" as (select * from "item_version") select * from "latest"',
    "begin",
    "commit",
    "rollback",
    "select 1",
  ])("not: %s", (text) => expect(isWriteStatement(text)).toBe(false));
});

/** Why a small tmpfs cannot be mounted here, or "" (then `mnt` is one). */
function mountProblem(mnt: string): string {
  if (process.getuid?.() !== 0) return "mounting a small tmpfs needs root";
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mnt], { encoding: "utf8" });
  if (mounted.error) return `mount is not available (${mounted.error.message})`;
  return mounted.status === 0 ? "" : `mount -t tmpfs is not allowed here (${mounted.stderr.trim() || mounted.status})`;
}
const mnt = mkdtempSync(join(tmpdir(), "hpm-panic-"));
const NO_TMPFS = mountProblem(mnt);
afterAll(() => {
  if (!NO_TMPFS) spawnSync("umount", [mnt]);
  rmSync(mnt, { recursive: true, force: true });
});

/**
 * On a full disk PGlite meets a WAL segment it cannot create, raises a PANIC, and from then on every call into it
 * spins at 100% CPU for ever, blocking the event loop. Run in a process of its own, so that a hang fails the test
 * (killed after a while) instead of freezing it.
 */
const SCENARIO = `
import { openSync, writeSync, closeSync } from "node:fs";
import { sql } from "kysely";
import { createDatabase } from ${JSON.stringify(join(ROOT, "api/src/db/database.ts"))};
const fatal = [];
const { db } = await createDatabase({ dataDir: ${JSON.stringify(mnt)}, onFatal: (err) => fatal.push(err.message) });
await sql\`create table t (id int primary key, x text) with (fillfactor = 50)\`.execute(db);
await sql\`insert into t select n, repeat('z', 1500) from generate_series(1, 200) n\`.execute(db);
const fd = openSync(${JSON.stringify(join(mnt, "filler"))}, "w");
for (const size of [1 << 20, 1 << 12, 1]) { const chunk = Buffer.alloc(size, 1); try { for (;;) writeSync(fd, chunk); } catch {} }
closeSync(fd);
for (let n = 0; n < 1000 && fatal.length === 0; n++)
  await sql\`update t set x = repeat(chr(65 + \${n % 26}), 1500)\`.execute(db).catch(() => undefined);
const started = Date.now();
const after = await sql\`select 1\`.execute(db).then(() => "answered", (err) => err.code);
console.log(JSON.stringify({ fatal, after, ms: Date.now() - started }));
process.exit(0);
`;

describe("the embedded database after a PANIC", () => {
  it.skipIf(NO_TMPFS)(
    `is not called again: onFatal is told, later queries fail at once (57P01, answered 503)${NO_TMPFS ? ` (skipped: ${NO_TMPFS})` : ""}`,
    async () => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCENARIO], {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (d) => {
        output += d;
      });
      child.stderr.on("data", (d) => {
        output += d;
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), 150_000);
      const code = await new Promise((resolve) => child.once("exit", (c, signal) => resolve(c ?? signal)));
      clearTimeout(timer);
      expect(code, output).toBe(0);
      const result = JSON.parse(output.trim().split("\n").pop() as string) as { fatal: string[]; after: string; ms: number };
      expect(result.fatal).toEqual([expect.stringMatching(/pg_wal.*No space left on device/)]);
      expect(result.after).toBe("57P01");
      expect(result.ms).toBeLessThan(1_000);
    },
    180_000,
  );
});
