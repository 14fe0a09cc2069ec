import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_MESSAGES,
  BLOG_PUBLIC_PAGE_SIZE,
  BLOG_SEARCH_MAX,
  BLOG_SETTING_PAGE,
  DEFAULT_CLIENT,
} from "@hpm/contracts";
import type { BlogPagingQuery } from "@hpm/contracts/schemas";
import type { Config } from "../../config";
import { type RouteApp, route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { blogActivity } from "./blog.activity";
import { rssXml, sitemapXml } from "./blog.feeds";
import type { BlogOrder } from "./blog.repository";
import type { BlogService } from "./blog.service";

interface BlogRouteDeps {
  config: Config;
  service: BlogService;
  activity: ReturnType<typeof blogActivity>;
}

const by = (request: { session: { email: string } | null }) => request.session?.email ?? "";

function paging(q: BlogPagingQuery, defaults: { size: number; orderBy: BlogOrder["orderBy"] }) {
  const pageNumber = Math.max(1, Number(q.pageNumber ?? 1) || 1);
  const pageSize = Math.min(BLOG_SEARCH_MAX, Math.max(1, Number(q.pageSize ?? defaults.size) || defaults.size));
  const order: BlogOrder = {
    orderBy: q.orderBy ?? defaults.orderBy,
    order: (q.order ?? "DESC").toLowerCase() === "asc" ? "asc" : "desc",
  };
  return { pageNumber, pageSize, order, client: q.client ?? DEFAULT_CLIENT };
}

const publicPaging = (q: BlogPagingQuery) => paging(q, { size: BLOG_PUBLIC_PAGE_SIZE, orderBy: "publishedDate" });

/** Pages of posts: the editors' list of every post, the visitors' list (all or by topic) and their search. */
function postListRoutes(app: RouteApp, { config, service }: BlogRouteDeps) {
  route(app, "listBlogPosts", async (request) => {
    const p = paging(request.query, { size: BLOG_ADMIN_PAGE_SIZE, orderBy: "createdDate" });
    const filter = request.query.filter;
    return {
      status: true as const,
      result: await service.listAll(p.client, p.order, p.pageNumber, p.pageSize, filter === "all" ? undefined : filter),
    };
  });

  route(app, "listPublishedBlogPosts", async (request) => {
    const p = publicPaging(request.query);
    return { status: true as const, result: await service.listPublished(p.client, p.order, p.pageNumber, p.pageSize) };
  });

  route(app, "listBlogPostsByTopic", async (request) => {
    const p = publicPaging(request.query);
    return {
      status: true as const,
      result: await service.listByTopic(p.client, Number(request.params.topic), p.order, p.pageNumber, p.pageSize),
    };
  });

  route(
    app,
    "searchPublishedBlogPosts",
    async (request) => {
      const p = publicPaging(request.query);
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
    // a search reads the posts' text: limited per caller, at a rate a visitor typing never reaches
    { config: { rateLimit: publicPostLimit(config, 5) } },
  );
}

/** One post (a visitor's published one, an editor's any one) and the editors' search of every post. */
function postReadRoutes(app: RouteApp, { service }: BlogRouteDeps) {
  route(app, "getPublishedBlogPost", async (request) => ({
    status: true as const,
    result: await service.getPublished(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id)),
  }));

  route(app, "getBlogPost", async (request) => ({
    status: true as const,
    result: await service.getById(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id)),
  }));

  route(app, "searchBlogPosts", async (request) => ({
    status: true as const,
    result: await service.searchAll(request.query.client ?? DEFAULT_CLIENT, request.query.search ?? "", BLOG_SEARCH_MAX),
  }));
}

/** An editor's saves of a post and its status. */
function postWriteRoutes(app: RouteApp, { service, activity }: BlogRouteDeps) {
  route(
    app,
    "saveBlogPost",
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const id = await service.save(client, request.body, by(request));
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
    { config: { activity: activity.savePost } },
  );

  route(
    app,
    "changeBlogPostStatus",
    async (request) => {
      const id = Number(request.params.id);
      await service.changeStatus(request.body.client ?? DEFAULT_CLIENT, id, request.body.status);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
    { config: { activity: activity.changeStatus } },
  );
}

/** Issue 18: a post's saved versions (History) and restoring one as a new version. */
function postHistoryRoutes(app: RouteApp, { service, activity }: BlogRouteDeps) {
  route(app, "listBlogPostHistory", async (request) => {
    const { client, pageNumber, pageSize } = request.body;
    return {
      status: true as const,
      result: await service.history(client ?? DEFAULT_CLIENT, Number(request.params.id), pageNumber ?? 1, pageSize ?? 10),
    };
  });

  route(
    app,
    "restoreBlogPost",
    async (request) => {
      const { client, versionId, baseUpdatedAt } = request.body;
      const id = Number(request.params.id);
      await service.restore(client ?? DEFAULT_CLIENT, id, versionId, by(request), baseUpdatedAt);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.saved };
    },
    { config: { activity: activity.restorePost } },
  );
}

