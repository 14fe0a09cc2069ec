import type { Kysely } from "kysely";

// A person is the ID token's immutable subject; the e-mail stays what the site shows and the editor list matches.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("session")
    .addColumn("subject", "varchar(400)", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("session_subject_idx").on("session").column("subject").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("session_subject_idx").execute();
  await db.schema.alterTable("session").dropColumn("subject").execute();
}
