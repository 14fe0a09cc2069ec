import { footerNavigationSection, mergeSection, validateSection } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { emptyItem, fieldDomId, fieldPathOfError, getField, newItemId, setField } from "./form-state";

describe("section form state", () => {
  const base = mergeSection(footerNavigationSection, undefined);

  it("reads and writes nested group fields without touching the original", () => {
    const next = setField(base, ["tools", "title"], { value: "" });
    expect(getField(next, ["tools", "title"]).value).toBe("");
    expect(getField(base, ["tools", "title"]).value).toBe("Tools");
    expect(validateSection(footerNavigationSection, next)).toEqual({ path: "tools.title", message: "Please enter tool title!" });
  });

  it("keeps the other props of a link when one changes", () => {
    const next = setField(base, ["tools", "payBill"], { link: "/360/more" });
    expect(getField(next, ["tools", "payBill"])).toEqual({ value: "Pay My Bill", link: "/360/more" });
  });

  it("returns an empty value for a missing path", () => {
    expect(getField(base, ["nope", "x"])).toEqual({ value: "" });
  });

  it("maps error paths to the field that shows them", () => {
    expect(fieldPathOfError("list[2].title")).toBe("list");
    expect(fieldPathOfError("tools.title")).toBe("tools.title");
    expect(fieldDomId("f1", "tools.title")).toBe("f1-field-tools-title");
  });

  it("builds an empty list item from item defs", () => {
    expect(
      emptyItem([
        { name: "title", label: "Title", kind: "text" },
        { name: "on", label: "On", kind: "status" },
        { name: "flag", label: "Flag", kind: "flag" },
        { name: "kind", label: "Kind", kind: "text", default: "basic" },
      ]),
    ).toEqual({ title: "", on: "false", flag: "0", kind: "basic" });
  });
});

describe("newItemId", () => {
  it("is a short random string", () => {
    const ids = new Set(Array.from({ length: 100 }, newItemId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{2,14}$/);
  });
});
