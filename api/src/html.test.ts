import { expect, test } from "vitest";
import { escapeHtml } from "./html";

test("escapes the five characters that matter in text and quoted attributes", () => {
  expect(escapeHtml(`<a href="x?a=1&b='2'">`)).toBe("&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;");
  expect(escapeHtml("plain text")).toBe("plain text");
});
