import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_PUBLIC_PAGE_SIZE,
  type BlogPage,
  type BlogPost,
  type BlogTag,
  type BlogTopic,
} from "@hpm/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { PUBLIC_READ } from "../../offline/query-meta";
import { blogKeys, blogSettingsQueryOptions } from "./settings-query";

export { blogKeys, blogSettingsQueryOptions };

export function publicListUrl(topic: number | null, search: string, page: number): string {
  const paging = `pageNumber=${page}&pageSize=${BLOG_PUBLIC_PAGE_SIZE}`;
  if (search.trim()) return `/api/blog/published/search?search=${encodeURIComponent(search.trim())}&${paging}`;
  if (topic) return `/api/blog/byTopic/${topic}?${paging}&orderBy=publishedDate&order=DESC`;
  return `/api/blog/public?${paging}&orderBy=publishedDate&order=DESC`;
}

export const blogListQueryOptions = (topic: number | null = null, search = "", page = 1) =>
  queryOptions({
    queryKey: blogKeys.list(topic, search, page),
    queryFn: () => api.get<BlogPage>(publicListUrl(topic, search, page)),
    placeholderData: keepPreviousData,
    meta: PUBLIC_READ,
  });

export const blogPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: blogKeys.post(id), queryFn: () => api.get<BlogPost>(`/api/blog/published/${id}`), meta: PUBLIC_READ });

export const blogTopicsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.topics(),
    queryFn: () => api.get<BlogTopic[]>("/api/blog/topic?filter=active"),
    meta: PUBLIC_READ,
  });

export const useBlogSettings = () => useQuery(blogSettingsQueryOptions());

// ---- admin ----
export const adminBlogListQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...blogKeys.admin, "list", search, page],
    queryFn: async (): Promise<BlogPage> => {
      if (!search.trim())
        return api.get<BlogPage>(
          `/api/blog/list?filter=all&pageNumber=${page}&pageSize=${BLOG_ADMIN_PAGE_SIZE}&orderBy=createdDate&order=DESC`,
        );
      const all = await api.get<BlogPage>(`/api/blog/all/search?search=${encodeURIComponent(search.trim())}`);
      const start = (page - 1) * BLOG_ADMIN_PAGE_SIZE;
      return {
        ...all,
        list: all.list.slice(start, start + BLOG_ADMIN_PAGE_SIZE),
        pageNumber: page,
        pageSize: BLOG_ADMIN_PAGE_SIZE,
      };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const adminTopicsQueryOptions = () =>
  queryOptions({ queryKey: [...blogKeys.admin, "topics"], queryFn: () => api.get<BlogTopic[]>("/api/blog/topic?filter=all") });
export const adminTagsQueryOptions = () =>
  queryOptions({ queryKey: [...blogKeys.admin, "tags"], queryFn: () => api.get<BlogTag[]>("/api/blog/main_topic?filter=all") });
export const adminPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogKeys.admin, "post", id],
    queryFn: () => api.get<BlogPost>(`/api/blog/byId/${id}`),
    staleTime: 0,
  });
export const relatedChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...blogKeys.admin, "related-choices"],
    queryFn: () => api.get<BlogPage>("/api/blog/public?pageNumber=1&pageSize=100&orderBy=publishedDate&order=DESC"),
  });
