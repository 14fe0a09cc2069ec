import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("blog_topic")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("status", "smallint", (c) => c.notNull().defaultTo(1))
    .addColumn("soft_delete", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("blog_tag")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("main_topic_id", "integer", (c) => c.notNull().references("blog_topic.id"))
    .addColumn("tag", "varchar(120)", (c) => c.notNull())
    .addColumn("status", "smallint", (c) => c.notNull().defaultTo(1))
    .addColumn("soft_delete", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("blog")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("title", "varchar(300)", (c) => c.notNull())
    .addColumn("sub_title", "varchar(600)", (c) => c.notNull())
    .addColumn("rich_text", "text", (c) => c.notNull())
    .addColumn("image_link", "varchar(2000)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("tag_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn("related_post1", "integer", (c) => c.notNull().defaultTo(-1))
    .addColumn("related_post2", "integer", (c) => c.notNull().defaultTo(-1))
    .addColumn("related_post3", "integer", (c) => c.notNull().defaultTo(-1))
    .addColumn("reading_minutes", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("created_date", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("published_date", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index blog_public_idx on blog (client, status, published_date desc)`.execute(db);
  await sql`create index blog_created_idx on blog (client, created_date desc)`.execute(db);

  await db.schema
    .createTable("blog_setting")
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("subtitle", "varchar(400)", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("blog_setting_pk", ["client", "page_name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_setting").execute();
  await db.schema.dropTable("blog").execute();
  await db.schema.dropTable("blog_tag").execute();
  await db.schema.dropTable("blog_topic").execute();
}
