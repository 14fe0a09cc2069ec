import type { Kysely } from "kysely";

/** Who saved a post last: the 409 of a stale save names them (issue 18). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("blog")
    .addColumn("updated_by", "varchar(320)", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("blog").dropColumn("updated_by").execute();
}
