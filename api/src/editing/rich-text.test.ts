import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml, sanitizeRichText } from "./rich-text";

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
