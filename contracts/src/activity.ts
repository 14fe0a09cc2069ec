import { siblingOf, siblingPages } from "./content/pages/sibling";
import { pages } from "./content/registry";
import { SIBLING_MENUS } from "./sibling-menus";
import { type PageEntry, pageEntry, pageKeys, sitePages } from "./site-pages";

/** What an activity row changed. */
export const ACTIVITY_KINDS = [
  "content",
  "agent",
  "form-field",
  "recipient",
  "blog-post",
  "blog-topic",
  "blog-tag",
  "blog-setting",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  content: "Content",
  agent: "Agent",
  "form-field": "Form field",
  recipient: "Form recipients",
  "blog-post": "Blog post",
  "blog-topic": "Blog topic",
  "blog-tag": "Blog tag",
  "blog-setting": "Blog settings",
};

export const ACTIVITY_ACTIONS = [
  "created",
  "changed",
  "deleted",
  "restored",
  "reordered",
  "published",
  "drafted",
  "discarded",
  "scheduled",
  "cancelled",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_PAGE_SIZE = 25;
export const ACTIVITY_PATH = "/360/activity";
/** The editors' Scheduled list (issue 30): what will change when, and what did. */
export const SCHEDULED_PATH = "/360/scheduled";

/** The content page the blog's posts, topics, tags and settings are listed under in the log. */
export const BLOG_ACTIVITY_PAGE: string = sitePages.blogList.content;
/** The content page the agent directory's changes are listed under in the log. */
export const AGENT_ACTIVITY_PAGE: string = sitePages.findAgent.content;

const firstPath = (e: PageEntry) => (e.paths?.[0] !== undefined ? `/360${e.paths[0]}` : e.rootPaths?.[0]);

/** Where a content page is read: its first path on the main site, or the sibling site's page. */
export function contentPagePath(pageName: string): string | null {
  const key = pageKeys.find((k) => pageEntry(k).content === pageName);
  if (key) return firstPath(pageEntry(key)) ?? null;
  for (const menu of SIBLING_MENUS)
    for (const link of menu.links) if (siblingOf(link.path)?.pageName === pageName) return link.path;
  return null;
}

/** A content page's name as people know it ("Home", "Golf Classic: Register"), else its key. */
export function contentPageTitle(pageName: string): string {
  return pages[pageName]?.title ?? siblingPages.find((p) => p.pageName === pageName)?.title ?? pageName;
}

/** The activity log narrowed to one item: every change made to it, newest first. */
export const activityHistoryHref = (item: string) => `${ACTIVITY_PATH}?item=${encodeURIComponent(item)}`;
