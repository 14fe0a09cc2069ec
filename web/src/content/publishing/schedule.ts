import { DEFAULT_CLIENT, DEFAULT_SITE_TIME_ZONE, formatSiteTime, zonedTimeToUtc } from "@hpm/contracts";
import type { ScheduledChange, ScheduledList } from "@hpm/contracts/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ApiError, api } from "../../lib/api";
import { showToast } from "../../lib/toast";

/** Editors only (issue 30): scheduled changes, and times in the site's time zone (listScheduled's `timeZone`). */
export const scheduledKey = (client: string, pageName = "") => ["scheduled", client, pageName] as const;

export const scheduledQueryOptions = (client = DEFAULT_CLIENT, pageName?: string) =>
  queryOptions({
    queryKey: scheduledKey(client, pageName),
    queryFn: (): Promise<ScheduledList> => api.call("listScheduled", { body: { client, ...(pageName ? { pageName } : {}) } }),
    staleTime: 30_000,
  });

/** The pending changes (of a page, or one kind) and the site's time zone, which times are entered and shown in. */
export function useScheduled(client = DEFAULT_CLIENT, pageName?: string, enabled = true) {
  const { data } = useQuery({ ...scheduledQueryOptions(client, pageName), enabled });
  return { items: data?.items ?? [], timeZone: data?.timeZone ?? DEFAULT_SITE_TIME_ZONE, loaded: !!data };
}

export const pendingPagePublish = (items: ScheduledChange[], pageName: string) =>
  items.find((c) => c.kind === "publish-page" && c.state === "pending" && c.pageName === pageName);

export const pendingPostPublish = (items: ScheduledChange[], postId: number) =>
  items.find((c) => c.kind === "publish-post" && c.state === "pending" && c.postId === postId);

/** "Mountain Time (America/Denver)": the zone a time is entered in, beside the input. */
export function zoneLabel(timeZone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

export const SCHEDULE_TIME_MESSAGES = {
  required: "Please enter a date and time.",
  past: "Please choose a time in the future.",
  asOfRequired: "Please enter the date and time to go back to.",
  asOfFuture: "Please choose a time in the past to go back to.",
} as const;

/**
 * A wall-clock time typed in the site's zone as the instant the API takes, or why it cannot be used: a time to do
 * something is in the future; a time to go back to (`"past"`) is before now.
 */
export function scheduleInstant(
  wall: string,
  timeZone: string,
  now = new Date(),
  when: "future" | "past" = "future",
): { at: string } | { error: string } {
  const at = wall ? zonedTimeToUtc(wall, timeZone) : null;
  if (!at) return { error: when === "future" ? SCHEDULE_TIME_MESSAGES.required : SCHEDULE_TIME_MESSAGES.asOfRequired };
  if (when === "future" && at.getTime() <= now.getTime()) return { error: SCHEDULE_TIME_MESSAGES.past };
  if (when === "past" && at.getTime() >= now.getTime()) return { error: SCHEDULE_TIME_MESSAGES.asOfFuture };
  return { at: at.toISOString() };
}

/**
 * A time typed in the site's zone for a scheduling dialog: the field's id, value and error, and `take()` — the instant
 * to send, or null once the error is shown and the focus is on the field.
 */
export function useScheduleTime(timeZone: string) {
  const id = useId();
  const [wall, setWall] = useState("");
  const [error, setError] = useState<string>();
  const take = (): string | null => {
    const checked = scheduleInstant(wall, timeZone);
    if ("error" in checked) {
      setError(checked.error);
      document.getElementById(id)?.focus();
      return null;
    }
    setError(undefined);
    return checked.at;
  };
  return { id, wall, setWall, error, take };
}

/** "Publishing scheduled for Dec 1, 2026, 9:00 AM MST by Editor One". */
export const scheduledLabel = (change: ScheduledChange, timeZone: string) =>
  `Publishing scheduled for ${formatSiteTime(change.runAt, timeZone)} by ${change.createdByName || change.createdBy}`;

export const errorMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** Cancels a pending change; the schedule and the pages' drafts (which list their scheduled publishes) read again. */
export function useCancelScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, client = DEFAULT_CLIENT }: { id: number; client?: string }) =>
      api.call("cancelScheduled", { body: { id, client } }),
    onSuccess: async () => {
      showToast("Scheduled publish cancelled");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["scheduled"] }),
        queryClient.invalidateQueries({ queryKey: ["page-drafts"] }),
      ]);
    },
    onError: (err) => showToast(errorMessage(err, "Cancelling failed. Please try again.")),
  });
}
