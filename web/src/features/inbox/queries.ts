import type { SubmissionKind } from "@hpm/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, endpointUrl } from "../../lib/api";
import { showToast } from "../../lib/toast";

export const INBOX_PAGE_SIZE = 20;
export const CSV_EXPORT_URL = endpointUrl("exportSubmissionsCsv");

export const inboxKeys = {
  all: ["inbox"] as const,
  list: (page: number, kind: SubmissionKind | "") => ["inbox", "list", page, kind] as const,
  detail: (id: string) => ["inbox", "detail", id] as const,
};

export const submissionListQueryOptions = (page: number, kind: SubmissionKind | "") =>
  queryOptions({
    queryKey: inboxKeys.list(page, kind),
    queryFn: () =>
      api.call("listSubmissions", {
        query: { page: String(page), pageSize: String(INBOX_PAGE_SIZE), kind: kind || undefined },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.detail(id),
    queryFn: () => api.call("getSubmission", { params: { id } }),
    staleTime: 0,
  });

export const useSubmissions = (page: number, kind: SubmissionKind | "") => useQuery(submissionListQueryOptions(page, kind));
export const useSubmission = (id: string) => useQuery(submissionQueryOptions(id));

export function useResend(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (mailId?: number) => api.send("resendSubmissionMail", { params: { id }, body: mailId ? { mailId } : {} }),
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
