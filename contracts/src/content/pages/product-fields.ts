import type { FieldDef, FieldKind, ListItem, Rule, SectionDef } from "../model";

export const required = (message: string): Rule => ({ kind: "required", message });

const LIMITS: Partial<Record<FieldKind, number>> = { text: 200, multiline: 2000, url: 2000, image: 2000 };

export function field(name: string, label: string, kind: FieldKind, value: string, ...rules: (string | Rule)[]): FieldDef {
  const def: FieldDef = { name, label, kind, default: value };
  const limit = LIMITS[kind];
  if (limit) def.maxLength = limit;
  if (rules.length > 0) def.rules = rules.map((r) => (typeof r === "string" ? required(r) : r));
  return def;
}

export const text = (name: string, label: string, value: string, ...rules: (string | Rule)[]) =>
  field(name, label, "text", value, ...rules);

export const multiline = (name: string, label: string, value: string, ...rules: (string | Rule)[]) =>
  field(name, label, "multiline", value, ...rules);

export const image = (name: string, label: string, value: string, ...rules: (string | Rule)[]) =>
  field(name, label, "image", value, ...rules);

export const url = (name: string, label: string, value: string, ...rules: (string | Rule)[]) =>
  field(name, label, "url", value, ...rules);

export function list(name: string, label: string, item: FieldDef[], items: ListItem[], extra: Partial<FieldDef> = {}): FieldDef {
  return { name, label, kind: "list", item, default: JSON.stringify(items), ...extra };
}

export function group(name: string, label: string, fields: FieldDef[]): FieldDef {
  return { name, label, kind: "group", fields };
}

export const TITLE_MESSAGE = "Please enter title!";
export const DESCRIPTION_MESSAGE = "Please enter description!";

/** The spec's "simple info dialog": title, then description, both required. */
export function infoSection(section: string, title: string, copy: { title: string; description: string }): SectionDef {
  return {
    section,
    title,
    fields: [
      text("title", "Title", copy.title, TITLE_MESSAGE),
      multiline("description", "Description", copy.description, DESCRIPTION_MESSAGE),
    ],
  };
}

/** Item fields of a tab (coverage type): title and description required, example required only when asked. */
export function tabItem(exampleMessage?: string): FieldDef[] {
  return [
    text("title", "Title", "", TITLE_MESSAGE),
    multiline("description", "Description", "", DESCRIPTION_MESSAGE),
    exampleMessage ? multiline("example", "Example", "", exampleMessage) : multiline("example", "Example", ""),
  ];
}

export const pointItem: FieldDef[] = [text("point", "Point", "", "Please enter point")];

/** Discount or service card whose description must be longer than 30 characters (the message says 40, as the spec does). */
export const cardItem = (withUrl: boolean): FieldDef[] => [
  text("title", "Title", "", TITLE_MESSAGE),
  multiline("description", "Description", "", DESCRIPTION_MESSAGE, {
    kind: "minLength",
    min: 31,
    message: "Please enter description of at least 40 characters!",
  }),
  image("src", "Image", "", "Please upload image!"),
  ...(withUrl ? [url("url", "Url", "")] : []),
];

export const points = (...values: string[]): ListItem[] => values.map((point) => ({ point }));
