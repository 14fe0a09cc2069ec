import { AGENTS_PAGE_SIZE, byAgentName } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { runDemoSeeds } from "../../db/seed";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";
let agentCookie = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agentCookie = await t.cookieFor(AGENT);
});

const jane = {
  email: "Jane.Rancher@Example.com",
  title: "Jane Rancher",
  address: "12 Main St, Sheridan, WY 82801",
  city: "Sheridan",
  state: "Wyoming",
  zip: "82801",
  aboutMe: "Twenty years on the ranch and in insurance.",
  lat: 44.7972,
  lng: -106.9562,
  table: [{ column1: "Monday - Friday", column2: "8 - 5" }],
};

const save = (content: object, cookie = editor, primaryKey?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/cms/add-new-content-item",
    payload: { key: "Agent", content, ...(primaryKey ? { primaryKey } : {}) },
    headers: cookie ? { cookie } : {},
  });
const list = async () =>
  (
    await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-item-list", payload: { key: "Agent", client: "mwfbi" } })
  ).json().result as { email: string; title: string; agentSearchAddress: string; state: string; table: unknown[] }[];

describe("agents", () => {
  it("refuses anonymous and non-admin writers", async () => {
    expect((await save(jane, "")).statusCode).toBe(401);
    expect((await save(jane, agentCookie)).statusCode).toBe(403);
    const del = { method: "POST" as const, url: "/api/cms/delete-content-item", payload: { key: "Agent", primaryKey: "x@y.z" } };
    expect((await t.app.inject(del)).statusCode).toBe(401);
    expect((await t.app.inject({ ...del, headers: { cookie: agentCookie } })).statusCode).toBe(403);
  });

  it.each([
    ["title", "Please enter Name!"],
    ["email", "Please enter Email!"],
    ["address", "Please enter Address!"],
    ["city", "Please enter city!"],
    ["aboutMe", "Please enter about me!"],
  ])("answers 400 without %s: %s", async (field, message) => {
    const res = await save({ ...jane, [field]: " " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
  });

  it("saves an agent that then appears in the public list, with the derived search address", async () => {
    const res = await save(jane);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Content Saved");
    const found = (await list()).find((a) => a.email === "jane.rancher@example.com");
    expect(found).toMatchObject({ title: "Jane Rancher", agentSearchAddress: "Sheridan - Jane Rancher", state: "Wyoming" });
    expect(found?.table).toEqual([{ column1: "Monday - Friday", column2: "8 - 5" }]);
  });

  it("defaults the state to Colorado, refuses a duplicate e-mail and unsafe links", async () => {
    const bo = { ...jane, email: "bo@example.com", title: "Bo Dahl", state: undefined };
    expect((await save(bo)).json().result.state).toBe("Colorado");
    expect((await save(bo)).statusCode).toBe(409);
    expect((await save({ ...bo, email: "x@example.com", website2: "javascript:alert(1)" })).json().message).toBe(
      "Please enter a valid link!",
    );
  });

  it("edits by primary key, including a new e-mail, and deletes", async () => {
    const res = await save({ ...jane, email: "jane@example.com", title: "Jane R. Rancher" }, editor, "jane.rancher@example.com");
    expect(res.statusCode).toBe(200);
    const emails = (await list()).map((a) => a.email);
    expect(emails).toContain("jane@example.com");
    expect(emails).not.toContain("jane.rancher@example.com");
    const del = await t.app.inject({
      method: "POST",
      url: "/api/cms/delete-content-item",
      payload: { key: "Agent", primaryKey: "jane@example.com" },
      headers: { cookie: editor },
    });
    expect(del.json()).toMatchObject({ status: true, message: "Agent has been deleted!" });
    expect((await list()).map((a) => a.email)).not.toContain("jane@example.com");
    expect((await save(jane, editor, "gone@example.com")).statusCode).toBe(404);
  });

  it("serves the cached list, yet shows a saved or deleted agent at once", async () => {
    const first = await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-item-list", payload: { key: "Agent" } });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((await list()).map((a) => a.email)).not.toContain("cache@example.com");
    expect((await save({ ...jane, email: "cache@example.com", title: "Cass Cache" })).statusCode).toBe(200);
    expect((await list()).find((a) => a.email === "cache@example.com")?.title).toBe("Cass Cache");
    expect(
      (await save({ ...jane, email: "cache@example.com", title: "Cass Cached" }, editor, "cache@example.com")).statusCode,
    ).toBe(200);
    expect((await list()).find((a) => a.email === "cache@example.com")?.title).toBe("Cass Cached");
    await t.app.inject({
      method: "POST",
      url: "/api/cms/delete-content-item",
      payload: { key: "Agent", primaryKey: "cache@example.com" },
      headers: { cookie: editor },
    });
    expect((await list()).map((a) => a.email)).not.toContain("cache@example.com");
  });

  it("lists agents sorted by name", async () => {
    const names = (await list()).map((a) => a.title);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe("the directory's first page", () => {
  const seeded = setupApp({ SEED_DEMO: "true" });
  const firstPage = async (payload: object = {}) =>
    seeded.app.inject({ method: "POST", url: "/api/cms/get-agent-directory-first-page", payload });
  const everyAgent = async () =>
    (await seeded.app.inject({ method: "POST", url: "/api/cms/get-page-content-item-list", payload: { key: "Agent" } })).json()
      .result as { email: string; title: string }[];

  it("is the first ten agents by name (as the browser's search orders them) and the directory's size", async () => {
    const res = await firstPage();
    expect(res.statusCode).toBe(200);
    const { total, agents } = res.json().result as { total: number; agents: { email: string; title: string }[] };
    const all = await everyAgent();
    expect(total).toBe(all.length);
    expect(agents.map((a) => a.email)).toEqual(
      [...all]
        .sort(byAgentName)
        .slice(0, AGENTS_PAGE_SIZE)
        .map((a) => a.email),
    );
  });

  it("shows a saved or deleted agent at once", async () => {
    const cookie = await seeded.cookieFor(EDITOR);
    const before = (await firstPage()).json().result.total as number;
    const aaron = { ...jane, email: "aaron.first@example.com", title: "Aaron Aardvark" };
    const saved = await seeded.app.inject({
      method: "POST",
      url: "/api/cms/add-new-content-item",
      payload: { key: "Agent", content: aaron },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    let page = (await firstPage()).json().result;
    expect(page.total).toBe(before + 1);
    expect(page.agents[0].email).toBe("aaron.first@example.com");
    await seeded.app.inject({
      method: "POST",
      url: "/api/cms/delete-content-item",
      payload: { key: "Agent", primaryKey: aaron.email },
      headers: { cookie },
    });
    page = (await firstPage()).json().result;
    expect(page.total).toBe(before);
    expect(page.agents.map((a: { email: string }) => a.email)).not.toContain(aaron.email);
  });

  it("refuses a body it does not know", async () => {
    expect((await firstPage({ client: 42 })).statusCode).toBe(400);
    expect((await firstPage({ pageSize: 5000 })).statusCode).toBe(400);
  });
});

describe("demo seed", () => {
  const seeded = setupApp({ SEED_DEMO: "true" });
  it("loads about 60 agents over Montana, Wyoming and Colorado once", async () => {
    const res = await seeded.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-item-list",
      payload: { key: "Agent" },
    });
    const agents = res.json().result as { state: string; address: string; city: string }[];
    expect(agents).toHaveLength(60);
    expect(new Set(agents.map((a) => a.state))).toEqual(new Set(["Montana", "Wyoming", "Colorado"]));
    for (const a of agents) expect(a.address).toContain(a.city);
  });
});

describe("demo seed with DEMO_AGENT_COUNT", () => {
  const seeded = setupApp({ SEED_DEMO: "true", DEMO_AGENT_COUNT: "1200" });
  it("seeds the configured directory once, and a larger count only adds agents", async () => {
    const count = async () =>
      (await seeded.app.inject({ method: "POST", url: "/api/cms/get-page-content-item-list", payload: { key: "Agent" } })).json()
        .result.length as number;
    expect(await count()).toBe(1200);
    expect(await runDemoSeeds(seeded.app.db, { agentCount: 1200 })).toEqual([]);
    expect(await runDemoSeeds(seeded.app.db)).toEqual(["demo-agents"]);
    expect(await runDemoSeeds(seeded.app.db, { agentCount: 1300 })).toEqual(["demo-agents-1300"]);
    await new Promise((r) => setTimeout(r, 1100)); // the list cache's TTL: seeds bypass the routes
    expect(await count()).toBe(1300);
  });
});
