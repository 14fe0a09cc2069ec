import { type Kysely, sql } from "kysely";

/**
 * Publishing (issue 30). A section's versions are drafts or published (content_section keeps what visitors see, as
 * before); content_draft points at a section's current draft; scheduled_change holds the changes waiting for their
 * time (claimed once across instances with FOR UPDATE SKIP LOCKED); preview_link the links shared with reviewers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("content_version")
    .addColumn("state", "varchar(12)", (c) => c.notNull().defaultTo("published"))
    .execute();
  await db.schema.alterTable("content_version").addColumn("published_at", "timestamptz").execute();
  await sql`update content_version set published_at = created_at`.execute(db);
  await db.schema
    .createIndex("content_version_published_idx")
    .on("content_version")
    .columns(["client", "page_name", "published_at"])
    .execute();

  await db.schema
    .createTable("content_draft")
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("section", "varchar(100)", (c) => c.notNull())
    .addColumn("version_id", "integer", (c) => c.notNull().references("content_version.id"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("content_draft_pk", ["client", "page_name", "section"])
    .execute();

  await db.schema
    .createTable("scheduled_change")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)")
    .addColumn("post_id", "integer")
    .addColumn("as_of", "timestamptz")
    .addColumn("run_at", "timestamptz", (c) => c.notNull())
    .addColumn("state", "varchar(12)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("done_at", "timestamptz")
    .addColumn("cancelled_by", "varchar(320)")
    .addColumn("error", "varchar(500)")
    .execute();
  await db.schema.createIndex("scheduled_change_due_idx").on("scheduled_change").columns(["state", "run_at"]).execute();

  await db.schema
    .createTable("preview_link")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("revoked_by", "varchar(320)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_link").execute();
  await db.schema.dropTable("scheduled_change").execute();
  await db.schema.dropTable("content_draft").execute();
  await db.schema.dropIndex("content_version_published_idx").execute();
  await db.schema.alterTable("content_version").dropColumn("published_at").execute();
  await db.schema.alterTable("content_version").dropColumn("state").execute();
}
