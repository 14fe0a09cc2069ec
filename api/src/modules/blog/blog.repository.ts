import type { BlogRelated, BlogStatus, BlogSummary, BlogTag, BlogTagRef, BlogTopic } from "@hpm/contracts";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";

export type BlogOrder = { orderBy: "createdDate" | "publishedDate" | "title"; order: "asc" | "desc" };
export type BlogRow = {
  id: number;
  title: string;
  subTitle: string;
  richText: string;
  imageLink: string;
  status: string;
  tagIds: number[];
  relatedPost1: number;
  relatedPost2: number;
  relatedPost3: number;
  readingMinutes: number;
  createdDate: Date;
  publishedDate: Date | null;
  createdBy?: string;
  updatedBy?: string;
  updatedAt?: Date;
};
export type BlogWrite = Omit<BlogRow, "id" | "createdDate" | "createdBy" | "updatedBy" | "updatedAt">;

const summaryColumns = [
  "id",
  "title",
  "subTitle",
  "imageLink",
  "status",
  "tagIds",
  "readingMinutes",
  "createdDate",
  "publishedDate",
] as const;

type BlogQuery = SelectQueryBuilder<DB, "blog", object>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const toRelated = (r: {
  id: number;
  title: string;
  subTitle: string;
  imageLink: string;
  publishedDate: Date | null;
}): BlogRelated => ({
  blogId: r.id,
  title: r.title,
  subTitle: r.subTitle,
  imageLink: r.imageLink,
  publishedDate: iso(r.publishedDate),
});
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const blogs = (db: Database, client: string) => db.selectFrom("blog").where("client", "=", client);
const published = (db: Database, client: string) => blogs(db, client).where("status", "=", "Published");
const matching = (q: BlogQuery, search: string) =>
  search.trim()
    ? q.where((eb) =>
        eb.or([eb("title", "ilike", likePattern(search.trim())), eb("subTitle", "ilike", likePattern(search.trim()))]),
      )
    : q;

async function tagRefs(db: Database, client: string): Promise<Map<number, BlogTagRef>> {
  const rows = await db
    .selectFrom("blogTag as t")
    .innerJoin("blogTopic as m", "m.id", "t.mainTopicId")
    .select(["t.id", "t.tag", "m.title"])
    .where("t.client", "=", client)
    .where("t.softDelete", "=", false)
    .execute();
  return new Map(rows.map((r) => [r.id, { topicId: r.id, tag: r.tag, title: r.title }]));
}

function toSummary(row: Pick<BlogRow, (typeof summaryColumns)[number]>, tags: Map<number, BlogTagRef>): BlogSummary {
  const ids = row.tagIds ?? [];
  return {
    blogId: row.id,
    title: row.title,
    subTitle: row.subTitle,
    imageLink: row.imageLink,
    status: row.status as BlogStatus,
    tag: ids.join(","),
    tagList: ids.flatMap((id) => tags.get(id) ?? []),
    createdDate: iso(row.createdDate) as string,
    publishedDate: iso(row.publishedDate),
    readingMinutes: row.readingMinutes,
  };
}

