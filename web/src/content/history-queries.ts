import { DEFAULT_CLIENT, type RestoreBody } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";

/** Editors only (issue 18): a section's versions and restore, kept out of the public pages' content module. */
export const historyKey = (pageName: string, section: string, client = DEFAULT_CLIENT) =>
  ["content-history", client, pageName, section] as const;

/** Newest first; the first entry of page 1 is what the section shows now: the editor's baseVersion. */
export const historyQueryOptions = (pageName: string, section: string, client: string, pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: [...historyKey(pageName, section, client), pageNumber, pageSize] as const,
    queryFn: () => fetchHistory({ pageName, section, client, pageNumber, pageSize }),
    staleTime: 0,
  });

export const fetchHistory = (body: { pageName: string; section: string; client: string; pageNumber: number; pageSize: number }) =>
  api.call("listSectionVersions", { body });

export const restoreVersion = (body: RestoreBody) => api.call("restoreSectionVersion", { body });
