import { DEFAULT_CLIENT } from "@hpm/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { SEARCH_INDEX_CACHE } from "../../http/page-caches";
import { POSTS_MAX } from "./search.documents";
import searchRoutes from "./search.routes";
import { createSearchService, type SearchService } from "./search.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The site's search index (issue 31): built from what visitors see, kept until a change. */
    siteSearch: SearchService;
  }
}

/** An index kept this long at most, should the message of a change on another instance be lost. */
const INDEX_MAX_AGE_MS = 5 * 60_000;

const isChange = (request: FastifyRequest, reply: FastifyReply) =>
  reply.statusCode >= 200 &&
  reply.statusCode < 300 &&
  request.routeOptions.config?.access === "admin" &&
  request.routeOptions.config.activity !== undefined;

/**
 * Site search: the index of every public page's sections, the FAQ's questions, the published posts and the agents,
 * read through the other modules' services as a visitor sees them. Any change staff make (an admin write that the
 * activity log records: content, FAQ, posts, agents, ...) clears it here and, through the cache bus, on every other
 * instance before the answer goes out; the scheduler's changes clear it through clearPageCaches. The next read
 * builds it again.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const client = DEFAULT_CLIENT;
    const search = createSearchService(
      {
        pageContent: (pageName) => app.cms.getPage(pageName, client),
        blogHeading: async () => {
          const setting = await app.blog.getSetting(client);
          return { title: setting.title.value, subtitle: setting.subtitle.value };
        },
        publishedPosts: () => app.blog.publishedTexts(client, POSTS_MAX),
        agents: () => app.agents.list(client),
      },
      { maxAgeMs: INDEX_MAX_AGE_MS },
    );
    app.decorate("siteSearch", search);
    app.cacheBus.subscribe(SEARCH_INDEX_CACHE, () => search.invalidate());
    // (callback style: the answers that change nothing, nearly all, pass without a promise each)
    app.addHook("onSend", (request, reply, payload, done) => {
      if (!isChange(request, reply)) return done(null, payload);
      search.invalidate();
      app.cacheBus.publish(SEARCH_INDEX_CACHE, "*").then(
        () => done(null, payload),
        (err: Error) => done(err),
      );
    });
    await app.register(searchRoutes, { config, search });
  },
  { name: "search", dependencies: ["db", "cache-bus", "activity", "cms", "blog", "agents"] },
);
