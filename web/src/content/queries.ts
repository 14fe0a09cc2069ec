import { DEFAULT_CLIENT, type SectionContent } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";
import { PUBLIC_READ } from "../offline/query-meta";

/** The API checks each section is an object; its fields are the section model's (validated when it was saved). */
export type PageContent = Record<string, SectionContent>;

export const contentKeys = {
  page: (pageName: string, client = DEFAULT_CLIENT) => ["content", client, pageName] as const,
};

/**
 * How long a page's content counts as fresh. A page arrives with its content (the server's render, or the route's
 * loader): its sections mounting must not ask for it again, which on a slow link costs a request and, when the answer
 * comes, a second render of the page in the middle of its take-over. Saves replace or invalidate it at once; content
 * that comes back from the device's storage is marked stale and refreshed when a page shows it (restoreSaved).
 */
export const CONTENT_FRESH_MS = 30_000;

export const pageContentQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: contentKeys.page(pageName, client),
    queryFn: async () => (await api.call("getPageContent", { body: { pageName, client } })) as PageContent,
    staleTime: CONTENT_FRESH_MS,
    meta: PUBLIC_READ,
  });
