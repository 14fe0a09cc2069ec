import { isSafeLink } from "@hpm/contracts";
import { useMemo } from "react";

const ALLOWED = new Set(["P", "BR", "STRONG", "EM", "U", "A", "UL", "OL", "LI", "H2", "H3", "H4", "BLOCKQUOTE"]);
const DROPPED = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "TEMPLATE", "NOSCRIPT", "SVG", "MATH", "TITLE", "HEAD"]);

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copyChildren(el, to, doc);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    if (tag === "A") {
      const href = (el.getAttribute("href") ?? "").trim();
      if (href && isSafeLink(href)) {
        clean.setAttribute("href", href);
        if (/^https?:/i.test(href)) clean.setAttribute("rel", "noopener noreferrer");
      }
    }
    copyChildren(el, clean, doc);
    to.appendChild(clean);
  }
}

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out = document.implementation.createHTMLDocument("");
  const root = out.createElement("div");
  copyChildren(source.body, root, out);
  return root.innerHTML;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the allow-list sanitizer above
  return <div className={className ?? "rich-text"} dangerouslySetInnerHTML={{ __html: clean }} />;
}
