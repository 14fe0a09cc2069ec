import { RESUMABLE_UPLOAD_MAX_AGE_MS } from "@hpm/contracts";
import type { Database } from "../../db/database";
import type { Storage } from "../../plugins/storage";
import { RESUMABLE_PIECE_PREFIX } from "./resumable.service";

/**
 * Attachment files are written before the submission's transaction commits (the row must never point at a
 * file that is not there). A request that fails, or a process killed in between, leaves a file no row
 * points at: this finds them and removes those older than `maxAgeMs` (far longer than any request lives,
 * so a file whose transaction is still running is never taken). A resumable upload's piece (`tus-…`) lives as long
 * as its upload may (`pieceMaxAgeMs`): the upload's own sweep removes it with its row, this one only a stray piece.
 */
export async function sweepOrphanedAttachments(opts: {
  db: Database;
  storage: Storage;
  maxAgeMs: number;
  pieceMaxAgeMs?: number;
  now?: Date;
}): Promise<string[]> {
  const { db, storage } = opts;
  if (!storage.list || !storage.delete) return [];
  const now = (opts.now ?? new Date()).getTime();
  const cutoff = now - opts.maxAgeMs;
  const pieceCutoff = now - Math.max(opts.maxAgeMs, opts.pieceMaxAgeMs ?? RESUMABLE_UPLOAD_MAX_AGE_MS);
  const old: string[] = [];
  for await (const f of storage.list())
    if (f.modifiedAt.getTime() < (f.key.startsWith(RESUMABLE_PIECE_PREFIX) ? pieceCutoff : cutoff)) old.push(f.key);
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

/**
 * Runs the sweep now (in the background) and every `intervalMs`, after `expireUploads` (the resumable uploads past
 * their age); stop() ends it and waits for a running pass.
 */
export function scheduleAttachmentSweep(opts: {
  db: Database;
  storage: Storage;
  maxAgeMs: number;
  pieceMaxAgeMs?: number;
  expireUploads?: () => Promise<number>;
  intervalMs: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      const expired = (await opts.expireUploads?.()) ?? 0;
      if (expired) opts.log.info({ removed: expired }, "abandoned resumable uploads removed");
      const removed = await sweepOrphanedAttachments(opts);
      if (removed.length) opts.log.info({ removed: removed.length }, "orphaned attachment files removed");
    })()
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
