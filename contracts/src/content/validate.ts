import { FIELD_KINDS } from "./field-kinds";
import type { FieldDef, FieldValue, ListItem, SectionContent, SectionDef } from "./model";

export * from "./field-kinds";
export * from "./links";

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
        const kind = FIELD_KINDS[f.kind];
        return [f.name, kind.shape === "group" ? build(f.fields ?? []) : kind.defaultValue(f)];
      }),
    );
  return build(def.fields);
}

export function mergeSection(def: SectionDef, stored: SectionContent | undefined): SectionContent {
  const merge = (fields: FieldDef[], s: SectionContent | undefined): SectionContent =>
    Object.fromEntries(
      fields.map((f) => {
        const raw = s?.[f.name];
        const kind = FIELD_KINDS[f.kind];
        if (kind.shape === "group") return [f.name, merge(f.fields ?? [], isFieldValue(raw) ? undefined : raw)];
        const fallback = kind.defaultValue(f);
        return [f.name, isFieldValue(raw) ? { ...fallback, ...raw } : fallback];
      }),
    );
  return merge(def.fields, stored);
}
