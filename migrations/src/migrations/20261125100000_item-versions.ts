import { type Kysely, sql } from "kysely";

/** Issue 18: the saved versions of blog posts and agents (sections keep theirs in content_version), for History. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("item_version")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    .addColumn("item_key", "varchar(400)", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("item_version_item_idx")
    .on("item_version")
    .columns(["kind", "client", "item_key", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("item_version").execute();
}
