import type { ScheduleKind, ScheduleState } from "@hpm/contracts";
import { sql } from "kysely";
import type { Database } from "../../db/database";

const columns = [
  "id",
  "client",
  "kind",
  "pageName",
  "postId",
  "asOf",
  "runAt",
  "state",
  "createdBy",
  "createdAt",
  "doneAt",
  "error",
] as const;

export interface ScheduledRow {
  id: number;
  client: string;
  kind: ScheduleKind;
  pageName: string | null;
  postId: number | null;
  asOf: Date | null;
  runAt: Date;
  state: ScheduleState;
  createdBy: string;
  createdAt: Date;
  doneAt: Date | null;
  error: string | null;
}

export interface NewScheduledChange {
  client: string;
  kind: ScheduleKind;
  pageName: string | null;
  postId: number | null;
  asOf: Date | null;
  runAt: Date;
  createdBy: string;
}

const ERROR_MAX = 500;
const rowOf = (r: unknown) => r as ScheduledRow;

/** The changes waiting for their time, and what became of them. Built over a transaction, it works within it. */
export function createScheduleRepository(db: Database) {
  const of = (client: string, pageName?: string) => {
    let q = db.selectFrom("scheduledChange").select(columns).where("client", "=", client);
    if (pageName !== undefined) q = q.where("pageName", "=", pageName);
    return q;
  };

  return {
    async create(change: NewScheduledChange): Promise<ScheduledRow> {
      return rowOf(await db.insertInto("scheduledChange").values(change).returning(columns).executeTakeFirstOrThrow());
    },

    async get(client: string, id: number): Promise<ScheduledRow | undefined> {
      const row = await of(client).where("id", "=", id).executeTakeFirst();
      return row && rowOf(row);
    },

    /** Those still to run, the next first. */
    async listPending(client: string, pageName?: string, kind?: ScheduleKind): Promise<ScheduledRow[]> {
      let q = of(client, pageName).where("state", "=", "pending");
      if (kind) q = q.where("kind", "=", kind);
      return (await q.orderBy("runAt").orderBy("id").execute()).map(rowOf);
    },

    /** Those that ran, failed or were cancelled, the latest first. */
    async listPast(client: string, pageName: string | undefined, limit: number): Promise<ScheduledRow[]> {
      const rows = await of(client, pageName)
        .where("state", "!=", "pending")
        .orderBy(sql`coalesce(done_at, created_at)`, "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(rowOf);
    },

    /** Cancels a change that has not run; undefined when it is not pending (any more). */
    async cancel(client: string, id: number, by: string): Promise<ScheduledRow | undefined> {
      const row = await db
        .updateTable("scheduledChange")
        .set({ state: "cancelled", cancelledBy: by, doneAt: sql<Date>`now()` })
        .where("client", "=", client)
        .where("id", "=", id)
        .where("state", "=", "pending")
        .returning(columns)
        .executeTakeFirst();
      return row && rowOf(row);
    },

    /** The next due change, locked until the transaction ends; one another instance holds is skipped, not waited for. */
    async claimDue(): Promise<ScheduledRow | undefined> {
      const row = await db
        .selectFrom("scheduledChange")
        .select(columns)
        .where("state", "=", "pending")
        .where("runAt", "<=", sql<Date>`now()`)
        .orderBy("runAt")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return row && rowOf(row);
    },

    async markDone(id: number): Promise<void> {
      await db.updateTable("scheduledChange").set({ state: "done", doneAt: sql<Date>`now()` }).where("id", "=", id).execute();
    },

    /** A change that could not run: failed with why (unless it ran or was cancelled meanwhile). */
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .updateTable("scheduledChange")
        .set({ state: "failed", doneAt: sql<Date>`now()`, error: error.slice(0, ERROR_MAX) })
        .where("id", "=", id)
        .where("state", "=", "pending")
        .execute();
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
