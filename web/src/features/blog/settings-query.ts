import { BLOG_SETTING_PAGE, DEFAULT_CLIENT } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { PUBLIC_READ } from "../../offline/query-meta";

// The blog's query keys and its settings (the Learning Center's name, which the header's menu shows): the part of
// the blog every page needs, apart from the rest of its queries (queries.ts), which only the blog's pages load.

export const blogKeys = {
  all: ["content", DEFAULT_CLIENT, "blog"] as const,
  list: (topic: number | null, search: string, page: number) => [...blogKeys.all, "list", topic ?? "all", search, page] as const,
  post: (id: number) => [...blogKeys.all, "post", id] as const,
  topics: () => [...blogKeys.all, "topics"] as const,
  settings: () => [...blogKeys.all, "settings"] as const,
  admin: ["blog-admin"] as const,
};

export const blogSettingsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.settings(),
    queryFn: () => api.call("getBlogSettings", { query: { pageName: BLOG_SETTING_PAGE, client: DEFAULT_CLIENT } }),
    staleTime: 5 * 60 * 1000,
    meta: PUBLIC_READ,
  });
