/**
 * Publishing (issue 30): drafts, preview links, scheduled changes and the site notice. Plain data and small
 * functions only (this module may reach the web's editor chunks; it is not in the visitors' startup chunk).
 */

/** The site's time zone when SITE_TIME_ZONE is not set: times are shown and entered in it. */
export const DEFAULT_SITE_TIME_ZONE = "America/Denver";

/** A preview link lives at most this long (7 days), and this long when the editor does not say. */
export const PREVIEW_LINK_MAX_HOURS = 168;
export const PREVIEW_LINK_DEFAULT_HOURS = 72;

/** Where a shareable preview link opens: `${PREVIEW_PATH}/<token>`; an editor's own preview: `${PREVIEW_PATH}?page=<pageName>`. */
export const PREVIEW_PATH = "/preview";

/** The banner of every preview (word for word in the issue). */
export const PREVIEW_BANNER = "Preview — not published";

/** What a preview link answers when it cannot be shown (410 Gone). */
export const PREVIEW_MESSAGES = {
  expired: "This preview link has expired. Ask the editor who shared it for a new one.",
  revoked: "This preview link was withdrawn by the editor who shared it.",
  unknown: "This preview link is not valid. Check that the whole address was copied.",
} as const;

/** The kinds of scheduled change, and what the Scheduled list calls them. */
export const SCHEDULE_KINDS = ["publish-page", "revert-page", "publish-post", "notice-on", "notice-off"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  "publish-page": "Publish drafts",
  "revert-page": "Revert page",
  "publish-post": "Publish post",
  "notice-on": "Site notice on",
  "notice-off": "Site notice off",
};

export const SCHEDULE_STATES = ["pending", "done", "cancelled", "failed"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** The bar an editor sees on a page with drafts (the words; "1 unpublished change" for one). */
export function unpublishedChangesLabel(count: number): string {
  return `This page has ${count} unpublished ${count === 1 ? "change" : "changes"}`;
}

// The site notice: a section of the home page's content (read on every page with the footer). Defined with the site's
// constants, so a page's first script carries none of this module.
export { NOTICE_LEVELS, type NoticeLevel, SITE_NOTICE_SECTION } from "./constants";

/** A built-in default shown as the first (oldest) entry of a section's History: its id is 0. */
export const BUILT_IN_VERSION_ID = 0;
export const BUILT_IN_VERSION_NAME = "Built-in default";

/** The offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2026-12-01T09:00", as an <input type="datetime-local"> gives it) names in
 * `timeZone`; null when it is not such a time. A time skipped by a DST change moves forward by the gap; a repeated
 * one is the first of the two.
 */
export function zonedTimeToUtc(wall: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(guess)) return null;
  let utc = guess - zoneOffsetMs(guess, timeZone);
  const again = guess - zoneOffsetMs(utc, timeZone);
  if (again !== utc) utc = Math.min(utc, again);
  return new Date(utc);
}

/** An instant as the wall-clock time of `timeZone`, in the form <input type="datetime-local"> takes ("2026-12-01T09:00"). */
export function utcToZonedInput(date: Date, timeZone: string): string {
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}

/** An instant for people: "Nov 25, 10:42 AM MST" in the site's time zone. */
export function formatSiteTime(date: Date | string, timeZone: string, withZone = true): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(new Date(date));
}
