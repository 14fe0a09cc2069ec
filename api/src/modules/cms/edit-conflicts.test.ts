import { formatEditTime } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPostBody, createTopicAndTag, EDITOR, setupApp } from "../../test/helper";

/** Issue 18: blog posts, agents and form fields refuse a save from a stale baseUpdatedAt with 409. */
const t = setupApp();
const OTHER = "editor2@example.com";
let editor = "";
let other = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  other = await t.cookieFor(OTHER, "Jordan Lee");
});

const send = (method: "GET" | "POST" | "PATCH", url: string, payload: object | undefined, cookie: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });

function expectStale(res: { statusCode: number; json: () => any }, thing: string, at: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(
    `This ${thing} was changed by Jordan Lee at ${formatEditTime(at)}. Review their changes before saving again.`,
  );
}

describe("blog posts", () => {
  it("answers 409 on a stale baseUpdatedAt, keeps the other save, and saves without one as before", async () => {
    const { tag } = await createTopicAndTag(t.app, editor, { topic: "Home", tag: "Roof" });
    const post = blogPostBody({ tag: String(tag) });
    const id = (await send("POST", "/api/blog/create", post, editor)).json().result.id;
    const opened = (await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result;
    expect(typeof opened.updatedAt).toBe("string");

    const theirs = await send(
      "POST",
      "/api/blog/create",
      { ...post, id, title: "Jordan's title", baseUpdatedAt: opened.updatedAt },
      other,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const now = (await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result;

    const mine = await send(
      "POST",
      "/api/blog/create",
      { ...post, id, title: "My title", baseUpdatedAt: opened.updatedAt },
      editor,
    );
    expectStale(mine, "post", now.updatedAt);
    expect(mine.json().current).toMatchObject({
      blogId: id,
      title: "Jordan's title",
      updatedBy: OTHER,
      updatedAt: now.updatedAt,
    });
    expect((await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result.title).toBe("Jordan's title");

    const over = await send("POST", "/api/blog/create", { ...post, id, title: "My title", baseUpdatedAt: now.updatedAt }, editor);
    expect(over.statusCode).toBe(200);
    expect((await send("POST", "/api/blog/create", { ...post, id, title: "Last wins" }, other)).statusCode).toBe(200);
    expect((await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result.title).toBe("Last wins");
    expect((await send("POST", "/api/blog/create", { ...post, id, baseUpdatedAt: "not a date" }, editor)).statusCode).toBe(400);
  });
});

describe("agents", () => {
  const jane = {
    email: "jane@example.com",
    title: "Jane Rancher",
    address: "12 Main St, Sheridan, WY 82801",
    city: "Sheridan",
    state: "Wyoming",
    zip: "82801",
    aboutMe: "Twenty years on the ranch.",
    table: [],
  };
  const save = (content: object, cookie: string, extra: object = {}) =>
    send("POST", "/api/cms/add-new-content-item", { key: "Agent", content, ...extra }, cookie);
  const listed = async () =>
    (await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-item-list", payload: { key: "Agent" } }))
      .json()
      .result.find((a: { email: string }) => a.email === jane.email);

  it("answers 409 on a stale baseUpdatedAt; concurrent saves from one base: exactly one wins", async () => {
    expect((await save(jane, editor)).statusCode).toBe(200);
    const opened = await listed();
    expect(typeof opened.updatedAt).toBe("string");
    const base = { primaryKey: jane.email, baseUpdatedAt: opened.updatedAt };

    const answers = await Promise.all([
      save({ ...jane, title: "Jane A" }, other, base),
      save({ ...jane, title: "Jane B" }, other, base),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = await listed();
    const won = answers.find((r) => r.statusCode === 200)?.json().result.title;
    expect(now.title).toBe(won);

    const mine = await save({ ...jane, title: "Jane Mine" }, editor, base);
    expectStale(mine, "agent", now.updatedAt);
    expect(mine.json().current).toMatchObject({ email: jane.email, title: won, updatedBy: OTHER });
    expect((await listed()).title).toBe(won);

    expect((await save({ ...jane, title: "Jane Plain" }, editor, { primaryKey: jane.email })).statusCode).toBe(200);
    expect((await listed()).title).toBe("Jane Plain");
  });
});

describe("form fields", () => {
  it("answers 409 on a stale baseUpdatedAt", async () => {
    const field = {
      fieldType: "Single Value",
      fieldInputType: "Select",
      fieldLabel: "Your farm",
      fieldValue: ["Ranch", "Farm"],
      validationType: "None",
      pageName: "StartAQuote",
      requiredStatus: 0,
    };
    const res = await send("POST", "/api/cms/form", field, editor);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().result;
    expect(typeof created.UpdatedAt).toBe("string");
    const theirs = await send(
      "PATCH",
      `/api/cms/form/${created.ID}`,
      { ...field, fieldLabel: "Ranch", baseUpdatedAt: created.UpdatedAt },
      other,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await send(
      "PATCH",
      `/api/cms/form/${created.ID}`,
      { ...field, fieldLabel: "Mine", baseUpdatedAt: created.UpdatedAt },
      editor,
    );
    expectStale(mine, "field", theirs.json().result.UpdatedAt);
    expect(mine.json().current).toMatchObject({ ID: created.ID, FieldLabel: "Ranch" });
  });
});
