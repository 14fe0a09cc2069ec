import {
  AUTO_RELATED,
  BLOG_MESSAGES,
  BLOG_SETTING_PAGE,
  type BlogPost,
  type BlogRelated,
  type BlogStatus,
  DEFAULT_BLOG_SUBTITLE,
  DEFAULT_BLOG_TITLE,
  isSafeLink,
  parseTagIds,
  readingMinutes,
  staleEditMessage,
  validateBlog,
} from "@hpm/contracts";
import type { BlogCreateBody, BlogTagBody, BlogTopicBody } from "@hpm/contracts/schemas";
import { baseTime } from "../../editing/edit-conflicts";
import type { ItemVersions } from "../../editing/item-versions";
import { sanitizeBlogHtml } from "../../editing/rich-text";
import { BadRequestError, ConflictError, NotFoundError, StaleEditError } from "../../errors";
import type { BlogOrder, BlogRepository, BlogRow, BlogWrite } from "./blog.repository";

type NameOf = (email: string) => Promise<string>;

/** What a post's History keeps of each save (issue 18): the fields its editor writes, as the save sends them. */
export type BlogVersionContent = Pick<
  BlogCreateBody,
  "title" | "subtitle" | "richText" | "imageLink" | "tag" | "relatedPost1" | "relatedPost2" | "relatedPost3"
>;

type Versioned = Pick<
  BlogRow,
  "title" | "subTitle" | "richText" | "imageLink" | "tagIds" | "relatedPost1" | "relatedPost2" | "relatedPost3"
>;

const versionOf = (row: Versioned): BlogVersionContent => ({
  title: row.title,
  subtitle: row.subTitle,
  richText: row.richText,
  imageLink: row.imageLink,
  tag: row.tagIds.join(","),
  relatedPost1: row.relatedPost1,
  relatedPost2: row.relatedPost2,
  relatedPost3: row.relatedPost3,
});

type PostView = (client: string, row: BlogRow) => Promise<BlogPost>;

/**
 * A post as the editor's save writes it (and the demo seed): checked as the spec asks, its text made safe and its
 * reading time counted. Its publishedDate is the caller's: it depends on what is saved already.
 */
export function postWrite(body: BlogCreateBody): Omit<BlogWrite, "publishedDate"> {
  const errors = validateBlog(body);
  if (errors.length) throw new BadRequestError(errors[0]?.message ?? BLOG_MESSAGES.title, errors);
  const imageLink = body.imageLink.trim();
  if (!isSafeLink(imageLink))
    throw new BadRequestError(BLOG_MESSAGES.image, [{ path: "imageLink", message: BLOG_MESSAGES.image }]);
  const richText = sanitizeBlogHtml(body.richText);
  return {
    title: body.title.trim(),
    subTitle: body.subtitle.trim(),
    richText,
    imageLink,
    tagIds: parseTagIds(body.tag),
    relatedPost1: body.relatedPost1 ?? AUTO_RELATED,
    relatedPost2: body.relatedPost2 ?? AUTO_RELATED,
    relatedPost3: body.relatedPost3 ?? AUTO_RELATED,
    readingMinutes: readingMinutes(richText),
    status: body.status as BlogStatus,
  };
}

/**
 * Related posts: each slot holds a blog id or -1 (auto). A chosen id is used when that post is
 * Published, is not the post itself and is not already shown; every other slot is filled with the
 * most recently published posts sharing a tag with this one, then the most recent others.
 */
async function relatedPosts(repo: BlogRepository, client: string, row: BlogRow): Promise<(BlogRelated | null)[]> {
  const slots = [row.relatedPost1, row.relatedPost2, row.relatedPost3];
  const chosen = new Map(
    (
      await repo.publishedByIds(
        client,
        slots.filter((id) => id > 0 && id !== row.id),
      )
    ).map((r) => [r.id, repo.toRelated(r)]),
  );
  const used = new Set<number>([row.id]);
  const out: (BlogRelated | null)[] = slots.map((id) => {
    const hit = id !== AUTO_RELATED ? chosen.get(id) : undefined;
    if (!hit || used.has(hit.blogId)) return null;
    used.add(hit.blogId);
    return hit;
  });
  if (out.some((r) => r === null)) {
    const candidates = (await repo.relatedCandidates(client, row.id, row.tagIds, 6)).filter((c) => !used.has(c.blogId));
    for (let i = 0; i < out.length; i++) {
      if (out[i]) continue;
      const next = candidates.shift();
      if (!next) break;
      used.add(next.blogId);
      out[i] = next;
    }
  }
  return out;
}

