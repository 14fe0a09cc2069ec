// Learning Center blog: shared types, constants, messages and helpers (spec/3 "Blog").

import type { Static } from "typebox";
import { INT4_MAX } from "./columns";
import type * as schemas from "./schemas/index";

export const BLOG_STATUSES = ["Active", "Inactive", "Published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

// every page's header reads these, so they live with the site's constants (the rest of this module is the blog's)
export { BLOG_SETTING_PAGE, DEFAULT_BLOG_TITLE } from "./constants";
export const DEFAULT_BLOG_SUBTITLE = "The more interesting side of insurance information!";
export const BLOG_PUBLIC_PAGE_SIZE = 6;
export const BLOG_ADMIN_PAGE_SIZE = 10;
export const BLOG_RELATED_LIST_SIZE = 100;
export const BLOG_SEARCH_MAX = 100;
export const BLOG_SEARCH_DEBOUNCE_MS = 1000;
export const BLOG_FONT_SIZES = [8, 10, 12, 14, 16, 18, 20, 22, 24, 30, 35] as const;
export const AUTO_RELATED = -1;

export const BLOG_MESSAGES = {
  title: "Please enter the title !",
  subtitle: "Please enter the subtitle !",
  tag: "Please select the Tag !",
  image: "Please select a image !",
  tagTitle: "Please enter the tag title !",
  topic: "Please select a Topic !",
  topicSaved: "Topic Saved",
  saved: "Content Saved",
  onlyImages: "You could only upload images.",
  deleteConfirm: "Are You Sure to Delete?",
  noResult: "No result to show",
  previewBanner: "You are viewing this page in the preview mode. Please publish it to make it available on the website.",
  publishedNoDraft: "A published blog cannot be saved back as a draft.",
  deletedNotEditable: "This item has been deleted and cannot be edited.",
  notFound: "That blog post does not exist.",
} as const;

export type BlogTagRef = Static<typeof schemas.BlogTagRefSchema>;
export type BlogRelated = Static<typeof schemas.BlogRelatedSchema>;
export type BlogSummary = Static<typeof schemas.BlogSummarySchema>;
export type BlogPost = Static<typeof schemas.BlogPostSchema>;
export type BlogPage = Static<typeof schemas.BlogPageSchema>;
export type BlogTopic = Static<typeof schemas.BlogTopicSchema>;
export type BlogTag = Static<typeof schemas.BlogTagSchema>;
export type BlogInput = Omit<schemas.BlogCreateBody, "client" | "baseUpdatedAt">;
export type BlogSettings = Static<typeof schemas.BlogSettingSchema>;

export function parseTagIds(tag: string): number[] {
  return [
    ...new Set(
      tag
        .split(",")
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n <= INT4_MAX),
    ),
  ];
}

export function validateBlog(input: Pick<BlogInput, "title" | "subtitle" | "tag" | "imageLink">) {
  const errors: { path: string; message: string }[] = [];
  if (!input.title.trim()) errors.push({ path: "title", message: BLOG_MESSAGES.title });
  if (!input.subtitle.trim()) errors.push({ path: "subtitle", message: BLOG_MESSAGES.subtitle });
  if (parseTagIds(input.tag).length === 0) errors.push({ path: "tag", message: BLOG_MESSAGES.tag });
  if (!input.imageLink.trim()) errors.push({ path: "imageLink", message: BLOG_MESSAGES.image });
  return errors;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** MMM DD YYYY, in UTC so the server and every browser agree. */
export function formatBlogDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")} ${d.getUTCFullYear()}`;
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function blogPostPath(id: number | string): string {
  return `/360/about/blog/${id}`;
}
