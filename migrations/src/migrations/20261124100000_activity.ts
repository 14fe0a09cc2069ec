import { type Kysely, sql } from "kysely";

/** The activity log: one row per change an editor made (who, when, what, which item), newest read first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("activity")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("actor_email", "varchar(320)", (c) => c.notNull())
    .addColumn("actor_name", "varchar(200)", (c) => c.notNull())
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    .addColumn("action", "varchar(40)", (c) => c.notNull())
    .addColumn("summary", "varchar(500)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("item", "varchar(500)", (c) => c.notNull())
    .addColumn("item_url", "varchar(2000)")
    .addColumn("route", "varchar(200)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("activity_created_idx").on("activity").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("activity_actor_idx").on("activity").columns(["actor_email", "created_at desc"]).execute();
  await db.schema.createIndex("activity_page_idx").on("activity").columns(["page_name", "created_at desc"]).execute();
  await db.schema.createIndex("activity_item_idx").on("activity").columns(["item", "created_at desc"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("activity").execute();
}
