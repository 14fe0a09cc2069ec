import type { FieldDef, ListItem, Rule } from "../model";

export const required = (message: string): Rule[] => [{ kind: "required", message }];

export const STEP_MESSAGES = { saved: "Step Saved", deleted: "Step Deleted" };
export const STEP_MESSAGES_BANG = { saved: "Step Saved!", deleted: "Step Deleted!" };
export const ITEM_MESSAGES_BANG = { saved: "Saved!", deleted: "Deleted!" };

export function text(name: string, label: string, value: string, message?: string, maxLength = 300): FieldDef {
  return { name, label, kind: "text", default: value, maxLength, ...(message ? { rules: required(message) } : {}) };
}

export function multiline(name: string, label: string, value: string, message?: string): FieldDef {
  return { name, label, kind: "multiline", default: value, maxLength: 3000, ...(message ? { rules: required(message) } : {}) };
}

export function image(name: string, label: string, value: string, message?: string): FieldDef {
  return { name, label, kind: "image", default: value, ...(message ? { rules: required(message) } : {}) };
}

export function url(name: string, label: string, value = "", message?: string): FieldDef {
  return { name, label, kind: "url", default: value, maxLength: 2000, ...(message ? { rules: required(message) } : {}) };
}

export function list(
  name: string,
  label: string,
  item: FieldDef[],
  items: ListItem[],
  messages?: FieldDef["messages"],
  columns?: string[],
): FieldDef {
  return {
    name,
    label,
    kind: "list",
    item,
    default: JSON.stringify(items),
    ...(messages ? { messages } : {}),
    ...(columns ? { columns } : {}),
  };
}
