import type { RichTextProfile } from "@hpm/contracts";
import { isSafeLink, isSitePath } from "@hpm/contracts";
import { useMemo } from "react";

export type { RichTextProfile };

const BASIC = new Set(["P", "BR", "STRONG", "EM", "U", "A", "UL", "OL", "LI", "H2", "H3", "H4", "BLOCKQUOTE"]);
// blog bodies (tiptap output): the same allow-list as the server's (api/src/editing/rich-text.ts)
const BLOG = new Set([...BASIC, "B", "I", "S", "CODE", "PRE", "HR", "H1", "H5", "H6", "SPAN", "IMG"]);
const DROPPED = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "TEMPLATE", "NOSCRIPT", "SVG", "MATH", "TITLE", "HEAD"]);
const FONT_SIZE = /^(?:[89]|[12]\d|3[0-5])px$/;
const isImageSrc = (src: string) => isSafeLink(src) && (isSitePath(src) || /^https?:\/\//i.test(src));

function copyChildren(from: Node, to: Node, doc: Document, allowed: Set<string>) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    if (!allowed.has(tag)) {
      copyChildren(el, to, doc, allowed);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    if (tag === "A") {
      const href = (el.getAttribute("href") ?? "").trim();
      if (href && isSafeLink(href)) {
        clean.setAttribute("href", href);
        if (/^https?:/i.test(href)) clean.setAttribute("rel", "noopener noreferrer");
      }
    } else if (tag === "IMG") {
      const src = (el.getAttribute("src") ?? "").trim();
      if (src && isImageSrc(src)) clean.setAttribute("src", src);
      clean.setAttribute("alt", el.getAttribute("alt") ?? "");
      clean.setAttribute("loading", "lazy");
    } else if (tag === "SPAN") {
      const size = (el as HTMLElement).style?.fontSize ?? "";
      if (FONT_SIZE.test(size)) clean.setAttribute("style", `font-size:${size}`);
    }
    copyChildren(el, clean, doc, allowed);
    to.appendChild(clean);
  }
}

type Sanitizer = (html: string, profile: RichTextProfile) => string;
let serverSanitizer: Sanitizer | null = null;

/** Outside a browser (the server's page renderer) there is no DOMParser: the server's own allow-list sanitizer is used. */
export function setServerSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

export function sanitizeHtml(html: string, profile: RichTextProfile = "basic"): string {
  if (typeof DOMParser === "undefined") {
    if (!serverSanitizer) throw new Error("No HTML sanitizer outside the browser");
    return serverSanitizer(html, profile);
  }
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out = document.implementation.createHTMLDocument("");
  const root = out.createElement("div");
  copyChildren(source.body, root, out, profile === "blog" ? BLOG : BASIC);
  return root.innerHTML;
}

export function RichText({ html, className, profile }: { html: string; className?: string; profile?: RichTextProfile }) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  // The server's render used the API's allow-list sanitizer, whose markup can differ in form (attribute order,
  // void tags) from this one's: taking the page over keeps the server's, which is as safe.
  return (
    <div
      className={className ?? "rich-text"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the allow-list sanitizer above
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning
    />
  );
}
