import {
  DEFAULT_CLIENT,
  DEFAULT_SITE_TIME_ZONE,
  formatSiteTime,
  SCHEDULE_KIND_LABELS,
  type ScheduleState,
  zonedTimeToUtc,
} from "@hpm/contracts";
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

/** "Mountain Time (America/Denver)": the zone times are shown and entered in. */
export function zoneName(timeZone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
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

export const SCHEDULE_FORM_MESSAGES = {
  timeNeeded: "Please enter a date and time.",
  timeFuture: "Please choose a time in the future.",
  asOfNeeded: "Please enter the date and time to go back to.",
  asOfPast: "Please choose a time in the past to go back to.",
  pageNeeded: "Please choose the page.",
} as const;

/** A wall-clock time typed in the site's zone as the instant the API takes, or what is wrong with it. */
export function instantOf(
  wall: string,
  timeZone: string,
  when: "future" | "past",
  now = new Date(),
): { at: string } | { error: string } {
  const at = wall ? zonedTimeToUtc(wall, timeZone) : null;
  if (!at) return { error: when === "future" ? SCHEDULE_FORM_MESSAGES.timeNeeded : SCHEDULE_FORM_MESSAGES.asOfNeeded };
  if (when === "future" && at.getTime() <= now.getTime()) return { error: SCHEDULE_FORM_MESSAGES.timeFuture };
  if (when === "past" && at.getTime() >= now.getTime()) return { error: SCHEDULE_FORM_MESSAGES.asOfPast };
  return { at: at.toISOString() };
}

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
