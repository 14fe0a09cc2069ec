import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const record = (paths: string[]) => t.app.inject({ method: "POST", url: "/api/page-views", payload: { paths } });

describe("page views", () => {
  it("counts known routes by their pattern, ignores unknown paths, and sets no cookie", async () => {
    const res = await record(["/360/faq", "/360/faq/", "/360/agent-details/a@example.com", "/360/nowhere", "/"]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ recorded: 4 });
    expect(res.headers["set-cookie"]).toBeUndefined();
    const list = await t.app.inject({ method: "GET", url: "/api/page-views?days=30", headers: { cookie: editor } });
    expect(list.json().result).toEqual([
      { path: "/360/faq", views: 2 },
      { path: "/", views: 1 },
      { path: "/360/agent-details/$id", views: 1 },
    ]);
  });

  it("refuses bodies that are not a short list of paths", async () => {
    expect((await record([])).statusCode).toBe(400);
    expect((await record(["https://evil.example/"])).statusCode).toBe(400);
    expect((await record(Array.from({ length: 51 }, () => "/360/faq"))).statusCode).toBe(400);
  });

  it("shows counts to admins only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/page-views" })).statusCode).toBe(401);
    const agent = await t.cookieFor(AGENT);
    expect((await t.app.inject({ method: "GET", url: "/api/page-views", headers: { cookie: agent } })).statusCode).toBe(403);
  });
});
