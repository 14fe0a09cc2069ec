import type { FieldDef, SectionDef } from "@hpm/contracts";
import { isSafeLink, isSitePath, parseList } from "@hpm/contracts";
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
