import { type FieldValue, type ListItem, readList, type SectionContent } from "@hpm/contracts";
import { useEffect, useMemo } from "react";
import { useSection } from "../../content/hooks";

export interface ContentReader {
  text: (name: string) => string;
  link: (name: string) => string;
  group: (group: string, name: string) => string;
  list: (name?: string) => ListItem[];
}

export function readContent(content: SectionContent): ContentReader {
  const field = (name: string) => content[name] as FieldValue | undefined;
  return {
    text: (name) => field(name)?.value ?? "",
    link: (name) => field(name)?.link || field(name)?.value || "",
    group: (group, name) => ((content[group] as SectionContent | undefined)?.[name] as FieldValue | undefined)?.value ?? "",
    list: (name = "list") => readList(field(name)?.value),
  };
}

export function useContent(pageName: string, section: string): ContentReader {
  const content = useSection(pageName, section);
  return useMemo(() => readContent(content), [content]);
}

/** Pages render after a lazy import, so a `#anchor` in the address is scrolled to once the page is there. */
export function useHashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