// Visitors and non-admins get the active topics and tags only; admins get every one (filter=all) including
// soft-deleted ones.
const activeOnly = (filter: string | undefined, role: string | undefined) => role !== "admin" || filter !== "all";

/** Topics (spec: /blog/topic). */
function topicRoutes(app: RouteApp, { service, activity }: BlogRouteDeps) {
  route(app, "listBlogTopics", async (request) => ({
    status: true as const,
    result: await service.topics(request.query.client ?? DEFAULT_CLIENT, activeOnly(request.query.filter, request.session?.role)),
  }));

  route(
    app,
    "saveBlogTopic",
    async (request) => ({
      status: true as const,
      result: { id: await service.saveTopic(request.body.client ?? DEFAULT_CLIENT, request.body) },
      message: BLOG_MESSAGES.topicSaved,
    }),
    { config: { activity: activity.saveTopic } },
  );

  route(
    app,
    "deleteBlogTopic",
    async (request) => {
      const id = Number(request.params.id);
      await service.deleteTopic(DEFAULT_CLIENT, id);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.topicSaved };
    },
    { config: { activity: activity.deleteTopic } },
  );
}

/** Tags (spec: /blog/main_topic), each under a topic. */
function tagRoutes(app: RouteApp, { service, activity }: BlogRouteDeps) {
  route(app, "listBlogTags", async (request) => ({
    status: true as const,
    result: await service.tags(request.query.client ?? DEFAULT_CLIENT, activeOnly(request.query.filter, request.session?.role)),
  }));

  route(
    app,
    "saveBlogTag",
    async (request) => ({
      status: true as const,
      result: { id: await service.saveTag(request.body.client ?? DEFAULT_CLIENT, request.body) },
      message: BLOG_MESSAGES.topicSaved,
    }),
    { config: { activity: activity.saveTag } },
  );

  route(
    app,
    "deleteBlogTag",
    async (request) => {
      const id = Number(request.params.id);
      await service.deleteTag(DEFAULT_CLIENT, id);
      return { status: true as const, result: { id }, message: BLOG_MESSAGES.topicSaved };
    },
    { config: { activity: activity.deleteTag } },
  );
}

/** The blog page's title and subtitle. */
function settingRoutes(app: RouteApp, { service, activity }: BlogRouteDeps) {
  route(app, "getBlogSettings", async (request) => ({
    status: true as const,
    result: await service.getSetting(request.query.client ?? DEFAULT_CLIENT, request.query.pageName || BLOG_SETTING_PAGE),
  }));

  route(
    app,
    "saveBlogSettings",
    async (request) => {
      const client = request.body.client ?? DEFAULT_CLIENT;
      const pageName = request.body.pageName || BLOG_SETTING_PAGE;
      await service.saveSetting(client, pageName, request.body.title, request.body.subtitle);
      return { status: true as const, result: await service.getSetting(client, pageName), message: BLOG_MESSAGES.saved };
    },
    { config: { activity: activity.saveSetting } },
  );
}

const publicCache = { "cache-control": "public, max-age=60" };

/** Feeds: outside /api so crawlers find them at the conventional places. */
function feedRoutes(app: RouteApp, { config, service }: BlogRouteDeps) {
  route(app, "getRssFeed", async (_request, reply) => {
    const setting = await service.getSetting(DEFAULT_CLIENT);
    const posts = await service.feed(DEFAULT_CLIENT, 50);
    return reply
      .headers(publicCache)
      .type("application/rss+xml; charset=utf-8")
      .send(rssXml(config.publicUrl, { title: setting.title.value, description: setting.subtitle.value }, posts));
  });

  route(app, "getRobotsTxt", async (_request, reply) =>
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

  route(app, "getSitemap", async (_request, reply) => {
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
}

/** The blog's routes, in the order the API has always registered them (the OpenAPI document follows it). */
const blogRoutes: FastifyPluginAsyncTypebox<{ config: Config; blog: BlogService }> = async (app, { config, blog }) => {
  const deps: BlogRouteDeps = { config, service: blog, activity: blogActivity(blog) };
  for (const group of [
    postListRoutes,
    postReadRoutes,
    postWriteRoutes,
    postHistoryRoutes,
    topicRoutes,
    tagRoutes,
    settingRoutes,
    feedRoutes,
  ])
    group(app, deps);
};

export default blogRoutes;
