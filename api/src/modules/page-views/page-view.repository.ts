import { sql } from "kysely";
import type { Database } from "../../db/database";

export function createPageViewRepository(db: Database) {
  return {
    async add(counts: Map<string, number>, day: string) {
      if (counts.size === 0) return;
      await db
        .insertInto("pageView")
        .values([...counts].map(([path, views]) => ({ path, day, views })))
        .onConflict((oc) => oc.columns(["path", "day"]).doUpdateSet({ views: sql`page_view.views + excluded.views` }))
        .execute();
    },

    async list(since: string) {
      return db
        .selectFrom("pageView")
        .select(["path", sql<number>`cast(sum(views) as integer)`.as("views")])
        .where("day", ">=", since)
        .groupBy("path")
        .orderBy("views", "desc")
        .orderBy("path")
        .execute();
    },
  };
}
