import {
  type DiffAs,
  FIELD_KINDS,
  type FieldDef,
  type FieldValue,
  readList,
  type SectionContent,
  type ValueKindDef,
} from "@hpm/contracts";

/** One field of two versions of a section, for the history and conflict views (issue 18). */
export interface FieldChange {
  path: string;
  label: string;
  kind: FieldDef["kind"];
  before: string;
  after: string;
  changed: boolean;
}

export type DiffPart = { text: string; op: "same" | "add" | "del" };

const isValue = (v: unknown): v is FieldValue => typeof v === "object" && v !== null && "value" in v;

const listText = (value: string) =>
  readList(value)
    .map((item) =>
      Object.entries(item)
        .filter(([k]) => k !== "id")
        .map(([, v]) => v)
        .filter(Boolean)
        .join(" · "),
    )
    .join("\n");

const DIFF_TEXT: { [D in DiffAs]: (value: string, link: string | undefined) => string } = {
  text: (value, link) => (link ? `${value} → ${link}` : value),
  html: (value) => htmlToText(value),
  items: listText,
};

function textOf(kind: ValueKindDef, raw: unknown): string {
  if (!isValue(raw)) return "";
  return DIFF_TEXT[kind.diffAs](String(raw.value ?? ""), raw.link);
}

export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Every field of the section (groups flattened, labels joined), with both versions' text and whether it changed. */
export function fieldChanges(
  fields: FieldDef[],
  before: SectionContent,
  after: SectionContent,
  prefix = "",
  label = "",
): FieldChange[] {
  return fields.flatMap((f) => {
    const path = `${prefix}${f.name}`;
    const name = label ? `${label} › ${f.label}` : f.label;
    const b = before?.[f.name];
    const a = after?.[f.name];
    const kind = FIELD_KINDS[f.kind];
    if (kind.shape === "group")
      return fieldChanges(f.fields ?? [], (b ?? {}) as SectionContent, (a ?? {}) as SectionContent, `${path}.`, name);
    const bt = textOf(kind, b);
    const at = textOf(kind, a);
    return [{ path, label: name, kind: f.kind, before: bt, after: at, changed: bt !== at }];
  });
}

const MAX_CELLS = 250_000;

/** A word diff (longest common subsequence over words and spaces); very long texts fall back to all-removed, all-added. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.match(/\s+|[^\s]+/g) ?? [];
  const b = after.match(/\s+|[^\s]+/g) ?? [];
  if (a.length * b.length > MAX_CELLS)
    return [...(before ? [{ text: before, op: "del" as const }] : []), ...(after ? [{ text: after, op: "add" as const }] : [])];
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      (lcs[i] as number[])[j] =
        a[i] === b[j] ? ((lcs[i + 1] as number[])[j + 1] as number) + 1 : Math.max(lcs[i + 1]?.[j] ?? 0, lcs[i]?.[j + 1] ?? 0);
  const out: DiffPart[] = [];
  const push = (text: string, op: DiffPart["op"]) => {
    const last = out[out.length - 1];
    if (last?.op === op) last.text += text;
    else out.push({ text, op });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(a[i] as string, "same");
      i++;
      j++;
    } else if ((lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0)) push(a[i++] as string, "del");
    else push(b[j++] as string, "add");
  }
  while (i < n) push(a[i++] as string, "del");
  while (j < m) push(b[j++] as string, "add");
  return out;
}
