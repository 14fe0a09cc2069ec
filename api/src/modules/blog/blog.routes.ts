import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_MESSAGES,
  BLOG_PUBLIC_PAGE_SIZE,
  BLOG_SEARCH_MAX,
  BLOG_SETTING_PAGE,
  DEFAULT_CLIENT,
} from "@hpm/contracts";
import {
  BlogCreateBody,
  BlogFilterQuery,
  BlogIdParams,
  BlogPageSchema,
  BlogPagingQuery,
  BlogPostSchema,
  BlogSettingBody,
  BlogSettingQuery,
  BlogSettingSchema,
  BlogStatusBody,
  BlogTagBody,
  BlogTagSchema,
  BlogTopicBody,
  BlogTopicParams,
  BlogTopicSchema,
  ContentVersion,
  ErrorBody,
  ItemHistoryBody,
  ItemRestoreBody,
  Ok,
  StaleEditBody,
} from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { editorName } from "../../editing/edit-conflicts";
import { createItemVersions } from "../../editing/item-versions";
import { publicPostLimit } from "../../plugins/security";
import { blogActivity } from "./blog.activity";
import { rssXml, sitemapXml } from "./blog.feeds";
import type { BlogOrder } from "./blog.repository";
import { createBlogRepository } from "./blog.repository";
import { createBlogService } from "./blog.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Saved = Ok(Type.Object({ id: Type.Integer() }));
const tags = ["blog"];

function paging(q: BlogPagingQuery, defaults: { size: number; orderBy: BlogOrder["orderBy"] }) {
  const pageNumber = Math.max(1, Number(q.pageNumber ?? 1) || 1);
  const pageSize = Math.min(BLOG_SEARCH_MAX, Math.max(1, Number(q.pageSize ?? defaults.size) || defaults.size));
  const order: BlogOrder = {
    orderBy: q.orderBy ?? defaults.orderBy,
    order: (q.order ?? "DESC").toLowerCase() === "asc" ? "asc" : "desc",
  };
  return { pageNumber, pageSize, order, client: q.client ?? DEFAULT_CLIENT };
}

const blogRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const service = createBlogService(
    createBlogRepository(app.db),
    (email) => editorName(app.db, email),
    createItemVersions(app.db),
  );
  const activity = blogActivity(service);
  const publicCache = { "cache-control": "public, max-age=60" };

  app.get(
    "/api/blog/list",
    {
      config: { access: "admin" },
      schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), ...errors } },
    },
    async (request) => {
      const p = paging(request.query, { size: BLOG_ADMIN_PAGE_SIZE, orderBy: "createdDate" });
      const filter = request.query.filter;
      return {
        status: true as const,
        result: await service.listAll(p.client, p.order, p.pageNumber, p.pageSize, filter === "all" ? undefined : filter),
      };
    },
  );

  app.get(
    "/api/blog/public",
    {
      config: { access: "public" },
      schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), 400: ErrorBody } },
    },
    async (request) => {
      const p = paging(request.query, { size: BLOG_PUBLIC_PAGE_SIZE, orderBy: "publishedDate" });
      return { status: true as const, result: await service.listPublished(p.client, p.order, p.pageNumber, p.pageSize) };
    },
  );

  app.get(
    "/api/blog/byTopic/:topic",
    {
      config: { access: "public" },
      schema: {
        tags,
        params: BlogTopicParams,
        querystring: BlogPagingQuery,
        response: { 200: Ok(BlogPageSchema), 400: ErrorBody },
      },
    },
    async (request) => {
      const p = paging(request.query, { size: BLOG_PUBLIC_PAGE_SIZE, orderBy: "publishedDate" });
      return {
        status: true as const,
        result: await service.listByTopic(p.client, Number(request.params.topic), p.order, p.pageNumber, p.pageSize),
      };
    },
  );

  app.get(
    "/api/blog/published/search",
    {
      // a search reads the posts' text: limited per caller, at a rate a visitor typing never reaches
      config: { access: "public", rateLimit: publicPostLimit(config, 5) },
      schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), 400: ErrorBody } },
    },
    async (request) => {
      const p = paging(request.query, { size: BLOG_PUBLIC_PAGE_SIZE, orderBy: "publishedDate" });
      const capped = Math.min(p.pageSize, Math.max(0, BLOG_SEARCH_MAX - (p.pageNumber - 1) * p.pageSize));
      const result = await service.searchPublished(p.client, request.query.search ?? "", p.pageNumber, Math.max(1, capped));
      return {
        status: true as const,
        result: {
          ...result,
          list: capped ? result.list : [],
          pageSize: p.pageSize,
          total: Math.min(result.total, BLOG_SEARCH_MAX),
        },
      };
    },
  );

  app.get(
    "/api/blog/published/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        params: BlogIdParams,
        querystring: BlogFilterQuery,
        response: { 200: Ok(BlogPostSchema), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      status: true as const,
      result: await service.getPublished(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id)),
    }),
  );

  app.get(
    "/api/blog/byId/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: BlogIdParams, querystring: BlogFilterQuery, response: { 200: Ok(BlogPostSchema), ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: await service.getById(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id)),
    }),
  );

  app.get(
    "/api/blog/all/search",
    {
      config: { access: "admin" },
      schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: await service.searchAll(request.query.client ?? DEFAULT_CLIENT, request.query.search ?? "", BLOG_SEARCH_MAX),
    }),
  );

  app.post(
    "/api/blog/create",
    {
      config: { access: "admin", activity: activity.savePost },
      schema: { tags, body: BlogCreateBody, response: { 200: Saved, ...errors, 409: StaleEditBody } },
    },
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const id = await service.save(client, request.body, request.session?.email ?? "");
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
  );

  app.patch(
    "/api/blog/change-status/:id",
    {
      config: { access: "admin", activity: activity.changeStatus },
      schema: { tags, params: BlogIdParams, body: BlogStatusBody, response: { 200: Saved, ...errors } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await service.changeStatus(request.body.client ?? DEFAULT_CLIENT, id, request.body.status);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
  );

  // Issue 18: a post's saved versions (History) and restoring one as a new version.
  app.post(
    "/api/blog/history/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: BlogIdParams, body: ItemHistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
    },
    async (request) => {
      const { client, pageNumber, pageSize } = request.body;
      return {
        status: true as const,
        result: await service.history(client ?? DEFAULT_CLIENT, Number(request.params.id), pageNumber ?? 1, pageSize ?? 10),
      };
    },
  );

  app.post(
    "/api/blog/restore/:id",
    {
      config: { access: "admin", activity: activity.restorePost },
      schema: { tags, params: BlogIdParams, body: ItemRestoreBody, response: { 200: Saved, ...errors, 409: StaleEditBody } },
    },
    async (request) => {
      const { client, versionId, baseUpdatedAt } = request.body;
      const id = Number(request.params.id);
      await service.restore(client ?? DEFAULT_CLIENT, id, versionId, request.session?.email ?? "", baseUpdatedAt);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
  );

  // Topics (spec: /blog/topic) and tags (spec: /blog/main_topic). Visitors and non-admins get the
  // active ones only; admins get every one (filter=all) including soft-deleted ones.
  const activeOnly = (filter: string | undefined, role: string | undefined) => role !== "admin" || filter !== "all";

  app.get(
    "/api/blog/topic",
    {
      config: { access: "public" },
      schema: { tags, querystring: BlogFilterQuery, response: { 200: Ok(Type.Array(BlogTopicSchema)), 400: ErrorBody } },
    },
    async (request) => ({
      status: true as const,
      result: await service.topics(
        request.query.client ?? DEFAULT_CLIENT,
        activeOnly(request.query.filter, request.session?.role),
      ),
    }),
  );

  app.post(
    "/api/blog/topic",
    {
      config: { access: "admin", activity: activity.saveTopic },
      schema: { tags, body: BlogTopicBody, response: { 200: Saved, ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: { id: await service.saveTopic(request.body.client ?? DEFAULT_CLIENT, request.body) },
      message: BLOG_MESSAGES.topicSaved,
    }),
  );

  app.delete(
    "/api/blog/topic/:id",
    {
      config: { access: "admin", activity: activity.deleteTopic },
      schema: { tags, params: BlogIdParams, response: { 200: Saved, ...errors } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await service.deleteTopic(DEFAULT_CLIENT, id);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.topicSaved };
    },
  );

  app.get(
    "/api/blog/main_topic",
    {
      config: { access: "public" },
      schema: { tags, querystring: BlogFilterQuery, response: { 200: Ok(Type.Array(BlogTagSchema)), 400: ErrorBody } },
    },
    async (request) => ({
      status: true as const,
      result: await service.tags(request.query.client ?? DEFAULT_CLIENT, activeOnly(request.query.filter, request.session?.role)),
    }),
  );

  app.post(
    "/api/blog/main_topic",
    {
      config: { access: "admin", activity: activity.saveTag },
      schema: { tags, body: BlogTagBody, response: { 200: Saved, ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: { id: await service.saveTag(request.body.client ?? DEFAULT_CLIENT, request.body) },
      message: BLOG_MESSAGES.topicSaved,
    }),
  );

  app.delete(
    "/api/blog/main_topic/:id",
    {
      config: { access: "admin", activity: activity.deleteTag },
      schema: { tags, params: BlogIdParams, response: { 200: Saved, ...errors } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await service.deleteTag(DEFAULT_CLIENT, id);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.topicSaved };
    },
  );

  app.get(
    "/api/blog/setting",
    {
      config: { access: "public" },
      schema: { tags, querystring: BlogSettingQuery, response: { 200: Ok(BlogSettingSchema), 400: ErrorBody } },
    },
    async (request) => ({
      status: true as const,
      result: await service.getSetting(request.query.client ?? DEFAULT_CLIENT, request.query.pageName || BLOG_SETTING_PAGE),
    }),
  );

  app.post(
    "/api/blog/setting",
    {
      config: { access: "admin", activity: activity.saveSetting },
      schema: { tags, body: BlogSettingBody, response: { 200: Ok(BlogSettingSchema), ...errors } },
    },
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const pageName = request.body.pageName || BLOG_SETTING_PAGE;
      await service.saveSetting(client, pageName, request.body.title, request.body.subtitle);
      return { status: true as const, result: await service.getSetting(client, pageName), message: BLOG_MESSAGES.saved };
    },
  );

  // Feeds: outside /api so crawlers find them at the conventional places.
  app.get("/rss.xml", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply: FastifyReply) => {
    const setting = await service.getSetting(DEFAULT_CLIENT);
    const posts = await service.feed(DEFAULT_CLIENT, 50);
    return reply
      .headers(publicCache)
      .type("application/rss+xml; charset=utf-8")
      .send(rssXml(config.publicUrl, { title: setting.title.value, description: setting.subtitle.value }, posts));
  });

  app.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply: FastifyReply) =>
    reply
      .headers(publicCache)
      .type("text/plain; charset=utf-8")
      .send(
        [
          "User-agent: *",
          "Disallow: /api/",
          "Disallow: /auth/",
          "Disallow: /dev-idp/",
          "",
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply: FastifyReply) => {
    const [posts, agents] = await Promise.all([
      service.feed(DEFAULT_CLIENT, 5000),
      app.db.selectFrom("agent").select("email").where("client", "=", DEFAULT_CLIENT).orderBy("email").execute(),
    ]);
    const xml = sitemapXml(
      config.publicUrl,
      posts,
      agents.map((a) => a.email),
    );
    return reply.headers(publicCache).type("application/xml; charset=utf-8").send(xml);
  });
};

export default blogRoutes;
