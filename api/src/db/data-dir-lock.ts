import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** The embedded database is one process's: a second `npm start` on the same DATA_DIR would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dir: string, owner: LockOwner) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${owner.pid} on ${owner.host}, ` +
        `started ${owner.startedAt}). Stop that process first, or give this one its own DATA_DIR. ` +
        "To run several instances, set DATABASE_URL to a PostgreSQL database.",
    );
    this.name = "DataDirInUseError";
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

const LOCK_FILE = "db.lock";

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number"
      ? { pid: owner.pid, host: String(owner.host), startedAt: String(owner.startedAt) }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes DATA_DIR's database lock (a file naming this process), or throws DataDirInUseError naming the process that
 * holds it. A lock left by a process that is gone (a crash, `kill -9`) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readOwner(file);
      // another host's lock (a shared volume) cannot be checked: it is honoured
      if (owner && (owner.host !== me.host || isRunning(owner.pid))) throw new DataDirInUseError(dir, owner);
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return () => {
      if (readOwner(file)?.pid === me.pid) unlinkSync(file);
    };
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(dir, owner ?? { pid: 0, host: "unknown", startedAt: "unknown" });
}
