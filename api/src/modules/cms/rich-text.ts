import type { FieldDef, SectionDef } from "@hpm/contracts";
import { parseList } from "@hpm/contracts";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

type Node = Record<string, unknown>;

function sanitizeFields(fields: FieldDef[], content: Node): Node {
  const out: Node = { ...content };
  for (const f of fields) {
    const raw = out[f.name] as Node | undefined;
    if (!raw || typeof raw !== "object") continue;
    if (f.kind === "group") out[f.name] = sanitizeFields(f.fields ?? [], raw);
    else if (f.kind === "richText" && typeof raw.value === "string") out[f.name] = { ...raw, value: sanitizeRichText(raw.value) };
    else if (f.kind === "list" && typeof raw.value === "string" && f.item?.some((i) => i.kind === "richText")) {
      const items = parseList(raw.value);
      if (!items) continue;
      const clean = items.map((item) =>
        Object.fromEntries(
          Object.entries(item).map(([k, v]) => [
            k,
            f.item?.find((i) => i.name === k)?.kind === "richText" ? sanitizeRichText(v) : v,
          ]),
        ),
      );
      out[f.name] = { ...raw, value: JSON.stringify(clean) };
    }
  }
  return out;
}

export function sanitizeSection(def: SectionDef, content: Record<string, unknown>): Record<string, unknown> {
  return sanitizeFields(def.fields, content);
}
