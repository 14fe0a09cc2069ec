import fp from "fastify-plugin";
import type { Config } from "../../config";
import { editorName } from "../../editing/edit-conflicts";
import { createItemVersions } from "../../editing/item-versions";
import { createBlogRepository } from "./blog.repository";
import blogRoutes from "./blog.routes";
import { createBlogService } from "./blog.service";

/** The blog module: its service, built once here, and its routes (the posts, their topics and tags, the feeds). */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const blog = createBlogService(
      createBlogRepository(app.db),
      (email) => editorName(app.db, email),
      createItemVersions(app.db),
    );
    await app.register(blogRoutes, { config, blog });
  },
  { name: "blog", dependencies: ["db"] },
);
