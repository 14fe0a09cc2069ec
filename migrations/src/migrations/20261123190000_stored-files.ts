import { type Kysely, sql } from "kysely";

/** Uploads and submission attachments kept in the database, so every instance serves the same files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stored_file")
    .addColumn("area", "varchar(16)", (c) => c.notNull())
    .addColumn("key", "varchar(128)", (c) => c.notNull())
    .addColumn("content_type", "varchar(100)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("content", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("stored_file_pk", ["area", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stored_file").execute();
}
