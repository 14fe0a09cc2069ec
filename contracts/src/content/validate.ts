import type { FieldDef, FieldValue, ListItem, SectionContent, SectionDef } from "./model";

export const INVALID_LINK_MESSAGE = "Please enter a valid link!";
export const DEFAULT_MAX_LENGTH = 5000;
export const LIST_MAX_LENGTH = 200_000;

export const RICH_TEXT_MAX_LENGTH = 50_000;

export function richTextPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// Browsers read "\" as "/" in http(s) URLs and drop tabs and line breaks inside them: "/\evil.example" and
// "/\t/evil.example" would both leave the site as "//evil.example".
const hasUnsafeChar = (link: string) => Array.from(link).some((c) => c === "\\" || c <= "\u001f" || c === "\u007f");

const OTHER_LINK = /^(#|https?:\/\/[^/?#\s]|mailto:|tel:)/i;

/** A path of this site: one leading "/", no backslash, no control character. */
export function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !hasUnsafeChar(link);
}

/** Empty, a site path, or an http(s) URL with a host, mailto:, tel: or a #fragment (surrounding spaces ignored). */
export function isSafeLink(link: string): boolean {
  if (link === "") return true;
  const trimmed = link.trim();
  return isSitePath(trimmed) || (OTHER_LINK.test(trimmed) && !hasUnsafeChar(trimmed));
}

export function safeHref(link: string | undefined, fallback = "#"): string {
  if (!link) return fallback;
  return isSafeLink(link) ? link.trim() : fallback;
}

export function isFieldValue(v: unknown): v is FieldValue {
  return typeof v === "object" && v !== null && typeof (v as FieldValue).value === "string";
}

export function parseList(text: string | undefined): ListItem[] | null {
  if (text === undefined || text.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    if (!parsed.every((i) => typeof i === "object" && i !== null && !Array.isArray(i))) return null;
    return parsed.map((i) =>
      Object.fromEntries(
        Object.entries(i as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === "object" && v !== null ? JSON.stringify(v) : String(v ?? ""),
        ]),
      ),
    );
  } catch {
    return null;
  }
}

// The rules themselves (validateSection, validateItem, ...) are in ./rules: the editors and the server need them,
// a page being read does not.

export function sectionDefaults(def: SectionDef): SectionContent {
  const build = (fields: FieldDef[]): SectionContent =>
    Object.fromEntries(
      fields.map((f) => {
        if (f.kind === "group") return [f.name, build(f.fields ?? [])];
        const v: FieldValue = { value: f.default ?? "" };
        if (f.kind === "link") v.link = f.defaultLink ?? "";
        return [f.name, v];
      }),
    );
  return build(def.fields);
}

export function mergeSection(def: SectionDef, stored: SectionContent | undefined): SectionContent {
  const merge = (fields: FieldDef[], s: SectionContent | undefined): SectionContent =>
    Object.fromEntries(
      fields.map((f) => {
        const raw = s?.[f.name];
        if (f.kind === "group") return [f.name, merge(f.fields ?? [], isFieldValue(raw) ? undefined : raw)];
        const fallback: FieldValue = { value: f.default ?? "" };
        if (f.kind === "link") fallback.link = f.defaultLink ?? "";
        return [f.name, isFieldValue(raw) ? { ...fallback, ...raw } : fallback];
      }),
    );
  return merge(def.fields, stored);
}
