import { SEARCH_INLINE_AGENTS_MAX, type SearchAgentsData, type SearchIndexData, type SearchResults } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { setupApp } from "../../test/helper";

// A directory bigger than SEARCH_INLINE_AGENTS_MAX: its documents leave the index (a first visit stays light) and
// come apart, by their own version; the server's search still finds every agent.
const AGENTS = SEARCH_INLINE_AGENTS_MAX + 50;
const t = setupApp({ SEED_DEMO: "true", DEMO_AGENT_COUNT: String(AGENTS), RATE_LIMIT_PER_MINUTE: "100000" });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("a big agent directory in the search", () => {
  it("is sent apart from the index, revalidated by its own version, and searched on the server", async () => {
    const index = (await get("/api/search/index")).json<{ result: SearchIndexData }>().result;
    expect(index.docs.filter((d) => d.kind === "agent")).toEqual([]);
    expect(index.docs.some((d) => d.kind === "faq")).toBe(true);
    expect(index.agentsApart).toMatch(/^[\w-]{22}$/);

    const res = await get("/api/search/agents");
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${index.agentsApart}"`);
    const agents = res.json<{ result: SearchAgentsData }>().result;
    expect(agents.version).toBe(index.agentsApart);
    expect(agents.docs).toHaveLength(AGENTS);
    expect(agents.docs.every((d) => d.kind === "agent")).toBe(true);
    expect((await get("/api/search/agents", { "if-none-match": `"${index.agentsApart}"` })).statusCode).toBe(304);

    const found = (await get("/api/search?q=Gillete")).json<{ result: SearchResults }>().result;
    expect(found.hits.some((h) => h.kind === "agent" && h.context === "Gillette, WY 82716")).toBe(true);
  });
});
