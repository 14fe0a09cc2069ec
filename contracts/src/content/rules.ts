import { DEFAULT_MAX_LENGTH, FIELD_KINDS } from "./field-kinds";
import type { ContentError, FieldDef, FieldValue, ListItem, Rule, SectionContent, SectionDef } from "./model";
import { isFieldValue, parseList } from "./validate";

function propOf(field: FieldValue | undefined, rule: Rule): string {
  const prop = rule.prop ?? "value";
  return (field?.[prop] ?? "").trim();
}

function checkRules(rules: Rule[] | undefined, read: (name: string, rule: Rule) => string, self: string): string | null {
  for (const rule of rules ?? []) {
    const v = read(self, rule);
    if (rule.kind === "required" && v === "") return rule.message;
    if (rule.kind === "requiredWhen" && v === "" && read(rule.when, { kind: "required", message: "" }) !== "")
      return rule.message;
    if (rule.kind === "minLength" && v.length < rule.min) return rule.message;
  }
  return null;
}

export function validateItem(itemFields: FieldDef[], item: ListItem, path = ""): ContentError | null {
  for (const f of itemFields) {
    const read = (name: string) => (item[name] ?? "").trim();
    const message = checkRules(f.rules, (name) => read(name), f.name);
    if (message) return { path: `${path}${f.name}`, message };
    const v = item[f.name] ?? "";
    if (v.length > (f.maxLength ?? DEFAULT_MAX_LENGTH)) return { path: `${path}${f.name}`, message: `${f.label} is too long.` };
    const kind = FIELD_KINDS[f.kind];
    const problem = kind.checkItem(f, v);
    if (problem) return { path: `${path}${f.name}`, message: problem };
    if (kind.shape === "list") {
      const err = validateList(f, v, `${path}${f.name}`);
      if (err) return err;
    }
  }
  return null;
}

export function duplicateIn(itemFields: FieldDef[], items: ListItem[], item: ListItem, skipIndex = -1): ContentError | null {
  for (const f of itemFields) {
    if (!f.unique) continue;
    const v = (item[f.name] ?? "").trim().toLowerCase();
    if (items.some((other, i) => i !== skipIndex && (other[f.name] ?? "").trim().toLowerCase() === v))
      return { path: f.name, message: f.unique };
  }
  return null;
}

function validateList(f: FieldDef, text: string, here: string): ContentError | null {
  const items = parseList(text);
  if (!items) return { path: here, message: `${f.label} must be a JSON list.` };
  for (const [i, item] of items.entries()) {
    const err = validateItem(f.item ?? [], item, `${here}[${i}].`);
    if (err) return err;
    const dup = duplicateIn(f.item ?? [], items.slice(0, i), item);
    if (dup) return { path: `${here}[${i}].${dup.path}`, message: dup.message };
  }
  if (f.count !== undefined && items.length !== f.count)
    return { path: here, message: `${f.label} must have exactly ${f.count} items.` };
  return null;
}

function validateFields(fields: FieldDef[], content: SectionContent, path: string): ContentError | null {
  for (const f of fields) {
    const here = `${path}${f.name}`;
    const raw = content[f.name];
    const kind = FIELD_KINDS[f.kind];
    if (kind.shape === "group") {
      if (raw !== undefined && (typeof raw !== "object" || raw === null || isFieldValue(raw)))
        return { path: here, message: `${f.label} is malformed.` };
      const err = validateFields(f.fields ?? [], (raw as SectionContent | undefined) ?? {}, `${here}.`);
      if (err) return err;
      continue;
    }
    if (raw !== undefined && !isFieldValue(raw)) return { path: here, message: `${f.label} is malformed.` };
    const message = checkRules(
      f.rules,
      (name, rule) => {
        const other = content[name];
        const v = propOf(isFieldValue(other) ? other : undefined, rule);
        const read = fields.find((d) => d.name === name);
        return read ? FIELD_KINDS[read.kind].ruleText(v) : v;
      },
      f.name,
    );
    if (message) return { path: here, message };
    const field = raw as FieldValue | undefined;
    if (!field) continue;
    if (field.value.length > kind.maxLength(f) || (field.link ?? "").length > 2000)
      return { path: here, message: `${f.label} is too long.` };
    const problem = kind.check(f, field);
    if (problem) return { path: here, message: problem };
    if (kind.shape === "list") {
      const err = validateList(f, field.value, here);
      if (err) return err;
    }
  }
  return null;
}

function unknownField(fields: FieldDef[], content: SectionContent, path: string): string | null {
  for (const [name, v] of Object.entries(content)) {
    const def = fields.find((f) => f.name === name);
    if (!def) return `${path}${name}`;
    if (FIELD_KINDS[def.kind].shape === "group" && typeof v === "object" && v !== null && !isFieldValue(v)) {
      const inner = unknownField(def.fields ?? [], v, `${path}${name}.`);
      if (inner) return inner;
    }
  }
  return null;
}

export function validateSection(def: SectionDef, content: SectionContent): ContentError | null {
  const unknown = unknownField(def.fields, content, "");
  if (unknown) return { path: unknown, message: `Unknown field ${unknown}.` };
  return validateFields(def.fields, content, "");
}
