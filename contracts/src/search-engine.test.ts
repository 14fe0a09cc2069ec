import { describe, expect, it } from "vitest";
import type { SearchDoc } from "./search";
import { createSearchEngine, snippetOf } from "./search-engine";

const docs: SearchDoc[] = [
  {
    id: "post:1",
    kind: "post",
    title: "Hail Season: Getting Ready Before the Storm",
    url: "/360/about/blog/1",
    text: "On the High Plains, hail season runs from late spring through August.",
  },
  {
    id: "faq:1",
    kind: "faq",
    title: "What is a deductible?",
    url: "/360/faq#faq-1",
    text: "The deductible is what you pay before your coverage pays the rest of a claim.",
  },
  {
    id: "agent:a",
    kind: "agent",
    title: "Jo Rancher",
    url: "/360/agent-details/a",
    text: "Jo has helped families around Gillette.",
    context: "Gillette, WY 82716",
  },
  {
    id: "section:x",
    kind: "section",
    title: "Roadside assistance",
    url: "/360/auto-insurance#s",
    text: "A hailstorm cracked your windshield? Roadside help is a call away.",
    context: "Auto Insurance",
  },
  {
    id: "section:mail",
    kind: "section",
    title: "Pay by mail",
    url: "/360/customer-login#m",
    text: "Mail your check; we haul nothing else.",
  },
];

describe("the site's search engine", () => {
  const engine = createSearchEngine(docs);
  const ids = (q: string) => engine.search(q).hits.map((h) => h.id);
  it("finds by word, by the start of a word, across word endings and with a typo", () => {
    expect(ids("hail")).toEqual(expect.arrayContaining(["post:1", "section:x"]));
    expect(ids("deductable")).toContain("faq:1");
    expect(ids("deductibles")).toContain("faq:1");
    expect(ids("Gillete")).toEqual(["agent:a"]);
    expect(ids("82716")).toEqual(["agent:a"]);
    expect(ids("")).toEqual([]);
  });
  it("takes a short word as it is: one letter off is another word", () => {
    expect(ids("hail")).not.toContain("section:mail");
    expect(ids("mail")).toEqual(["section:mail"]);
  });
  it("ranks a title's match first and marks the matched words", () => {
    const hit = engine.search("hail").hits[0];
    expect(hit?.id).toBe("post:1");
    expect(hit?.titleParts.filter((p) => p.hit).map((p) => p.text)).toEqual(["Hail"]);
    expect(hit?.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(["hail"]);
  });
  it("cuts a long text around the first match", () => {
    const text = `${"word ".repeat(100)}hail ${"more ".repeat(100)}`;
    const parts = snippetOf(text, ["hail"], 60);
    const joined = parts.map((p) => p.text).join("");
    expect(joined.length).toBeLessThanOrEqual(64);
    expect(joined.startsWith("…")).toBe(true);
    expect(parts.some((p) => p.hit && p.text === "hail")).toBe(true);
  });
});
