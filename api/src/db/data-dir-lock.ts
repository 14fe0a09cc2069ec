import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, constants, openSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** The embedded database is one process's: a second `npm start` on the same DATA_DIR would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dir: string, owner: LockOwner | null) {
    super(
      `The embedded database in ${dir} is in use by another process (${
        owner ? `pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : "it has not said which yet"
      }). Stop that process first, or give this one its own DATA_DIR. ` +
        "To run several instances, set DATABASE_URL to a PostgreSQL database.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLockOptions {
  /** Called when the lock is lost while held (its helper process was killed): another process may open the database. */
  onLost?: (err: Error) => void;
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

/** Says who holds the lock, for the message a second process gets; the lock itself is the kernel's, not this text. */
function writeOwner(file: string) {
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  try {
    writeFileSync(file, JSON.stringify(me));
  } catch {
    // a full disk: the lock holds all the same, a second process is told "it has not said which yet"
  }
}

/**
 * Takes DATA_DIR's database lock, or throws DataDirInUseError naming the process that holds it. Resolves to the
 * release. The lock is an advisory lock on `db.lock` held by the kernel for as long as this process lives
 * (flock(2)): a crashed holder (kill -9, a container restarted with the same pid 1, a pod on another host name)
 * releases it by dying, and taking it is one atomic system call, so two starters never both win.
 *
 * Node has no flock API. macOS and the BSDs open the file with O_EXLOCK; elsewhere the lock is held by flock(1)
 * (util-linux, busybox) running `cat` on a pipe from this process: when this process ends, however it ends, the pipe
 * closes, cat and flock exit and the kernel drops the lock. The file is never deleted (a deleted lock file lets one
 * process lock the old inode and another a new one).
 */
export async function lockDataDir(dir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const file = join(dir, LOCK_FILE);
  const exlock = (constants as Record<string, number | undefined>).O_EXLOCK;
  if (exlock) {
    let fd: number;
    try {
      fd = openSync(file, constants.O_RDWR | constants.O_CREAT | exlock | constants.O_NONBLOCK, 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EAGAIN") throw new DataDirInUseError(dir, readOwner(file));
      throw err;
    }
    writeOwner(file);
    return async () => closeSync(fd);
  }
  const helper = await holdWithFlock(dir, file);
  writeOwner(file);
  let released = false;
  // killed on its own (an operator, the OOM killer): this process must stop before another one opens the database
  helper.once("exit", (code, signal) => {
    if (!released)
      options.onLost?.(new Error(`The lock on ${file} was lost: its flock process ended (${signal ?? `exit ${code}`}).`));
  });
  return () => {
    released = true;
    if (helper.exitCode !== null || helper.signalCode !== null) return Promise.resolve();
    // end of input: cat exits, then flock, which has waited for it: once flock is gone the lock is free
    const exited = new Promise<void>((resolve) => helper.once("exit", () => resolve()));
    helper.stdin?.destroy();
    return exited;
  };
}

/** How long a starter waits for a holder that is going away (the flock process of one that just died). */
const GONE_WAIT_MS = 3_000;

async function holdWithFlock(dir: string, file: string): Promise<ChildProcess> {
  for (const end = Date.now() + GONE_WAIT_MS; ; ) {
    const outcome = await tryFlock(file);
    if (typeof outcome !== "string") return outcome;
    if (outcome !== "held") throw new Error(`Cannot lock the embedded database in ${dir}: ${outcome}`);
    if (Date.now() >= end) throw new DataDirInUseError(dir, readOwner(file));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The running flock process holding the lock, "held" when another process has it, or what went wrong. */
function tryFlock(file: string): Promise<ChildProcess | string> {
  return new Promise((resolve) => {
    // detached: a Ctrl-C to the terminal's process group must not drop the lock while the server is still closing
    const child = spawn("flock", ["-x", "-n", file, "cat"], { stdio: ["pipe", "pipe", "pipe"], detached: true });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.once("error", (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === "ENOENT"
          ? "the flock command is missing (install util-linux), or set DATABASE_URL to a PostgreSQL database"
          : err.message,
      ),
    );
    // cat echoes this line once flock holds the lock and has started it
    child.stdout.once("data", () => {
      child.removeAllListeners("exit");
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
      resolve(child);
    });
    child.once("exit", (code) => resolve(code === 1 && !stderr.trim() ? "held" : stderr.trim() || `flock exited ${code}`));
    child.stdin.on("error", () => {}); // EPIPE when flock has already exited: "exit" tells why
    child.stdin.write("locked\n");
  });
}
