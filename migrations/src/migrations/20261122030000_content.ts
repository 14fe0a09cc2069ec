import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("section", "varchar(100)", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("restored_from", "integer", (c) => c.references("content_version.id"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("content_version_section_idx")
    .on("content_version")
    .columns(["client", "page_name", "section", "id"])
    .execute();

  await db.schema
    .createTable("content_section")
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("section", "varchar(100)", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("version_id", "integer", (c) => c.notNull().references("content_version.id"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("content_section_pk", ["client", "page_name", "section"])
    .execute();

  await db.schema
    .createTable("upload")
    .addColumn("id", "varchar(40)", (c) => c.primaryKey())
    .addColumn("mime", "varchar(40)", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "jsonb", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("upload").execute();
  await db.schema.dropTable("content_section").execute();
  await db.schema.dropTable("content_version").execute();
}
