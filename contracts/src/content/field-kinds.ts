import { INVALID_LINK_MESSAGE, isSafeLink } from "./links";
import type { FieldDef, FieldKind, FieldValue } from "./model";
import { defaultValue } from "./validate";

// What each field kind means to the rules, the server and the editor, one entry per kind. The maps are exhaustive
// (here, in web/src/content/field-kinds.tsx and in the server's sanitizers): a new kind fails to compile until
// each has its entry. This module is in the web's startup chunk: plain data and small functions only.

export const DEFAULT_MAX_LENGTH = 5000;
export const LIST_MAX_LENGTH = 200_000;
export const RICH_TEXT_MAX_LENGTH = 50_000;

export function richTextPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The two values of a checkbox kind. */
export interface Toggle {
  on: string;
  off: string;
}

export const STATUS_VALUES: Toggle = { on: "true", off: "false" };
export const FLAG_VALUES: Toggle = { on: "1", off: "0" };

/** How the server cleans a value before saving it (api/src/editing/rich-text.ts): as is, as rich text, item by item. */
export type SanitizePolicy = "none" | "richText" | "listItems";

/** What the history compares of a value: its text (and a link's URL), the text of its HTML, or its list's items. */
export type DiffAs = "text" | "html" | "items";

/** A check of a value: its error message, or null. */
type Check<V> = (f: FieldDef, value: V) => string | null;

interface KindBase {
  /** What the section's rules (required, minLength) read of its text. */
  ruleText: (text: string) => string;
  /** A new list item's value of the field when it declares no default. */
  itemDefault: string;
  /** A list item's value (one string, whatever the kind). */
  checkItem: Check<string>;
}

/** Fields inside: the section stores an object of their values. */
export interface GroupKindDef extends KindBase {
  shape: "group";
}

/** One value (and a link's URL); for "list", the items as JSON, each checked against the field's `item` fields. */
export interface ValueKindDef extends KindBase {
  shape: "value" | "list";
  /** A new section's value, and what a stored value is laid over. */
  defaultValue: (f: FieldDef) => FieldValue;
  /** The longest value a section accepts. */
  maxLength: (f: FieldDef) => number;
  check: Check<FieldValue>;
  sanitize: SanitizePolicy;
  diffAs: DiffAs;
}

export type FieldKindDef = GroupKindDef | ValueKindDef;

/** Each kind's entry; built by a call marked pure so a bundle that never reads a check leaves them all out. */
function fieldKinds(): { [K in FieldKind]: FieldKindDef } {
  const noCheck = () => null;
  const safeLink = (link: string) => (isSafeLink(link) ? null : INVALID_LINK_MESSAGE);
  const malformed = (f: FieldDef) => `${f.label} is malformed.`;

  const text: ValueKindDef = {
    shape: "value",
    defaultValue,
    maxLength: (f) => f.maxLength ?? DEFAULT_MAX_LENGTH,
    ruleText: (t) => t,
    itemDefault: "",
    check: noCheck,
    checkItem: noCheck,
    sanitize: "none",
    diffAs: "text",
  };

  const linkValue: ValueKindDef = { ...text, check: (_, v) => safeLink(v.value), checkItem: (_, v) => safeLink(v) };

  const checkbox = ({ on, off }: Toggle): ValueKindDef => ({
    ...text,
    itemDefault: off,
    check: (f, v) => (v.value === on || v.value === off ? null : malformed(f)),
  });

  return {
    text,
    multiline: text,
    richText: {
      ...text,
      maxLength: () => RICH_TEXT_MAX_LENGTH,
      ruleText: richTextPlain,
      sanitize: "richText",
      diffAs: "html",
    },
    link: {
      ...text,
      check: (_, v) => safeLink(v.link ?? ""),
      checkItem: (_, v) => safeLink(v),
    },
    url: linkValue,
    image: linkValue,
    pdf: linkValue,
    status: checkbox(STATUS_VALUES),
    flag: checkbox(FLAG_VALUES),
    choice: {
      ...text,
      check: (f, v) => ((f.options ?? []).includes(v.value) ? null : malformed(f)),
      // an item's choice may be left empty
      checkItem: (f, v) => (v === "" || (f.options ?? []).includes(v) ? null : malformed(f)),
    },
    group: { shape: "group", ruleText: (t) => t, itemDefault: "", checkItem: noCheck },
    list: { ...text, shape: "list", maxLength: () => LIST_MAX_LENGTH, sanitize: "listItems", diffAs: "items" },
  };
}

export const FIELD_KINDS = /* @__PURE__ */ fieldKinds();
