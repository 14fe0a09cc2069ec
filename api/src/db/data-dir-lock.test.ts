import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../test/api-process";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { createDatabase } from "./database";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "hpm-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process holding DATA_DIR's lock as the server does; resolves once it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(join(ROOT, "api/src/db/data-dir-lock.ts"))};
    await lockDataDir(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      output += d;
      if (output.includes("held")) resolve();
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => reject(new Error(`the holder exited (${code}): ${output}`)));
  });
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

describe("the embedded database's DATA_DIR lock", () => {
  it("refuses a second database on the same DATA_DIR, naming the process that holds it", { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const first = await createDatabase({ dataDir });
    await sql`select 1`.execute(first.db);
    try {
      const second = createDatabase({ dataDir });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(`(pid ${process.pid} on ${hostname()}`);
      await expect(second).rejects.toThrow("set DATABASE_URL to a PostgreSQL database");
    } finally {
      await first.db.destroy();
      await first.release();
    }
    // released: the next process opens it at once
    const next = await createDatabase({ dataDir });
    await sql`select 1`.execute(next.db);
    await next.db.destroy();
    await next.release();
  });

  it("is held by the kernel for the holder's life: a live holder is named, a holder killed with -9 releases it", async () => {
    const dir = tempDir();
    const other = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${other.pid} on ${hostname()}`);
    await killed(other);
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, "db.lock"), "utf8")).pid).toBe(process.pid);
    await release();
  }, 60_000);

  it("takes a lock file whatever it says when no process holds the lock: this very pid (a container's pid 1 again), another host", async () => {
    const dir = tempDir();
    for (const owner of [
      { pid: process.pid, host: hostname(), startedAt: "before the container restarted" },
      { pid: process.ppid, host: hostname(), startedAt: "a running process that does not hold it" },
      { pid: 1, host: "the-pod-before-it-was-rescheduled", startedAt: "earlier" },
    ]) {
      writeFileSync(join(dir, "db.lock"), JSON.stringify(owner));
      const release = await lockDataDir(dir);
      await release();
    }
  });

  it("lets exactly one of several simultaneous takers have a stale lock", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "db.lock"), JSON.stringify({ pid: process.pid, host: hostname(), startedAt: "before a crash" }));
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dir)));
    const won = outcomes.filter((o) => o.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === "rejected") expect(o.reason).toBeInstanceOf(DataDirInUseError);
      else await o.value();
  }, 60_000);
});
