import type { SubmissionDetail, SubmissionKind, SubmissionPage } from "@hpm/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { showToast } from "../../lib/toast";

export const INBOX_PAGE_SIZE = 20;
export const CSV_EXPORT_URL = "/api/submissions/export.csv";

export const inboxKeys = {
  all: ["inbox"] as const,
  list: (page: number, kind: SubmissionKind | "") => ["inbox", "list", page, kind] as const,
  detail: (id: string) => ["inbox", "detail", id] as const,
};

export const submissionListQueryOptions = (page: number, kind: SubmissionKind | "") =>
  queryOptions({
    queryKey: inboxKeys.list(page, kind),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
      if (kind) query.set("kind", kind);
      return api.get<SubmissionPage>(`/api/submissions?${query}`);
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.detail(id),
    queryFn: () => api.get<SubmissionDetail>(`/api/submissions/${id}`),
    staleTime: 0,
  });

export const useSubmissions = (page: number, kind: SubmissionKind | "") => useQuery(submissionListQueryOptions(page, kind));
export const useSubmission = (id: string) => useQuery(submissionQueryOptions(id));

export function useResend(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (mailId?: number) =>
      api.sendUrl<{ requeued: number }>("POST", `/api/submissions/${id}/resend`, mailId ? { mailId } : {}),
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
