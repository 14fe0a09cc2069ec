import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { createDatabase } from "./database";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "hpm-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that is not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid ?? 0;
}

describe("the embedded database's DATA_DIR lock", () => {
  it("refuses a second database on the same DATA_DIR, naming the process that holds it", { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const first = createDatabase({ dataDir });
    await sql`select 1`.execute(first.db);
    try {
      expect(() => createDatabase({ dataDir })).toThrow(DataDirInUseError);
      expect(() => createDatabase({ dataDir })).toThrow(`(pid ${process.pid} on ${hostname()}`);
      expect(() => createDatabase({ dataDir })).toThrow("set DATABASE_URL to a PostgreSQL database");
    } finally {
      await first.db.destroy();
      first.release();
    }
    // released: the next process opens it
    const next = createDatabase({ dataDir });
    await sql`select 1`.execute(next.db);
    await next.db.destroy();
    next.release();
  });

  it("takes over a lock left by a process that is gone (a crash), and releases only its own", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "db.lock"), JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: "earlier" }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, "db.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, "db.lock"))).toBe(false);
  });

  it("honours a lock held by a running process, and one from another host", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "db.lock"), JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: "now" }));
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
    writeFileSync(join(dir, "db.lock"), JSON.stringify({ pid: 1, host: "another-host", startedAt: "now" }));
    expect(() => lockDataDir(dir)).toThrow("on another-host");
  });
});
