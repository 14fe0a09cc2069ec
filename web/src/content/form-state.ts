import { FIELD_KINDS, type FieldDef, type FieldValue, type SectionContent } from "@hpm/contracts";

export function getField(content: SectionContent, path: string[]): FieldValue {
  let node: SectionContent | FieldValue | undefined = content;
  for (const key of path) node = (node as SectionContent | undefined)?.[key];
  const v = node as FieldValue | undefined;
  return v && typeof v.value === "string" ? v : { value: "" };
}

export function setField(content: SectionContent, path: string[], patch: Partial<FieldValue>): SectionContent {
  const [key, ...rest] = path;
  if (key === undefined) return content;
  if (rest.length === 0) return { ...content, [key]: { ...getField(content, [key]), ...patch } };
  const child = (content[key] as SectionContent | undefined) ?? {};
  return { ...content, [key]: setField(child, rest, patch) };
}

export function fieldPathOfError(errorPath: string): string {
  return errorPath.replace(/\[.*$/, "");
}

export function fieldDomId(formId: string, path: string): string {
  return `${formId}-field-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function emptyItem(item: FieldDef[]): Record<string, string> {
  return Object.fromEntries(item.map((f) => [f.name, f.default ?? FIELD_KINDS[f.kind].itemDefault]));
}

/** A new list item's id: random, from getRandomValues as randomUUID needs a secure context. */
export function newItemId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");
}
