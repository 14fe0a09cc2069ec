import { type Kysely, sql } from "kysely";

/**
 * Resumable attachment uploads (tus): one row per upload, tied to its submission's idempotency key, and one row per
 * piece of bytes kept in the private file store (the offset moves only with a piece, in one transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("resumable_upload")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("idempotency_key", "varchar(100)", (c) => c.notNull())
    .addColumn("field", "varchar(20)", (c) => c.notNull())
    .addColumn("file_name", "varchar(255)", (c) => c.notNull())
    .addColumn("file_type", "varchar(100)", (c) => c.notNull())
    .addColumn("length", "integer", (c) => c.notNull())
    .addColumn("offset", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("resumable_upload_key_idx").on("resumable_upload").column("idempotency_key").execute();
  await db.schema.createIndex("resumable_upload_created_idx").on("resumable_upload").column("created_at").execute();
  await db.schema
    .createTable("resumable_upload_piece")
    .addColumn("upload_id", "uuid", (c) => c.notNull().references("resumable_upload.id").onDelete("cascade"))
    .addColumn("offset", "integer", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("storage_key", "varchar(128)", (c) => c.notNull())
    .addPrimaryKeyConstraint("resumable_upload_piece_pk", ["upload_id", "offset"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resumable_upload_piece").execute();
  await db.schema.dropTable("resumable_upload").execute();
}
