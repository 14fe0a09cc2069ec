import type { FieldDef } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { fieldChanges, htmlToText, wordDiff } from "./section-diff";

describe("wordDiff", () => {
  it("marks the words removed and added, keeping the rest", () => {
    expect(wordDiff("Protect your farm today", "Protect your ranch today")).toEqual([
      { text: "Protect your ", op: "same" },
      { text: "farm", op: "del" },
      { text: "ranch", op: "add" },
      { text: " today", op: "same" },
    ]);
  });

  it("handles empty sides", () => {
    expect(wordDiff("", "New")).toEqual([{ text: "New", op: "add" }]);
    expect(wordDiff("Old", "")).toEqual([{ text: "Old", op: "del" }]);
    expect(wordDiff("", "")).toEqual([]);
  });
});

describe("fieldChanges", () => {
  const fields: FieldDef[] = [
    { name: "heading", label: "Heading", kind: "text" },
    { name: "body", label: "Body", kind: "richText" },
    {
      name: "cta",
      label: "Button",
      kind: "group",
      fields: [{ name: "button", label: "Label", kind: "link" }],
    },
    { name: "list", label: "Items", kind: "list", item: [{ name: "title", label: "Title", kind: "text" }] },
  ];

  it("flattens groups, reads lists as lines and rich text as text, and marks what changed", () => {
    const before = {
      heading: { value: "Hello" },
      body: { value: "<p>One &amp; two</p>" },
      cta: { button: { value: "Go", link: "/a" } },
      list: { value: JSON.stringify([{ id: "1", title: "A" }]) },
    };
    const after = {
      heading: { value: "Hello" },
      body: { value: "<p>One &amp; three</p>" },
      cta: { button: { value: "Go", link: "/b" } },
      list: {
        value: JSON.stringify([
          { id: "1", title: "A" },
          { id: "2", title: "B" },
        ]),
      },
    };
    const changes = fieldChanges(fields, before, after);
    expect(changes.map((c) => [c.path, c.label, c.changed])).toEqual([
      ["heading", "Heading", false],
      ["body", "Body", true],
      ["cta.button", "Button › Label", true],
      ["list", "Items", true],
    ]);
    expect(changes[1]?.after).toBe("One & three");
    expect(changes[2]?.before).toBe("Go → /a");
    expect(changes[3]?.after).toBe("A\nB");
  });

  it("strips tags", () => {
    expect(htmlToText("<p>a<br>b</p><ul><li>c</li></ul>")).toBe("a\nb\nc");
  });
});
