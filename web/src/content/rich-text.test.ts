// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./RichText";

describe("sanitizeHtml (render-time allow-list)", () => {
  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Prizes</h2><p>Tee off <strong>at 9</strong>, <em>rain</em> or <u>shine</u>.<br></p><ul><li>One</li></ul><blockquote>Q</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles and frames", () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><iframe></iframe><svg><script>alert(3)</script></svg>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("keeps only safe links and unwraps unknown tags", () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">bad</a> <a href=" JaVaScRiPt:alert(1)">bad2</a> <a href="//evil.example">pr</a> <a href="/golf/register">ok</a> <a href="https://example.com" target="_blank">ext</a> <a href="tel:18005550147">call</a> <span class="x"><b>text</b></span>',
    );
    expect(out).toBe(
      '<a>bad</a> <a>bad2</a> <a>pr</a> <a href="/golf/register">ok</a> <a href="https://example.com" rel="noopener noreferrer">ext</a> <a href="tel:18005550147">call</a> text',
    );
  });

  it("does not execute anything while parsing", () => {
    (globalThis as { pwned?: boolean }).pwned = false;
    sanitizeHtml('<img src="x" onerror="globalThis.pwned = true">');
    expect((globalThis as { pwned?: boolean }).pwned).toBe(false);
  });
});
