import { describe, expect, it } from "vitest";
import { FIELD_KINDS, FLAG_VALUES, STATUS_VALUES, type ValueKindDef } from "./field-kinds";
import type { FieldDef, FieldKind } from "./model";
import { defaultValue } from "./validate";

const valueKind = (kind: FieldDef["kind"]) => FIELD_KINDS[kind] as ValueKindDef;
const field = (kind: FieldDef["kind"], extra: Partial<FieldDef> = {}): FieldDef => ({ name: "f", label: "F", kind, ...extra });

describe("field kinds", () => {
  it("declare the default a page being read lays stored content over (validate.ts defaultValue)", () => {
    for (const kind of Object.keys(FIELD_KINDS) as FieldKind[]) {
      const def = FIELD_KINDS[kind];
      if (def.shape === "group") continue;
      const f = field(kind, { default: "d", defaultLink: "/l" });
      expect(def.defaultValue(f)).toEqual(defaultValue(f));
    }
  });

  it("start a new list item's checkbox off, and accept only its two values in a section", () => {
    for (const [kind, toggle] of [
      ["status", STATUS_VALUES],
      ["flag", FLAG_VALUES],
    ] as const) {
      expect(FIELD_KINDS[kind].itemDefault).toBe(toggle.off);
      expect(valueKind(kind).check(field(kind), { value: toggle.on })).toBeNull();
      expect(valueKind(kind).check(field(kind), { value: "yes" })).toBe("F is malformed.");
    }
  });

  it("let a list item leave a choice empty, not a section", () => {
    const choice = field("choice", { options: ["A", "B"] });
    expect(FIELD_KINDS.choice.checkItem(choice, "")).toBeNull();
    expect(valueKind("choice").check(choice, { value: "" })).toBe("F is malformed.");
  });

  it("give a link field its URL beside its text, and check the URL", () => {
    const link = field("link", { default: "Home", defaultLink: "/" });
    expect(valueKind("link").defaultValue(link)).toEqual({ value: "Home", link: "/" });
    expect(valueKind("link").check(link, { value: "x", link: "javascript:alert(1)" })).toBe("Please enter a valid link!");
  });

  it("read a rich text field's plain text for its rules", () => {
    expect(FIELD_KINDS.richText.ruleText("<p>a&nbsp;<b>b</b></p>")).toBe("a b");
  });
});
