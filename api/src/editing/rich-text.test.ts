import type { SectionDef } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml, sanitizeRichText, sanitizeSection } from "./rich-text";

describe("links in rich text", () => {
  it("drops an href a browser reads as another site's, keeps site paths and allowed URLs", () => {
    expect(
      sanitizeRichText(
        '<a href="/\\evil.example/x">bs</a><a href="/&#9;/evil.example">tab</a><a href="https:\\\\evil.example">ext</a><a href="/360/farm-&amp;-ranch-insurance">ok</a><a href="mailto:a@b.c">m</a>',
      ),
    ).toBe('<a>bs</a><a>tab</a><a>ext</a><a href="/360/farm-&amp;-ranch-insurance">ok</a><a href="mailto:a@b.c">m</a>');
  });

  it("does the same in blog bodies, images included", () => {
    expect(
      sanitizeBlogHtml(
        '<a href="https:\\\\evil.example">ext</a><a href="https://example.com/a?b#c">ok</a><img src="/\\evil.example/p.png" alt="p"><img src="/uploads/a.png" alt="a">',
      ),
    ).toBe(
      '<a>ext</a><a href="https://example.com/a?b#c" rel="noopener noreferrer">ok</a><img alt="p" /><img alt="a" src="/uploads/a.png" />',
    );
  });
});

describe("sanitizeSection", () => {
  const def: SectionDef = {
    section: "S",
    title: "S",
    fields: [
      { name: "body", label: "Body", kind: "richText" },
      { name: "title", label: "Title", kind: "text" },
      { name: "group", label: "Group", kind: "group", fields: [{ name: "note", label: "Note", kind: "richText" }] },
      {
        name: "list",
        label: "List",
        kind: "list",
        item: [
          { name: "text", label: "Text", kind: "richText" },
          { name: "inner", label: "Inner", kind: "list", item: [{ name: "html", label: "Html", kind: "richText" }] },
        ],
      },
      { name: "plain", label: "Plain", kind: "list", item: [{ name: "t", label: "T", kind: "text" }] },
    ],
  };
  const bad = '<p onclick="x()">ok<script>alert(1)</script></p>';

  it("cleans each field by its kind: rich text, in groups and list items too, nested lists included", () => {
    const inner = JSON.stringify([{ html: bad }]);
    const out = sanitizeSection(def, {
      body: { value: bad },
      title: { value: bad },
      group: { note: { value: bad } },
      list: { value: JSON.stringify([{ text: bad, inner, other: bad }]) },
    });
    expect(out.body).toEqual({ value: "<p>ok</p>" });
    expect(out.title).toEqual({ value: bad });
    expect(out.group).toEqual({ note: { value: "<p>ok</p>" } });
    const [item] = JSON.parse((out.list as { value: string }).value);
    expect(item).toEqual({ text: "<p>ok</p>", inner: JSON.stringify([{ html: "<p>ok</p>" }]), other: bad });
  });

  it("leaves a list with no rich text as it was stored", () => {
    const stored = { value: '[{"t": 1, "id": "a"}]', label: "x" };
    expect(sanitizeSection(def, { plain: stored }).plain).toBe(stored);
  });
});
