export type FieldKind = "text" | "multiline" | "richText" | "link" | "url" | "image" | "status" | "flag" | "group" | "list";

export type Rule =
  | { kind: "required"; message: string; prop?: FieldProp }
  | { kind: "requiredWhen"; when: string; message: string; prop?: FieldProp }
  | { kind: "minLength"; min: number; message: string; prop?: FieldProp };

export type FieldProp = "value" | "link";

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  default?: string;
  defaultLink?: string;
  rules?: Rule[];
  fields?: FieldDef[];
  item?: FieldDef[];
  maxLength?: number;
  /** A list whose add, edit, move and delete stay in the editor until the section is submitted. */
  saveWithSection?: boolean;
  messages?: { saved?: string; deleted?: string };
}

export interface SectionDef {
  section: string;
  title: string;
  fields: FieldDef[];
}

export interface PageDef {
  pageName: string;
  title: string;
  sections: SectionDef[];
}

export interface FieldValue {
  value: string;
  link?: string;
  label?: string;
}

export type SectionContent = { [name: string]: FieldValue | SectionContent };

export type ListItem = Record<string, string>;

export interface ContentError {
  path: string;
  message: string;
}
