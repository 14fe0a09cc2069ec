import {
  BLOG_ACTIVITY_PAGE,
  contentPagePath,
  formatSiteTime,
  HOME_PAGE,
  SCHEDULE_KIND_LABELS,
  SITE_NOTICE_SECTION,
} from "@hpm/contracts";
import type { IdBody, ScheduleBody, ScheduledChange } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";
import type { ActivityEntry } from "../activity/activity.service";
import { pageEntry } from "../cms/cms.activity";

type Change = Pick<ScheduledChange, "client" | "kind" | "pageName" | "postId" | "label">;

/** The log's item of a scheduled change: the page, the post, or the site notice. */
function itemOf(change: Change): Omit<ActivityEntry, "action" | "summary"> {
  if (change.kind === "publish-post" && change.postId !== null)
    return {
      client: change.client,
      kind: "blog-post",
      pageName: BLOG_ACTIVITY_PAGE,
      item: `blog-post:${change.client}/${change.postId}`,
      itemUrl: `/360/about/blog/${change.postId}`,
    };
  if (change.kind === "notice-on" || change.kind === "notice-off")
    return {
      client: change.client,
      kind: "content",
      pageName: HOME_PAGE,
      item: `content:${change.client}/${HOME_PAGE}/${SITE_NOTICE_SECTION}`,
      itemUrl: contentPagePath(HOME_PAGE),
    };
  return pageEntry(change.client, change.pageName ?? HOME_PAGE);
}

/** "“Publish drafts” (Auto Insurance)", "“Site notice on”". */
const what = (change: Change) =>
  change.kind === "notice-on" || change.kind === "notice-off"
    ? `“${SCHEDULE_KIND_LABELS[change.kind]}”`
    : `“${SCHEDULE_KIND_LABELS[change.kind]}” (${change.label})`;

/** Scheduling a change and cancelling one (the times as the site's time zone shows them). */
export const scheduleActivity = (timeZone: string) => ({
  schedule: {
    describe: (_request, { result }) => ({
      ...itemOf(result),
      action: "scheduled",
      summary: `Scheduled ${what(result)} for ${formatSiteTime(result.runAt, timeZone)}`,
    }),
  } satisfies ActivitySpec<ScheduleBody, unknown, unknown, { result: ScheduledChange }>,

  cancel: {
    describe: (_request, { result }) => ({
      ...itemOf(result),
      action: "cancelled",
      summary: `Cancelled ${what(result)}, scheduled for ${formatSiteTime(result.runAt, timeZone)}`,
    }),
  } satisfies ActivitySpec<IdBody, unknown, unknown, { result: ScheduledChange }>,
});

/** What a scheduled change did when it ran, logged as its creator's. */
export function ranActivity(change: Change, done: string): ActivityEntry {
  const action =
    change.kind === "revert-page"
      ? "restored"
      : change.kind === "publish-page" || change.kind === "publish-post"
        ? "published"
        : "changed";
  return { ...itemOf(change), action, summary: `${done} (scheduled)` };
}
