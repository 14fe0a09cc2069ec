import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_view")
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_view_pk", ["path", "day"])
    .execute();

  await db.schema
    .createTable("sandbox_portal_session")
    .addColumn("session_key", "varchar(64)", (c) => c.primaryKey())
    .addColumn("access_token", "varchar(128)", (c) => c.notNull())
    .addColumn("reference_number", "varchar(40)", (c) => c.notNull())
    .addColumn("policy_holder_name", "varchar(200)", (c) => c.notNull())
    .addColumn("amount_due", "varchar(20)", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull().defaultTo(""))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sandbox_payment")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("session_key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("reference_number", "varchar(40)", (c) => c.notNull())
    .addColumn("amount", "varchar(20)", (c) => c.notNull())
    .addColumn("pay_on", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sandbox_payment").execute();
  await db.schema.dropTable("sandbox_portal_session").execute();
  await db.schema.dropTable("page_view").execute();
}
