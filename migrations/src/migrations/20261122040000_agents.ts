import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("agent")
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("image", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "varchar(500)", (c) => c.notNull())
    .addColumn("address2", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("mobile", "varchar(40)", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "varchar(40)", (c) => c.notNull().defaultTo(""))
    .addColumn("about_me", "text", (c) => c.notNull())
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .addColumn("city", "varchar(120)", (c) => c.notNull())
    .addColumn("state", "varchar(60)", (c) => c.notNull())
    .addColumn("zip", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("map", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("website2", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("office_hours", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("updated_by", "varchar(320)", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("agent_pk", ["client", "email"])
    .execute();
  await sql`create index agent_title_idx on agent (client, lower(title))`.execute(db);
  await db.schema.createIndex("agent_city_idx").on("agent").columns(["client", "city"]).execute();

  await db.schema
    .createTable("seed_run")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("ran_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seed_run").execute();
  await db.schema.dropTable("agent").execute();
}
