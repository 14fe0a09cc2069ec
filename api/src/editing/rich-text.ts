import type { FieldDef, SanitizePolicy, SectionDef } from "@hpm/contracts";
import { FIELD_KINDS, isSafeLink, isSitePath, parseList } from "@hpm/contracts";
import sanitizeHtml from "sanitize-html";

// The content fields' link rule (contracts' isSafeLink) for links in HTML too: sanitize-html's scheme check lets
// "https:\\evil.example" and the like through.
const withSafeHref = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const href = attribs.href;
  if (href === undefined) return attribs;
  if (isSafeLink(href)) return { ...attribs, href: href.trim() };
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== "href"));
};
const isImageSrc = (src: string) => isSafeLink(src) && (isSitePath(src) || /^https?:\/\//i.test(src));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: withSafeHref(attribs) }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

// Blog bodies (tiptap output): headings 1-6, font sizes 8-35 px on spans, inline images from our
// uploads or http(s), links. Everything else is dropped; see docs/blog.md.
const BLOG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "span",
    "img",
  ],
  allowedAttributes: { a: ["href"], img: ["src", "alt", "width", "height"], span: ["style"] },
  allowedStyles: { span: { "font-size": [/^(?:[89]|[12]\d|3[0-5])px$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
    "title",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    img: (tagName, attribs) => {
      const { src = "", ...rest } = attribs;
      return { tagName, attribs: isImageSrc(src.trim()) ? { ...rest, src: src.trim() } : rest };
    },
    a: (tagName, attribs) => {
      const safe = withSafeHref(attribs);
      return { tagName, attribs: /^https?:/i.test(safe.href ?? "") ? { ...safe, rel: "noopener noreferrer" } : safe };
    },
  },
};
BLOG_OPTIONS.allowedAttributes = { ...(BLOG_OPTIONS.allowedAttributes as object), a: ["href", "rel"] };

export function sanitizeBlogHtml(html: string): string {
  // Twice: a second pass is a no-op on clean output and catches anything a first pass re-forms (mXSS).
  return sanitizeHtml(sanitizeHtml(html, BLOG_OPTIONS), BLOG_OPTIONS);
}

type Node = Record<string, unknown>;

const needsCleaning = (f: FieldDef): boolean => {
  const kind = FIELD_KINDS[f.kind];
  if (kind.shape === "group") return false;
  return kind.sanitize === "listItems" ? (f.item ?? []).some(needsCleaning) : kind.sanitize !== "none";
};

function cleanValue(f: FieldDef, value: string): string {
  const kind = FIELD_KINDS[f.kind];
  return kind.shape === "group" ? value : SANITIZERS[kind.sanitize](f, value);
}

function cleanListItems(f: FieldDef, text: string): string {
  // untouched unless an item field needs cleaning: a list read and written again may change its JSON
  if (!needsCleaning(f)) return text;
  const items = parseList(text);
  if (!items) return text;
  const itemField = (name: string) => f.item?.find((i) => i.name === name);
  const clean = items.map((item) =>
    Object.fromEntries(
      Object.entries(item).map(([k, v]) => {
        const def = itemField(k);
        return [k, def ? cleanValue(def, v) : v];
      }),
    ),
  );
  return JSON.stringify(clean);
}

const SANITIZERS: { [P in SanitizePolicy]: (f: FieldDef, value: string) => string } = {
  none: (_, value) => value,
  richText: (_, value) => sanitizeRichText(value),
  listItems: cleanListItems,
};

function sanitizeFields(fields: FieldDef[], content: Node): Node {
  const out: Node = { ...content };
  for (const f of fields) {
    const raw = out[f.name] as Node | undefined;
    if (!raw || typeof raw !== "object") continue;
    if (FIELD_KINDS[f.kind].shape === "group") out[f.name] = sanitizeFields(f.fields ?? [], raw);
    else if (typeof raw.value === "string") {
      const value = cleanValue(f, raw.value);
      if (value !== raw.value) out[f.name] = { ...raw, value };
    }
  }
  return out;
}

export function sanitizeSection(def: SectionDef, content: Record<string, unknown>): Record<string, unknown> {
  return sanitizeFields(def.fields, content);
}
