export type FieldKind =
  | "text"
  | "multiline"
  | "richText"
  | "link"
  | "url"
  | "image"
  | "pdf"
  | "status"
  | "flag"
  | "choice"
  | "group"
  | "list";

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
  /** For a list: exactly this many items. */
  count?: number;
  /** The values a choice field accepts. */
  options?: string[];
  /** For a list item field: no two items may share its value, ignoring case. */
  unique?: string;
  /** For a list item field: kept in the item but not shown in the list's add form. */
  hidden?: boolean;
  /** A list whose add, edit, move and delete stay in the editor until the section is submitted. */
  saveWithSection?: boolean;
  messages?: { saved?: string; deleted?: string };
  /** For a list: the item fields its editor's table shows between No. and Action (default: the first two). */
  columns?: string[];
}

export interface SectionDef {
  section: string;
  title: string;
  fields: FieldDef[];
  /**
   * The name of the section's edit button (pencil) when the dialog's title, kept as the spec words it, does not say what
   * it edits (AndMore's "Edit"); the title otherwise.
   */
  pencil?: string;
  /** The alert after the section's Submit (default "Content Saved"). */
  savedMessage?: string;
  /** Held in the page's content but not shown to visitors (the spec's Life "Get Started"): left out of the site search. */
  notShown?: true;
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

/** One item of a list field: its fields by name, and an `id` (see list-items.ts). */
export type ListItem = Record<string, string>;

export interface ContentError {
  path: string;
  message: string;
}
