import { loadAllPageSections } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { agentPlace, buildSearchDocs, clip, htmlText } from "./search.documents";

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

describe("a page's section documents", () => {
  it("are the sections its page shows: one held in its content but not drawn (Life's Get Started) is not searched", async () => {
    await loadAllPageSections();
    const docs = await buildSearchDocs({
      pageContent: async () => ({}),
      blogHeading: async () => ({ title: "The Learning Center", subtitle: "" }),
      publishedPosts: async () => [],
      agents: async () => [],
    });
    const life = docs.filter((d) => d.id.startsWith("section:LifeInsurance/")).map((d) => d.id);
    expect(life).toContain("section:LifeInsurance/Section_2");
    expect(life).not.toContain("section:LifeInsurance/Section_4");
    expect(docs.some((d) => d.text.includes("Do you have people who depend on your income?"))).toBe(false);
  });
});
