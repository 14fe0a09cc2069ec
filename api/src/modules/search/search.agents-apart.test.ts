import { type Agent, SEARCH_INLINE_AGENTS_MAX, type SearchIndexData, type SearchResults } from "@hpm/contracts";
import { agentDocs, createSearchEngine } from "@hpm/contracts/search";
import { describe, expect, it } from "vitest";
import { setupApp } from "../../test/helper";

// A directory bigger than SEARCH_INLINE_AGENTS_MAX: its documents leave the index (a first visit stays light); the
// device makes them from the agent directory it keeps for Find an Agent; the server's search still finds every agent.
const AGENTS = SEARCH_INLINE_AGENTS_MAX + 50;
const t = setupApp({ SEED_DEMO: "true", DEMO_AGENT_COUNT: String(AGENTS), RATE_LIMIT_PER_MINUTE: "100000" });

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("a big agent directory in the search", () => {
  it("leaves the index, is searched on the device from the directory as on the server", async () => {
    const index = (await get("/api/search/index")).json<{ result: SearchIndexData }>().result;
    expect(index.docs.filter((d) => d.kind === "agent")).toEqual([]);
    expect(index.docs.some((d) => d.kind === "faq")).toBe(true);
    expect(index.agentsApart).toBe(true);
    expect((await get("/api/search/agents")).statusCode).toBe(404);

    const server = (await get("/api/search?q=Gillete")).json<{ result: SearchResults }>().result;
    expect(server.hits.some((h) => h.kind === "agent" && h.context === "Gillette, WY 82716")).toBe(true);

    // the device: the index and the directory (listAgents), as Find an Agent reads it
    const directory = await t.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-item-list",
      payload: { key: "Agent", client: "mwfbi" },
    });
    const agents = directory.json<{ result: Agent[] }>().result;
    expect(agents).toHaveLength(AGENTS);
    const device = createSearchEngine([...index.docs, ...agentDocs(agents)]).search("Gillete");
    expect(device.hits.filter((h) => h.kind === "agent")).toEqual(server.hits.filter((h) => h.kind === "agent"));
  });
});
