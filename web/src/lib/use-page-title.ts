import { useEffect } from "react";

export const SITE_NAME = "High Plains Mutual Insurance";

export interface CollectedMeta {
  /** The page's own title; null: the site's name alone. */
  title?: string | null;
  description?: string;
}

// Set only while the server renders a page (renderToString runs synchronously, so one page at a time)
let collecting: CollectedMeta | null = null;

/** Renders with `render` and gives back what the page's usePageTitle calls said, for the document's head. */
export function collectPageMeta<T>(render: () => T): [T, CollectedMeta] {
  const meta: CollectedMeta = {};
  collecting = meta;
  try {
    return [render(), meta];
  } finally {
    collecting = null;
  }
}

/** On the server, what a page says of itself for the document's head: the first title said wins, and the first description. */
export function sayPageMeta(title: string | undefined, description?: string) {
  if (!collecting) return;
  if (!("title" in collecting)) collecting.title = title?.trim() || null;
  if (!collecting.description && description?.trim()) collecting.description = description.trim();
}

/**
 * The document's title (and, on the server, its description). A page and its banner may both name it: the page,
 * rendered first, wins on the server as its effect, run last, does in the browser.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  sayPageMeta(title, description);
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
