import { BLOG_ACTIVITY_PAGE, BLOG_SETTING_PAGE, type BlogStatus, DEFAULT_CLIENT } from "@hpm/contracts";
import type { BlogCreateBody, BlogTagBody, BlogTopicBody } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";
import type { BlogService } from "./blog.service";

type Saved = { result: { id: number } };
type IdParams = { id: string };

const SETTINGS_PATH = "/360/blog-settings";
const postPath = (id: number, status: string) => (status === "Published" ? `/360/about/blog/${id}` : `/360/blog-editor/${id}`);
const base = { pageName: BLOG_ACTIVITY_PAGE };
const inactive = (status: number | undefined) => (status === 0 ? " (inactive)" : "");

/** Adding or changing a topic or a tag (the blog's labels): what it is called, whether it is inactive. */
function saveLabel<B extends { id?: number | null; status?: number; client?: string }>(
  kind: "blog-topic" | "blog-tag",
  noun: string,
  name: (body: B) => string,
) {
  return {
    describe: ({ body }, { result }) => {
      const client = body.client ?? DEFAULT_CLIENT;
      return {
        ...base,
        client,
        kind,
        action: body.id ? "changed" : "created",
        summary: `${body.id ? "Changed" : "Added"} ${noun} “${name(body).trim()}”${inactive(body.status)}`,
        item: `${kind}:${client}/${result.id}`,
        itemUrl: SETTINGS_PATH,
      };
    },
  } satisfies ActivitySpec<B, unknown, unknown, Saved>;
}

/** Deleting a topic or a tag: its name is read before it goes. */
function deleteLabel(kind: "blog-topic" | "blog-tag", noun: string, nameOf: (id: number) => Promise<string | undefined>) {
  return {
    before: async ({ params }) => ({ name: await nameOf(Number(params.id)) }),
    describe: ({ params }, _result, found) => ({
      ...base,
      client: DEFAULT_CLIENT,
      kind,
      action: "deleted",
      summary: `Deleted ${noun} ${found?.name ? `“${found.name}”` : params.id}`,
      item: `${kind}:${DEFAULT_CLIENT}/${Number(params.id)}`,
      itemUrl: SETTINGS_PATH,
    }),
  } satisfies ActivitySpec<unknown, IdParams, unknown, unknown, { name: string | undefined }>;
}

export function blogActivity(service: BlogService) {
  return {
    savePost: {
      describe: ({ body }, { result }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          ...base,
          client,
          kind: "blog-post",
          action: body.status === "Published" ? "published" : body.id ? "changed" : "created",
          summary: `${body.id ? "Saved" : "Added"} post “${body.title.trim()}” as ${body.status}`,
          item: `blog-post:${client}/${result.id}`,
          itemUrl: postPath(result.id, body.status),
        };
      },
    } satisfies ActivitySpec<BlogCreateBody, unknown, unknown, Saved>,

    restorePost: {
      before: ({ params, body }) => service.getById(body.client ?? DEFAULT_CLIENT, Number(params.id)).catch(() => undefined),
      describe: ({ params, body }, _result, post) => {
        const client = body.client ?? DEFAULT_CLIENT;
        const id = Number(params.id);
        return {
          ...base,
          client,
          kind: "blog-post",
          action: "restored",
          summary: `Restored an earlier version of post ${post ? `“${post.title}”` : id}`,
          item: `blog-post:${client}/${id}`,
          itemUrl: postPath(id, post?.status ?? "Active"),
        };
      },
    } satisfies ActivitySpec<{ client?: string }, IdParams, unknown, unknown, { title: string; status: string }>,

    changeStatus: {
      before: ({ params, body }) => service.getById(body.client ?? DEFAULT_CLIENT, Number(params.id)).catch(() => undefined),
      describe: ({ params, body }, _result, post) => {
        const client = body.client ?? DEFAULT_CLIENT;
        const id = Number(params.id);
        return {
          ...base,
          client,
          kind: "blog-post",
          action: body.status === "Published" ? "published" : "changed",
          summary: `Set post ${post ? `“${post.title}”` : id} to ${body.status}`,
          item: `blog-post:${client}/${id}`,
          itemUrl: postPath(id, body.status),
        };
      },
    } satisfies ActivitySpec<{ status: BlogStatus; client?: string }, IdParams, unknown, unknown, { title: string }>,

    saveTopic: saveLabel<BlogTopicBody>("blog-topic", "topic", (body) => body.title),
    deleteTopic: deleteLabel(
      "blog-topic",
      "topic",
      async (id) => (await service.topics(DEFAULT_CLIENT, false)).find((t) => t.mainTopicId === id)?.title,
    ),
    saveTag: saveLabel<BlogTagBody>("blog-tag", "tag", (body) => body.tag),
    deleteTag: deleteLabel(
      "blog-tag",
      "tag",
      async (id) => (await service.tags(DEFAULT_CLIENT, false)).find((t) => t.topicId === id)?.tag,
    ),

    saveSetting: {
      describe: ({ body }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          ...base,
          client,
          kind: "blog-setting",
          action: "changed",
          summary: `Changed the blog's title to “${body.title.trim()}”`,
          item: `blog-setting:${client}/${body.pageName || BLOG_SETTING_PAGE}`,
          itemUrl: SETTINGS_PATH,
        };
      },
    } satisfies ActivitySpec<{ pageName?: string; title: string; client?: string }>,
  };
}
