import { SEARCH_QUERY_MAX } from "./search";

/**
 * A query parameter's value as a page reads it (the search page's `q`): control characters and runs of white space
 * made one space, trimmed, at most SEARCH_QUERY_MAX characters (whole ones), so `?q=hail`, `?q=%20hail` and
 * `?q=hail%0A` are one page. The server renders and keeps such a page per these values, and the page reads the same in
 * the browser, so the page it takes over is the one the server rendered.
 */
export function pageQueryValue(raw: string): string {
  const clean = raw
    .normalize("NFC")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  const chars = Array.from(clean);
  return chars.length > SEARCH_QUERY_MAX ? chars.slice(0, SEARCH_QUERY_MAX).join("").trim() : clean;
}
