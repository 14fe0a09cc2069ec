import { randomBytes } from "node:crypto";
import { open, statfs, unlink } from "node:fs/promises";
import { join } from "node:path";
import { OutOfStorageError } from "../errors";

/**
 * Below this much free space the data directory counts as full and writes are refused before they start: the
 * embedded database needs room for its next 16 MiB WAL segment (when it cannot create one it stops for good, see
 * database.ts), and requests in flight carry files of up to a few MiB.
 */
export const DATA_DIR_RESERVE_BYTES = 64 * 1024 * 1024;

/** How long one measurement answers for: a storm of probes or writes costs one statfs and one small write. */
const CHECK_TTL_MS = 1_500;

const PROBE = Buffer.alloc(4096, 0x2e);

/** Writes, fsyncs and removes a small file in `dir`: null when that worked, else the error's code ("ENOSPC"). */
export async function probeWrite(dir: string): Promise<string | null> {
  const file = join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString("hex")}`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, "w");
    await handle.write(PROBE);
    await handle.sync();
    return null;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? String(err);
  } finally {
    await handle?.close().catch(() => undefined);
    await unlink(file).catch(() => undefined);
  }
}

export interface SpaceCheck {
  writable: boolean;
  freeBytes: number;
  /** Why it is not writable: an error code of the probe write, or "less than 64 MiB free". */
  problem?: string;
}

/** Whether `dir` takes writes: enough free space (statfs) and a probe write that succeeds; measured at most every 1.5 s. */
export class DataDirSpace {
  private last?: { at: number; check: Promise<SpaceCheck> };

  constructor(
    readonly dir: string,
    readonly reserveBytes = DATA_DIR_RESERVE_BYTES,
    private readonly onChange?: (check: SpaceCheck) => void,
  ) {}

  check(): Promise<SpaceCheck> {
    const now = Date.now();
    if (this.last && now - this.last.at < CHECK_TTL_MS) return this.last.check;
    const before = this.last?.check;
    const check = this.measure();
    this.last = { at: now, check };
    void Promise.all([before, check]).then(([was, is]) => {
      if (is.writable !== (was?.writable ?? true)) this.onChange?.(is);
    });
    return check;
  }

  async writable(): Promise<boolean> {
    return (await this.check()).writable;
  }

  /** Throws OutOfStorageError (507) while the directory is full. */
  async assertWritable(): Promise<void> {
    if (!(await this.writable())) throw new OutOfStorageError();
  }

  private async measure(): Promise<SpaceCheck> {
    const stats = await statfs(this.dir).catch(() => null);
    const freeBytes = stats ? stats.bavail * stats.bsize : 0;
    if (stats && freeBytes < this.reserveBytes)
      return { writable: false, freeBytes, problem: `less than ${Math.round(this.reserveBytes / 1024 / 1024)} MiB free` };
    const problem = await probeWrite(this.dir);
    return problem ? { writable: false, freeBytes, problem } : { writable: true, freeBytes };
  }
}

// Emscripten's errno numbers (PGlite's file system errors are Emscripten's ErrnoError { errno })
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: "EACCES", 19: "EDQUOT", 29: "EIO", 51: "ENOSPC", 63: "EPERM", 69: "EROFS" };
const SAID: Record<string, string> = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EIO: "input/output error",
};

/** The error code behind a file system failure of Node or of PGlite ("ENOSPC"), if it has one. */
export function fsErrorCode(err: unknown): string | undefined {
  if (!err || typeof err !== "object") return undefined;
  const { code, errno, name } = err as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === "string" && code in SAID) return code;
  if (name === "ErrnoError" && typeof errno === "number") return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
  return undefined;
}

/**
 * Why the embedded database in `dir` could not be opened, in words: the file system's error when there is one,
 * else (PGlite often says only "failed to initialize") what a probe write into the directory meets.
 */
export async function openFailureCause(dir: string, err: unknown): Promise<string> {
  const code = fsErrorCode(err) ?? (await probeWrite(dir).catch(() => null)) ?? undefined;
  if (code) return SAID[code] ? `${SAID[code]} (${code})` : code;
  return err instanceof Error ? err.message : String(err);
}
