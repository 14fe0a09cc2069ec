import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
const OTHER = "editor2@example.com";
let editor = "";
let other = "";
let agent = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  other = await t.cookieFor(OTHER, "Jordan Lee");
  agent = await t.cookieFor(AGENT);
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const ref = { pageName: "360_Home", section: "Section_6" };

describe("presence (issue 18)", () => {
  it("is admin-only", async () => {
    expect((await post("/api/cms/presence", ref)).statusCode).toBe(401);
    expect((await post("/api/cms/presence", ref, agent)).statusCode).toBe(403);
    expect((await post("/api/cms/presence/page", { pageName: "360_Home" }, agent)).statusCode).toBe(403);
  });

  it("tells each editor who else has the section open, until they leave", async () => {
    expect((await post("/api/cms/presence", ref, editor)).json().result).toEqual([]);
    expect((await post("/api/cms/presence", ref, other)).json().result).toEqual([{ email: EDITOR, name: "Avery Editor" }]);
    const page = await post("/api/cms/presence/page", { pageName: "360_Home" }, editor);
    expect(page.json().result).toEqual({ Section_6: [{ email: OTHER, name: "Jordan Lee" }] });
    expect((await post("/api/cms/presence/page", { pageName: "360_Home" }, other)).json().result).toEqual({
      Section_6: [{ email: EDITOR, name: "Avery Editor" }],
    });
    await post("/api/cms/presence", { ...ref, leaving: true }, other);
    expect((await post("/api/cms/presence/page", { pageName: "360_Home" }, editor)).json().result).toEqual({});
  });

  it("forgets an editor whose pings stopped", async () => {
    await post("/api/cms/presence", ref, other);
    await t.app.db
      .updateTable("editPresence")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await post("/api/cms/presence/page", { pageName: "360_Home" }, editor)).json().result).toEqual({});
  });

  it("refuses unknown sections", async () => {
    expect((await post("/api/cms/presence", { pageName: "360_Home", section: "Nope" }, editor)).statusCode).toBe(400);
  });
});
