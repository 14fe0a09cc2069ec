import { describe, expect, it } from "vitest";
import {
  answerError,
  type FormField,
  type FormFieldInput,
  formatPhone,
  rowsOf,
  validateAnswers,
  validateContactMe,
  validateErsAgent,
  validateFieldInput,
} from "./forms";

const field = (over: Partial<FormField>): FormField => ({
  id: 1,
  pageName: "Contact",
  fieldType: "Single Value",
  fieldInputType: "Textbox",
  fieldLabel: "Name",
  fieldValue: [],
  placeHolder: "",
  requiredStatus: 0,
  validationType: "None",
  sortOrder: 1,
  ...over,
});

describe("answerError", () => {
  it.each([
    ["Only Text", "Big Timber", null],
    ["Only Text", "Route 66", "Please enter valid Name"],
    ["Only Number", "12 34", null],
    ["Only Number", "12a", "Please enter valid Name"],
    ["Email", "a@b.co", null],
    ["Email", "a@b", "Please enter valid Name"],
    ["Phone", "(406) 555-0100", null],
    ["Phone", "+406.555.010012", null],
    ["Phone", "555-0100", "Please enter valid Name"],
    ["Zip", "59011", null],
    ["Zip", "59011-1234", null],
    ["Zip", "5901", "Please enter valid Name"],
    ["Any Input", "anything at all", null],
    ["None", "anything", null],
  ] as const)("%s: %s", (validationType, value, expected) => {
    expect(answerError(field({ validationType }), value)).toBe(expected);
  });

  it("asks for required answers by label, and lets optional ones be empty", () => {
    expect(answerError(field({ requiredStatus: 1 }), "  ")).toBe("Please enter the Name");
    expect(answerError(field({ requiredStatus: 1, fieldType: "Multi-Value", fieldInputType: "Chips" }), [])).toBe(
      "Please enter the Name",
    );
    expect(answerError(field({}), "")).toBeNull();
    expect(answerError(field({ validationType: "Email" }), undefined)).toBeNull();
  });

  it("keeps options to the list and lists to multi-value fields", () => {
    const select = field({ fieldInputType: "Select", fieldValue: ["A", "B"] });
    expect(answerError(select, "A")).toBeNull();
    expect(answerError(select, "C")).toBe("Please enter valid Name");
    expect(answerError(select, ["A"])).toBe("Please enter valid Name");
    const chips = field({ fieldType: "Multi-Value", fieldInputType: "Checkbox", fieldValue: ["A", "B"] });
    expect(answerError(chips, ["A", "B"])).toBeNull();
    expect(answerError(chips, "A")).toBe("Please enter valid Name");
  });

  it("checks dates", () => {
    expect(answerError(field({ fieldInputType: "Date" }), "2026-02-28")).toBeNull();
    expect(answerError(field({ fieldInputType: "Date" }), "2026-02-31x")).toBe("Please enter valid Name");
  });

  it("validates every field at once, keyed by id", () => {
    const fields = [field({ id: 1, requiredStatus: 1 }), field({ id: 2, fieldLabel: "Zip", validationType: "Zip" })];
    expect(validateAnswers(fields, { 2: "1" })).toEqual({ 1: "Please enter the Name", 2: "Please enter valid Zip" });
  });
});

describe("rowsOf", () => {
  it("pairs adjacent Textbox, Select and Date fields and gives others a row of their own", () => {
    const types = ["Textbox", "Textbox", "Textbox", "Textarea", "Select", "Date", "TextboxSingle", "Date"] as const;
    const rows = rowsOf(types.map((fieldInputType) => ({ fieldInputType })));
    expect(rows.map((r) => r.map((f) => f.fieldInputType))).toEqual([
      ["Textbox", "Textbox"],
      ["Textbox"],
      ["Textarea"],
      ["Select", "Date"],
      ["TextboxSingle"],
      ["Date"],
    ]);
  });
});

describe("the form builder's rules", () => {
  const base: FormFieldInput = {
    fieldType: "Single Value",
    fieldInputType: "Textbox",
    fieldLabel: "Name",
    fieldValue: [],
    placeHolder: "",
    requiredStatus: 0,
    validationType: "None",
    pageName: "Contact",
  };
  it("uses the spec's messages in its order", () => {
    expect(validateFieldInput({ ...base, fieldType: "" })?.message).toBe("Please select a field Type!");
    expect(validateFieldInput({ ...base, fieldInputType: "" })?.message).toBe("Please select a Input Type!");
    expect(validateFieldInput({ ...base, fieldType: "Multi-Value" })?.message).toBe("Please select a Input Type!");
    expect(validateFieldInput({ ...base, fieldInputType: "Select" })?.message).toBe("Please enter the Value");
    expect(validateFieldInput({ ...base, fieldType: "Multi-Value", fieldInputType: "Chips" })?.message).toBe(
      "Please enter the Value",
    );
    expect(validateFieldInput({ ...base, fieldInputType: "Select", fieldValue: ["A"] })).toBeNull();
    expect(validateFieldInput(base)).toBeNull();
  });
});

describe("Contact Me and the incident report's agent block", () => {
  it("Contact Me: the spec's messages", () => {
    const ok = { firstName: "A", lastName: "B", email: "a@b.co", phone: "307-555-0100", comments: "" };
    expect(validateContactMe(ok)).toEqual({});
    expect(validateContactMe({ ...ok, firstName: "", lastName: "", email: "", phone: "" })).toEqual({
      firstName: "Please enter first name",
      lastName: "Please enter last name",
      email: "Please enter email address",
      phone: "Please enter phone",
    });
    expect(validateContactMe({ ...ok, email: "x", phone: "555-0100" })).toEqual({
      email: "Please enter valid email",
      phone: "Phone number must be 10 digits",
    });
  });

  it("formats the agent's phone as (xxx) xxx-xxxx, never longer than 14 characters", () => {
    expect(formatPhone("4")).toBe("(4");
    expect(formatPhone("4065")).toBe("(406) 5");
    expect(formatPhone("4065550100")).toBe("(406) 555-0100");
    expect(formatPhone("406555010099")).toBe("(406) 555-0100");
    expect(formatPhone("(406) 555-0100").length).toBe(14);
  });

  it("agent block: the spec's messages", () => {
    expect(validateErsAgent({ agentFirstName: "", agentLastName: "", agentEmail: "x", agentPhone: "406" })).toEqual({
      agentFirstName: "Please Enter Agent First Name",
      agentLastName: "Please Enter Agent Last Name",
      agentEmail: "Please enter valid email",
      agentPhone: "Please enter valid phone number.",
    });
  });
});
