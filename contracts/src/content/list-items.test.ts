import { describe, expect, it } from "vitest";
import { legacyItemId, readList, withItemIds } from "./list-items";
import type { SectionDef } from "./model";
import { validateSection } from "./rules";
import { parseList } from "./validate";

const legacy = JSON.stringify([
  { title: "Hail", description: "Roof" },
  { title: "Wind", description: "Fence" },
  { title: "Hail", description: "Roof" },
]);

describe("readList", () => {
  it("gives items stored without an id the same id on every read (server and browser agree)", () => {
    const first = readList(legacy).map((i) => i.id);
    expect(readList(legacy).map((i) => i.id)).toEqual(first);
    expect(first.every((id) => typeof id === "string" && id !== "")).toBe(true);
    expect(new Set(first).size).toBe(3);
  });

  it("derives a legacy id from the item's content and place", () => {
    const items = parseList(legacy) ?? [];
    expect(readList(legacy).map((i) => i.id)).toEqual(items.map((item, i) => legacyItemId(item, i)));
    expect(legacyItemId({ title: "Hail" }, 0)).not.toBe(legacyItemId({ title: "Wind" }, 0));
  });

  it("keeps stored ids, and derives one for a missing or repeated id", () => {
    const items = readList(JSON.stringify([{ id: "a", title: "One" }, { title: "Two" }, { id: "a", title: "Three" }]));
    expect(items[0]).toEqual({ id: "a", title: "One" });
    expect(items[1]?.id).toBe(legacyItemId({ title: "Two" }, 1));
    expect(items[2]?.id).toBe(legacyItemId({ id: "a", title: "Three" }, 2));
  });

  it("reads a missing or malformed list as empty", () => {
    expect(readList(undefined)).toEqual([]);
    expect(readList("not json")).toEqual([]);
  });

  it("keeps ids through a save: stored items read back with the same ids, in their new order", () => {
    const items = readList(legacy);
    const moved = [items[1], items[0], items[2]] as typeof items;
    const saved = JSON.stringify(withItemIds(moved));
    expect(readList(saved)).toEqual(moved);
  });
});

describe("validateSection with item ids", () => {
  it("accepts list items that carry an id", () => {
    const def: SectionDef = {
      section: "S",
      title: "Edit List",
      fields: [
        { name: "list", label: "Items", kind: "list", item: [{ name: "title", label: "Title", kind: "text", unique: "Taken" }] },
      ],
    };
    const value = JSON.stringify([...readList(legacy).slice(0, 2), { id: "k3x9q2", title: "Snow" }]);
    expect(validateSection(def, { list: { value } })).toBeNull();
  });
});
