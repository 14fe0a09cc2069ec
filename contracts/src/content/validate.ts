import type { FieldDef, FieldValue, ListItem, SectionContent, SectionDef } from "./model";

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

/**
 * A field's value in a new section. What a page being read needs of the field kinds (./field-kinds, whose checks
 * stay out of the web's startup chunk); field-kinds.test.ts checks each kind's declared default is this.
 */
export function defaultValue(f: FieldDef): FieldValue {
  return f.kind === "link" ? { value: f.default ?? "", link: f.defaultLink ?? "" } : { value: f.default ?? "" };
}

export function sectionDefaults(def: SectionDef): SectionContent {
  const build = (fields: FieldDef[]): SectionContent =>
    Object.fromEntries(
      fields.map((f) => {
        return [f.name, f.kind === "group" ? build(f.fields ?? []) : defaultValue(f)];
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
        const fallback = defaultValue(f);
        return [f.name, isFieldValue(raw) ? { ...fallback, ...raw } : fallback];
      }),
    );
  return merge(def.fields, stored);
}
