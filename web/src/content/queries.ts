import { type AddNewBody, DEFAULT_CLIENT, type SectionContent } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";
import { PUBLIC_READ } from "../offline/query-meta";

export type PageContent = Record<string, SectionContent>;

export const contentKeys = {
  page: (pageName: string, client = DEFAULT_CLIENT) => ["content", client, pageName] as const,
};

export const pageContentQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: contentKeys.page(pageName, client),
    queryFn: () => api.post<PageContent>("/api/cms/get-page-content-list", { pageName, client }),
    staleTime: 0,
    meta: PUBLIC_READ,
  });

export const contentApi = {
  save: (body: AddNewBody) => api.post<{ versionId: number }>("/api/cms/add-new", body),
};
