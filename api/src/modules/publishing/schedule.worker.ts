import type { Database } from "../../db/database";
import { serialPasses } from "../../jobs/passes";
import { createScheduleRepository, type ScheduledRow } from "./schedule.repository";
import type { ChangeOutcome } from "./schedule.service";

export interface ScheduleWorker {
  /** Runs every change that is due, one at a time; resolves when none is left (or the worker stops). */
  drain(): Promise<number>;
  /** Starts looking every `pollMs`, beginning now (a change due while the server was down runs late, never not). */
  start(): void;
  /** A change was scheduled for `runAt`: a due one runs now (resolved once it had its turn), a near one on time. */
  wake(runAt: Date): Promise<void>;
  /** No new changes; resolves once the one running has committed. */
  stop(): Promise<void>;
}

export interface ScheduleWorkerOptions {
  db: Database;
  pollMs: number;
  /** Does the change (and logs it) within the transaction that claimed it. */
  run(trx: Database, row: ScheduledRow): Promise<ChangeOutcome>;
  /** After the change committed: the caches. */
  after(row: ScheduledRow, outcome: ChangeOutcome): Promise<void>;
  log: {
    error(o: object, m: string): void;
    warn(o: object, m: string): void;
    info(o: object, m: string): void;
  };
}

// a timer may fire a moment before the database's clock reaches the change's time
const MARGIN_MS = 20;

/**
 * The scheduled changes' worker, on every instance. A due change is claimed with FOR UPDATE SKIP LOCKED, run and
 * marked done in that one transaction: it runs once across instances, and a crash before the commit leaves it
 * pending for the next pass. A change that fails is marked failed (in a transaction of its own) and logged.
 */
export function createScheduleWorker(opts: ScheduleWorkerOptions): ScheduleWorker {
  const { db, log } = opts;
  const repo = createScheduleRepository(db);
  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let nextAt = Number.POSITIVE_INFINITY;

  /** One change, if one is due: true when one was taken (done or failed). */
  async function runOne(): Promise<boolean> {
    let claimed: ScheduledRow | undefined;
    try {
      const done = await db.transaction().execute(async (trx) => {
        const row = await createScheduleRepository(trx).claimDue();
        if (!row) return undefined;
        claimed = row;
        const outcome = await opts.run(trx, row);
        await createScheduleRepository(trx).markDone(row.id);
        return { row, outcome };
      });
      if (!done) return false;
      log.info({ changeId: done.row.id, kind: done.row.kind }, "scheduled change done");
      await opts
        .after(done.row, done.outcome)
        .catch((err: unknown) =>
          log.error({ err, changeId: done.row.id }, "scheduled change done, but the caches were not told"),
        );
      return true;
    } catch (err) {
      if (!claimed) throw err;
      const message = err instanceof Error ? err.message : String(err);
      log.error({ err, changeId: claimed.id, kind: claimed.kind }, "scheduled change failed");
      await repo.markFailed(claimed.id, message || "The change could not be made.");
      return true;
    }
  }

  async function pass(): Promise<number> {
    let n = 0;
    while (!stopping && (await runOne())) n++;
    return n;
  }

  const { drain, current: running } = serialPasses(pass, () => stopping);

  function tick() {
    nextAt = Number.POSITIVE_INFINITY;
    timer = undefined;
    drain()
      .catch((err: unknown) => log.warn({ err: String(err) }, "scheduled changes: pass failed"))
      .finally(() => at(Date.now() + opts.pollMs));
  }

  /** The next look at `when` unless one is planned sooner. */
  function at(when: number) {
    if (stopping || !started || when >= nextAt) return;
    clearTimeout(timer);
    nextAt = when;
    timer = setTimeout(tick, Math.max(0, when - Date.now()));
    timer.unref();
  }

  return {
    drain,
    start() {
      started = true;
      at(Date.now());
    },
    async wake(runAt) {
      const when = runAt.getTime();
      if (when <= Date.now()) {
        await drain().catch((err: unknown) => log.warn({ err: String(err) }, "scheduled changes: pass failed"));
        return;
      }
      at(when + MARGIN_MS);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running()?.catch(() => 0);
    },
  };
}
