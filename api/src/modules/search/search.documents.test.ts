import { describe, expect, it } from "vitest";
import { agentPlace, clip, htmlText } from "./search.documents";

describe("a search document's text", () => {
  it("is an HTML fragment's text: no elements, scripts or comments, entities decoded once, words kept apart", () => {
    expect(
      htmlText("<p>Hail&nbsp;season</p><p>runs <strong>late</strong><br>into&#8201;August &amp;amp; &#x2014; more</p>"),
    ).toBe("Hail season runs late into August &amp; \u2014 more");
    expect(htmlText("<ul><li>one</li><li>two</li></ul><script>alert(1)</script><!-- note -->three &bogus; &#xD800;")).toBe(
      "one two three &bogus;",
    );
  });

  it("is cut after a whole word", () => {
    expect(clip("the deductible applies per claim", 20)).toBe("the deductible");
    expect(clip("short", 20)).toBe("short");
  });

  it("names an agent's place by town, state and ZIP, the ZIP from the address when the agent has none", () => {
    expect(agentPlace({ city: "Gillette", state: "Wyoming", zip: "82716", address: "" })).toBe("Gillette, WY 82716");
    expect(agentPlace({ city: "Billings ", state: "Montana", zip: "", address: "12 Main St, Billings, MT 59101-1234" })).toBe(
      "Billings, MT 59101-1234",
    );
    expect(agentPlace({ city: "", state: "Nebraska", zip: "", address: "" })).toBe("Nebraska");
  });
});
