import type { Kysely } from "kysely";

/** Who has a section's editor open (issue 18): a row per editor and section, renewed by the editor's ping. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("edit_presence")
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("section", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("edit_presence_pk", ["client", "page_name", "section", "email"])
    .execute();
  await db.schema.createIndex("edit_presence_expires_idx").on("edit_presence").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("edit_presence").execute();
}
