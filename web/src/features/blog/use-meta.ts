import { useEffect } from "react";
import { SITE_NAME, sayPageMeta } from "../../lib/use-page-title";

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  type?: "article" | "website";
}

function setMeta(attr: "name" | "property", key: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!value) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

/** Title, description and Open Graph tags for the page; removed again when it unmounts. */
export function useMeta(meta: PageMeta | null) {
  const { title, description, image, type } = meta ?? { title: "", description: "" };
  if (title) sayPageMeta(title, description);
  useEffect(() => {
    if (!title) return;
    const abs = image ? new URL(image, window.location.origin).href : undefined;
    const previousTitle = document.title;
    const previousDescription = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    document.title = `${title} | ${SITE_NAME}`;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type ?? "website");
    setMeta("property", "og:url", window.location.href);
    setMeta("property", "og:image", abs);
    setMeta("name", "twitter:card", abs ? "summary_large_image" : "summary");
    return () => {
      document.title = previousTitle;
      setMeta("name", "description", previousDescription);
      for (const key of ["og:title", "og:description", "og:type", "og:url", "og:image"]) setMeta("property", key, undefined);
      setMeta("name", "twitter:card", undefined);
    };
  }, [title, description, image, type]);
}
