import { BLOG_ADMIN_PAGE_SIZE, BLOG_PUBLIC_PAGE_SIZE } from "@hpm/contracts";
import type { BlogTagBody, BlogTopicBody } from "@hpm/contracts/schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { PUBLIC_READ } from "../../offline/query-meta";
import { blogKeys, blogSettingsQueryOptions } from "./settings-query";

export { blogKeys, blogSettingsQueryOptions };

const newestFirst = { orderBy: "publishedDate", order: "DESC" } as const;

/** A page of the public list: a search's matches, one topic's posts or every published post, newest first. */
function publicList(topic: number | null, search: string, page: number) {
  const paging = { pageNumber: String(page), pageSize: String(BLOG_PUBLIC_PAGE_SIZE) };
  if (search.trim()) return api.call("searchPublishedBlogPosts", { query: { search: search.trim(), ...paging } });
  if (topic) return api.call("listBlogPostsByTopic", { params: { topic: String(topic) }, query: { ...paging, ...newestFirst } });
  return api.call("listPublishedBlogPosts", { query: { ...paging, ...newestFirst } });
}

export const blogListQueryOptions = (topic: number | null = null, search = "", page = 1) =>
  queryOptions({
    queryKey: blogKeys.list(topic, search, page),
    queryFn: () => publicList(topic, search, page),
    placeholderData: keepPreviousData,
    meta: PUBLIC_READ,
  });

export const blogPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: () => api.call("getPublishedBlogPost", { params: { id: String(id) }, query: {} }),
    meta: PUBLIC_READ,
  });

export const blogTopicsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.topics(),
    queryFn: () => api.call("listBlogTopics", { query: { filter: "active" } }),
    meta: PUBLIC_READ,
  });

export const useBlogSettings = () => useQuery(blogSettingsQueryOptions());

// ---- admin ----
/** The editors' list: every post by createdDate, or a search's matches paged here (the API answers them at once). */
async function adminList(search: string, page: number) {
  if (!search.trim())
    return api.call("listBlogPosts", {
      query: {
        filter: "all",
        pageNumber: String(page),
        pageSize: String(BLOG_ADMIN_PAGE_SIZE),
        orderBy: "createdDate",
        order: "DESC",
      },
    });
  const all = await api.call("searchBlogPosts", { query: { search: search.trim() } });
  const start = (page - 1) * BLOG_ADMIN_PAGE_SIZE;
  return { ...all, list: all.list.slice(start, start + BLOG_ADMIN_PAGE_SIZE), pageNumber: page, pageSize: BLOG_ADMIN_PAGE_SIZE };
}

export const adminBlogListQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...blogKeys.admin, "list", search, page],
    queryFn: () => adminList(search, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const adminTopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...blogKeys.admin, "topics"],
    queryFn: () => api.call("listBlogTopics", { query: { filter: "all" } }),
  });
export const adminTagsQueryOptions = () =>
  queryOptions({
    queryKey: [...blogKeys.admin, "tags"],
    queryFn: () => api.call("listBlogTags", { query: { filter: "all" } }),
  });
export const adminPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogKeys.admin, "post", id],
    queryFn: () => api.call("getBlogPost", { params: { id: String(id) }, query: {} }),
    staleTime: 0,
  });
export const relatedChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...blogKeys.admin, "related-choices"],
    queryFn: () => api.call("listPublishedBlogPosts", { query: { pageNumber: "1", pageSize: "100", ...newestFirst } }),
  });

/** The writes of Manage Topic & Tags and of the editor's "Add a tag", each by its endpoint's name. */
export type BlogLabelWrite =
  | { name: "saveBlogTopic"; body: BlogTopicBody }
  | { name: "saveBlogTag"; body: BlogTagBody }
  | { name: "deleteBlogTopic" | "deleteBlogTag"; id: number };

export function writeBlogLabel(write: BlogLabelWrite) {
  switch (write.name) {
    case "saveBlogTopic":
      return api.call("saveBlogTopic", { body: write.body });
    case "saveBlogTag":
      return api.call("saveBlogTag", { body: write.body });
    case "deleteBlogTopic":
      return api.call("deleteBlogTopic", { params: { id: String(write.id) } });
    case "deleteBlogTag":
      return api.call("deleteBlogTag", { params: { id: String(write.id) } });
  }
}
