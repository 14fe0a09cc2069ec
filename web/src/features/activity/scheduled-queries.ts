import { DEFAULT_CLIENT, DEFAULT_SITE_TIME_ZONE, formatSiteTime, SCHEDULE_KIND_LABELS, type ScheduleState } from "@hpm/contracts";
import type { ScheduleBody, ScheduledChange } from "@hpm/contracts/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api";
import { showToast } from "../../lib/toast";

/** Editors only (issue 30): the Scheduled list. Its key starts as the editors' other schedule reads do ("scheduled"). */
export const scheduledListKey = (client: string) => ["scheduled", client, "", "with-past"] as const;

export const scheduledListQueryOptions = (client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: scheduledListKey(client),
    queryFn: () => api.call("listScheduled", { body: { client, includePast: true } }),
    staleTime: 0,
  });

/** The pending changes (soonest first), the past ones (latest first), and the site's time zone. */
export function useScheduledList(client = DEFAULT_CLIENT) {
  const query = useQuery(scheduledListQueryOptions(client));
  const items = query.data?.items ?? [];
  return {
    query,
    timeZone: query.data?.timeZone ?? DEFAULT_SITE_TIME_ZONE,
    pending: items.filter((c) => c.state === "pending"),
    past: items.filter((c) => c.state !== "pending"),
  };
}

/** What a change does, for people: "Site notice on", "Revert page: Auto Insurance (to Nov 20, 2026, 3:00 PM MST)". */
export function changeWhat(change: ScheduledChange, timeZone: string): string {
  const kind = SCHEDULE_KIND_LABELS[change.kind];
  if (change.kind === "notice-on" || change.kind === "notice-off") return kind;
  const asOf = change.kind === "revert-page" && change.asOf ? ` (to ${formatSiteTime(change.asOf, timeZone)})` : "";
  return `${kind}: ${change.label}${asOf}`;
}

export const STATE_LABELS: Record<ScheduleState, string> = {
  pending: "Pending",
  done: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};

export const PAGE_NEEDED = "Please choose the page.";

export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** After a change is made or cancelled: every schedule read (this list, a page's bar) and the pages' drafts read again. */
function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["scheduled"] }),
      queryClient.invalidateQueries({ queryKey: ["page-drafts"] }),
    ]);
}

export function useScheduleChange() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (body: ScheduleBody) => api.call("scheduleChange", { body: { client: DEFAULT_CLIENT, ...body } }),
    onSuccess: async () => {
      showToast("Change scheduled");
      await refresh();
    },
  });
}

export function useCancelChange() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (id: number) => api.call("cancelScheduled", { body: { id, client: DEFAULT_CLIENT } }),
    onSuccess: async () => {
      showToast("Scheduled change cancelled");
      await refresh();
    },
  });
}
