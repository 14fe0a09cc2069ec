import { type FieldValue, type ListItem, readList, type SectionContent } from "@hpm/contracts";

export const val = (content: SectionContent, name: string): string => (content[name] as FieldValue | undefined)?.value ?? "";

export const linkOf = (content: SectionContent, name: string): string => {
  const f = content[name] as FieldValue | undefined;
  return f?.link || f?.value || "";
};

export const items = (content: SectionContent, name: string): ListItem[] => readList(val(content, name));

export const LINE_BREAK = /\r?\n|<br\s*\/?>/i;

export function lines(text: string): string[] {
  return text.split(LINE_BREAK);
}