/** A whole post as it is read: its tags by name, its text made safe and its related posts filled in. */
const postView =
  (repo: BlogRepository): PostView =>
  async (client, row) => {
    const [r1, r2, r3] = await relatedPosts(repo, client, row);
    return {
      ...repo.toSummary(row, await repo.tagRefs(client)),
      richText: sanitizeBlogHtml(row.richText),
      relatedPost1: row.relatedPost1,
      relatedPost2: row.relatedPost2,
      relatedPost3: row.relatedPost3,
      relatedPost1Data: r1 ?? null,
      relatedPost2Data: r2 ?? null,
      relatedPost3Data: r3 ?? null,
      updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : undefined,
    };
  };

/** Lists, searches and single posts, for visitors (published only) and editors (every post); the feeds. */
function postReads(repo: BlogRepository, toPost: PostView) {
  return {
    listAll: (client: string, order: BlogOrder, pageNumber: number, pageSize: number, filter?: string) =>
      repo.listAll(
        client,
        order,
        pageNumber,
        pageSize,
        (["Active", "Inactive", "Published"] as const).find((s) => s.toLowerCase() === filter?.toLowerCase()),
      ),
    listPublished: repo.listPublished,
    listByTopic: repo.listByTopic,
    searchPublished: repo.searchPublished,
    searchAll: repo.searchAll,
    feed: repo.feed,
    publishedTexts: repo.publishedTexts,

    async getPublished(client: string, id: number) {
      const row = await repo.get(client, id);
      if (row?.status !== "Published") throw new NotFoundError(BLOG_MESSAGES.notFound);
      return toPost(client, row);
    },

    async getById(client: string, id: number) {
      const row = await repo.get(client, id);
      if (!row) throw new NotFoundError(BLOG_MESSAGES.notFound);
      return toPost(client, row);
    },
  };
}

/** The 409 of a save over someone else's newer one: what is saved now, and who saved it. */
async function staleEdit(repo: BlogRepository, nameOf: NameOf, toPost: PostView, client: string, id: number) {
  const now = await repo.get(client, id);
  if (!now) return new NotFoundError(BLOG_MESSAGES.notFound);
  const who = await nameOf(now.updatedBy || now.createdBy || "");
  const current = await toPost(client, now);
  return new StaleEditError(staleEditMessage("post", who, current.updatedAt ?? new Date()), {
    ...current,
    updatedBy: now.updatedBy || now.createdBy || "",
    updatedByName: who,
  });
}

/** An editor's saves: a new post or a change (refused over a newer save), each kept in the post's History. */
function postWrites(repo: BlogRepository, nameOf: NameOf, toPost: PostView, versions?: ItemVersions) {
  const ref = (client: string, id: number) => ({ client, kind: "blog-post" as const, key: String(id) });

  async function save(client: string, body: BlogCreateBody, by: string, restoredFrom?: number) {
    const row = postWrite(body);
    if (!body.id) {
      const id = await repo.create(client, { ...row, publishedDate: body.status === "Published" ? new Date() : null }, by);
      await versions?.record(ref(client, id), { content: versionOf(row), by });
      return id;
    }
    const existing = await repo.get(client, body.id);
    if (!existing) throw new NotFoundError(BLOG_MESSAGES.notFound);
    if (existing.status === "Published" && body.status !== "Published") throw new ConflictError(BLOG_MESSAGES.publishedNoDraft);
    const publishedDate = body.status === "Published" ? (existing.publishedDate ?? new Date()) : existing.publishedDate;
    if (!(await repo.update(client, body.id, { ...row, publishedDate }, by, baseTime(body.baseUpdatedAt))))
      throw await staleEdit(repo, nameOf, toPost, client, body.id);
    await versions?.record(ref(client, body.id), {
      content: versionOf(row),
      by,
      restoredFrom,
      before: { content: versionOf(existing), by: existing.updatedBy || existing.createdBy || "", at: existing.updatedAt },
    });
    return body.id;
  }

  return {
    save,

    /** A post's saved versions, newest first (issue 18). */
    async history(client: string, id: number, pageNumber: number, pageSize: number) {
      if (!(await repo.get(client, id))) throw new NotFoundError(BLOG_MESSAGES.notFound);
      return versions ? versions.list(ref(client, id), pageNumber, pageSize) : [];
    },

    /** Saves an old version's content as a new version; the post keeps its status. A stale base is a 409. */
    async restore(client: string, id: number, versionId: number, by: string, baseUpdatedAt?: string) {
      const existing = await repo.get(client, id);
      if (!existing) throw new NotFoundError(BLOG_MESSAGES.notFound);
      const version = await versions?.get(ref(client, id), versionId);
      if (!version) throw new NotFoundError("That version does not exist for this post.");
      const content = version.content as unknown as BlogVersionContent;
      const body: BlogCreateBody = {
        ...content,
        id,
        status: existing.status === "Published" ? "Published" : "Active",
        client,
        ...(baseUpdatedAt ? { baseUpdatedAt } : {}),
      };
      await save(client, body, by, versionId);
      return { id, title: content.title, status: body.status };
    },

    async changeStatus(client: string, id: number, status: BlogStatus) {
      const existing = await repo.get(client, id);
      if (!existing) throw new NotFoundError(BLOG_MESSAGES.notFound);
      const publishedDate = status === "Published" ? (existing.publishedDate ?? new Date()) : existing.publishedDate;
      await repo.update(client, id, { status, publishedDate });
    },
  };
}