/** Pages of post summaries, each with its tags by name, and the total they are a page of. */
function postPages(db: Database) {
  async function page(client: string, base: BlogQuery, order: BlogOrder, pageNumber: number, pageSize: number) {
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const rows = await base
      .select(summaryColumns)
      .orderBy(order.orderBy, (ob) => (order.order === "asc" ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy("id", order.order)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute();
    const tags = await tagRefs(db, client);
    return { list: rows.map((r) => toSummary(r as BlogRow, tags)), total: Number(n), pageNumber, pageSize };
  }

  return {
    listAll: (client: string, order: BlogOrder, pageNumber: number, pageSize: number, status?: BlogStatus) =>
      page(client, status ? blogs(db, client).where("status", "=", status) : blogs(db, client), order, pageNumber, pageSize),

    listPublished: (client: string, order: BlogOrder, pageNumber: number, pageSize: number) =>
      page(client, published(db, client), order, pageNumber, pageSize),

    listByTopic: (client: string, topicId: number, order: BlogOrder, pageNumber: number, pageSize: number) =>
      page(
        client,
        published(db, client).where(({ exists, selectFrom }) =>
          exists(
            selectFrom("blogTag as t")
              .select("t.id")
              .where("t.mainTopicId", "=", topicId)
              .where("t.softDelete", "=", false)
              .where(sql<boolean>`t.id = any(blog.tag_ids)`),
          ),
        ),
        order,
        pageNumber,
        pageSize,
      ),

    searchPublished: (client: string, search: string, pageNumber: number, pageSize: number) =>
      page(client, matching(published(db, client), search), { orderBy: "publishedDate", order: "desc" }, pageNumber, pageSize),

    searchAll: (client: string, search: string, limit: number) =>
      page(client, matching(blogs(db, client), search), { orderBy: "createdDate", order: "desc" }, 1, limit),
  };
}

/** Single posts: read whole, their related posts, and the newest published ones for the feeds. */
function postReads(db: Database) {
  return {
    async get(client: string, id: number): Promise<BlogRow | undefined> {
      return (await blogs(db, client).selectAll().where("id", "=", id).executeTakeFirst()) as BlogRow | undefined;
    },

    async relatedCandidates(client: string, self: number, tagIds: number[], limit: number): Promise<BlogRelated[]> {
      const shares = tagIds.length
        ? sql<boolean>`tag_ids && ${sql.lit(`{${tagIds.join(",")}}`)}::integer[]`
        : sql<boolean>`false`;
      const rows = await published(db, client)
        .select(["id", "title", "subTitle", "imageLink", "publishedDate"])
        .where("id", "!=", self)
        .orderBy(shares, "desc")
        .orderBy("publishedDate", (ob) => ob.desc().nullsLast())
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toRelated);
    },

    async publishedByIds(client: string, ids: number[]) {
      if (!ids.length) return [];
      return published(db, client)
        .select(["id", "title", "subTitle", "imageLink", "publishedDate"])
        .where("id", "in", ids)
        .execute();
    },

    /** The published posts' text, newest first (the site's search index). */
    async publishedTexts(client: string, limit: number) {
      return published(db, client)
        .select(["id", "title", "subTitle", "richText"])
        .orderBy("publishedDate", (ob) => ob.desc().nullsLast())
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    async feed(client: string, limit: number) {
      return published(db, client)
        .select(["id", "title", "subTitle", "publishedDate", "imageLink"])
        .orderBy("publishedDate", (ob) => ob.desc().nullsLast())
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },
  };
}

function postWrites(db: Database) {
  return {
    async create(client: string, row: BlogWrite, by: string): Promise<number> {
      const { id } = await db
        .insertInto("blog")
        .values({ client, ...row, createdBy: by, updatedBy: by })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** With baseUpdatedAt the row must still carry that time (to the millisecond): false when someone saved since. */
    async update(client: string, id: number, row: Partial<BlogWrite>, by?: string, baseUpdatedAt?: Date) {
      let query = db
        .updateTable("blog")
        .set({ ...row, ...(by === undefined ? {} : { updatedBy: by }), updatedAt: new Date() })
        .where("client", "=", client)
        .where("id", "=", id);
      if (baseUpdatedAt) query = query.where(sql`date_trunc('milliseconds', updated_at)`, "=", baseUpdatedAt);
      const res = await query.executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

function topicRows(db: Database) {
  return {
    async topics(client: string, activeOnly: boolean): Promise<BlogTopic[]> {
      let q = db.selectFrom("blogTopic").selectAll().where("client", "=", client);
      if (activeOnly) q = q.where("status", "=", 1).where("softDelete", "=", false);
      const rows = await q.orderBy("title").orderBy("id").execute();
      return rows.map((r) => ({ mainTopicId: r.id, title: r.title, status: r.status ? 1 : 0, softDelete: r.softDelete }));
    },

    getTopic: (client: string, id: number) =>
      db.selectFrom("blogTopic").selectAll().where("client", "=", client).where("id", "=", id).executeTakeFirst(),

    async saveTopic(client: string, id: number | null, title: string, status: number, softDelete = false) {
      if (id) {
        await db
          .updateTable("blogTopic")
          .set({ title, status, softDelete })
          .where("client", "=", client)
          .where("id", "=", id)
          .execute();
        return id;
      }
      return (await db.insertInto("blogTopic").values({ client, title, status }).returning("id").executeTakeFirstOrThrow()).id;
    },
  };
}

function tagRows(db: Database) {
  return {
    async tags(client: string, activeOnly: boolean): Promise<BlogTag[]> {
      let q = db
        .selectFrom("blogTag as t")
        .innerJoin("blogTopic as m", "m.id", "t.mainTopicId")
        .select(["t.id", "t.tag", "t.mainTopicId", "m.title", "t.status", "t.softDelete"])
        .where("t.client", "=", client);
      if (activeOnly) q = q.where("t.status", "=", 1).where("t.softDelete", "=", false).where("m.softDelete", "=", false);
      const rows = await q.orderBy("m.title").orderBy("t.tag").orderBy("t.id").execute();
      return rows.map((r) => ({
        topicId: r.id,
        tag: r.tag,
        mainTopicId: r.mainTopicId,
        mainTitle: r.title,
        title: r.title,
        status: r.status ? 1 : 0,
        softDelete: r.softDelete,
      }));
    },

    getTag: (client: string, id: number) =>
      db.selectFrom("blogTag").selectAll().where("client", "=", client).where("id", "=", id).executeTakeFirst(),

    async saveTag(
      client: string,
      id: number | null,
      row: { tag: string; mainTopicId: number; status: number; softDelete?: boolean },
    ) {
      if (id) {
        await db.updateTable("blogTag").set(row).where("client", "=", client).where("id", "=", id).execute();
        return id;
      }
      return (
        await db
          .insertInto("blogTag")
          .values({ client, ...row })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    },
  };
}

function settingRows(db: Database) {
  return {
    getSetting: (client: string, pageName: string) =>
      db
        .selectFrom("blogSetting")
        .select(["title", "subtitle"])
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .executeTakeFirst(),

    async saveSetting(client: string, pageName: string, title: string, subtitle: string) {
      await db
        .insertInto("blogSetting")
        .values({ client, pageName, title, subtitle })
        .onConflict((oc) => oc.columns(["client", "pageName"]).doUpdateSet({ title, subtitle, updatedAt: new Date() }))
        .execute();
    },
  };
}

export function createBlogRepository(db: Database) {
  return {
    tagRefs: (client: string) => tagRefs(db, client),
    toSummary,
    toRelated,
    ...postPages(db),
    ...postReads(db),
    ...postWrites(db),
    ...topicRows(db),
    ...tagRows(db),
    ...settingRows(db),
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
