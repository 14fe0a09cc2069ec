/**
 * Publishing (issue 30): drafts, preview links, scheduled changes and the site notice. Plain data and small
 * functions only: the site notice's section (content/notice.ts) brings this module into the visitors' startup chunk,
 * so whatever any chunk uses from it weighs on every page (the time functions live in site-time.ts).
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

// the site's times live in a module of their own: the visitors' startup chunk holds this one (the notice's constants)
export { formatSiteTime, utcToZonedInput, zonedTimeToUtc } from "./site-time";