const topicMissing = () => new NotFoundError("That topic does not exist.");
const tagMissing = () => new NotFoundError("That tag does not exist.");
const noTopic = (path: string) => new BadRequestError(BLOG_MESSAGES.topic, [{ path, message: BLOG_MESSAGES.topic }]);

/** Topics and the tags under them; a deleted one stays (soft-deleted) and can no longer be changed. */
function labelService(repo: BlogRepository) {
  return {
    topics: repo.topics,
    tags: repo.tags,

    async saveTopic(client: string, body: BlogTopicBody) {
      const title = body.title.trim();
      if (!title) throw noTopic("title");
      if (body.id) {
        const existing = await repo.getTopic(client, body.id);
        if (!existing) throw topicMissing();
        if (existing.softDelete) throw new ConflictError(BLOG_MESSAGES.deletedNotEditable);
      }
      return repo.saveTopic(client, body.id ?? null, title, body.status ?? 1);
    },

    async deleteTopic(client: string, id: number) {
      const existing = await repo.getTopic(client, id);
      if (!existing) throw topicMissing();
      await repo.saveTopic(client, id, existing.title, existing.status, true);
    },

    async saveTag(client: string, body: BlogTagBody) {
      const tag = body.tag.trim();
      if (!tag) throw new BadRequestError(BLOG_MESSAGES.tagTitle, [{ path: "tag", message: BLOG_MESSAGES.tagTitle }]);
      if (!body.mainTopicId) throw noTopic("mainTopicId");
      const topic = await repo.getTopic(client, body.mainTopicId);
      if (!topic || topic.softDelete) throw noTopic("mainTopicId");
      if (body.id) {
        const existing = await repo.getTag(client, body.id);
        if (!existing) throw tagMissing();
        if (existing.softDelete) throw new ConflictError(BLOG_MESSAGES.deletedNotEditable);
      }
      return repo.saveTag(client, body.id ?? null, { tag, mainTopicId: body.mainTopicId, status: body.status ?? 1 });
    },

    async deleteTag(client: string, id: number) {
      const existing = await repo.getTag(client, id);
      if (!existing) throw tagMissing();
      await repo.saveTag(client, id, {
        tag: existing.tag,
        mainTopicId: existing.mainTopicId,
        status: existing.status,
        softDelete: true,
      });
    },
  };
}

/** The blog page's title and subtitle (the defaults until an editor saves them). */
function settingService(repo: BlogRepository) {
  return {
    async getSetting(client: string, pageName = BLOG_SETTING_PAGE) {
      const row = await repo.getSetting(client, pageName);
      return { title: { value: row?.title ?? DEFAULT_BLOG_TITLE }, subtitle: { value: row?.subtitle ?? DEFAULT_BLOG_SUBTITLE } };
    },

    async saveSetting(client: string, pageName: string, title: string, subtitle: string) {
      if (!title.trim()) throw new BadRequestError("Please enter title!", [{ path: "title", message: "Please enter title!" }]);
      await repo.saveSetting(client, pageName, title.trim(), subtitle.trim());
    },
  };
}

export function createBlogService(repo: BlogRepository, nameOf: NameOf = async (e) => e, versions?: ItemVersions) {
  const toPost = postView(repo);
  return {
    ...postReads(repo, toPost),
    ...postWrites(repo, nameOf, toPost, versions),
    ...labelService(repo),
    ...settingService(repo),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
