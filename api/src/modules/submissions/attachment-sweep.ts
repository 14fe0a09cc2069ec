import type { Database } from "../../db/database";
import type { Storage } from "../../plugins/storage";

/**
 * Attachment files are written before the submission's transaction commits (the row must never point at a
 * file that is not there). A request that fails, or a process killed in between, leaves a file no row
 * points at: this finds them and removes those older than `maxAgeMs` (far longer than any request lives,
 * so a file whose transaction is still running is never taken).
 */
export async function sweepOrphanedAttachments(opts: {
  db: Database;
  storage: Storage;
  maxAgeMs: number;
  now?: Date;
}): Promise<string[]> {
  const { db, storage } = opts;
  if (!storage.list || !storage.delete) return [];
  const cutoff = (opts.now ?? new Date()).getTime() - opts.maxAgeMs;
  const old: string[] = [];
  for await (const f of storage.list()) if (f.modifiedAt.getTime() < cutoff) old.push(f.key);
  const removed: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const referenced = new Set(
      (await db.selectFrom("submissionFile").select("storageKey").where("storageKey", "in", batch).execute()).map(
        (r) => r.storageKey,
      ),
    );
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
  }
  return removed;
}

/** Runs the sweep now (in the background) and every `intervalMs`; stop() ends it and waits for a running pass. */
export function scheduleAttachmentSweep(opts: {
  db: Database;
  storage: Storage;
  maxAgeMs: number;
  intervalMs: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) return;
    running = sweepOrphanedAttachments(opts)
      .then((removed) => {
        if (removed.length) opts.log.info({ removed: removed.length }, "orphaned attachment files removed");
      })
      .catch((err) => opts.log.warn({ err: String(err) }, "attachment sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      run();
      timer = setInterval(run, opts.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
