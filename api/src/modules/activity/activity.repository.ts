import type { Database } from "../../db/database";
import type { ActivityTable } from "../../db/schema";

/** One entry as written: a row of the activity table without what the database gives it. */
export type ActivityRecord = Omit<ActivityTable, "id" | "createdAt">;

export interface ActivityFilter {
  person?: string;
  pageName?: string;
  item?: string;
  from?: Date;
  to?: Date;
}

const columns = [
  "id",
  "actorEmail",
  "actorName",
  "kind",
  "action",
  "summary",
  "pageName",
  "item",
  "itemUrl",
  "createdAt",
] as const;

export function createActivityRepository(db: Database) {
  const filtered = (f: ActivityFilter) => {
    let q = db.selectFrom("activity");
    if (f.person) q = q.where("actorEmail", "=", f.person);
    if (f.pageName) q = q.where("pageName", "=", f.pageName);
    if (f.item) q = q.where("item", "=", f.item);
    if (f.from) q = q.where("createdAt", ">=", f.from);
    if (f.to) q = q.where("createdAt", "<", f.to);
    return q;
  };

  return {
    async create(row: ActivityRecord) {
      await db.insertInto("activity").values(row).execute();
    },

    async list(filter: ActivityFilter, offset: number, limit: number) {
      return filtered(filter)
        .select(columns)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(filter: ActivityFilter) {
      const { n } = await filtered(filter)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Everyone who changed something, with the name they last signed in with. */
    async people() {
      const rows = await db
        .selectFrom("activity as a")
        .select(["a.actorEmail as email", "a.actorName as name"])
        .where("a.id", "in", (eb) =>
          eb
            .selectFrom("activity")
            .select((e) => e.fn.max("id").as("id"))
            .groupBy("actorEmail"),
        )
        .orderBy("a.actorName")
        .orderBy("a.actorEmail")
        .execute();
      return rows;
    },

    async pageNames() {
      const rows = await db.selectFrom("activity").select("pageName").distinct().orderBy("pageName").execute();
      return rows.map((r) => r.pageName);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
