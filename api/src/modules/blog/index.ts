import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { editorName } from "../../editing/edit-conflicts";
import { createItemVersions } from "../../editing/item-versions";
import { createBlogRepository } from "./blog.repository";
import blogRoutes from "./blog.routes";
import { type BlogService, createBlogService } from "./blog.service";

export interface BlogModule extends BlogService {
  /** The same service on a transaction (a scheduled publish of a post and its change's row commit together). */
  within(db: Database): BlogService;
}

declare module "fastify" {
  interface FastifyInstance {
    blog: BlogModule;
  }
}

/** The blog module: its service, built once here, and its routes (the posts, their topics and tags, the feeds). */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const within = (db: Database) =>
      createBlogService(createBlogRepository(db), (email) => editorName(db, email), createItemVersions(db));
    const blog = within(app.db);
    app.decorate("blog", { ...blog, within });
    await app.register(blogRoutes, { config, blog });
  },
  { name: "blog", dependencies: ["db"] },
);
