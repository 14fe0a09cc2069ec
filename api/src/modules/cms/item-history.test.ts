import { formatEditTime } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, blogPostBody, createTopicAndTag, EDITOR, setupApp } from "../../test/helper";

/** Issue 18: blog posts and agents keep their saved versions; History lists them and Restore saves one as a new version. */
const t = setupApp();
const OTHER = "editor2@example.com";
let editor = "";
let other = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Avery Editor");
  other = await t.cookieFor(OTHER, "Jordan Lee");
});

const send = (method: "GET" | "POST", url: string, payload: object | undefined, cookie?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

describe("blog post history", () => {
  it("lists every save newest first, and restore saves the old content as a new version", async () => {
    const { tag } = await createTopicAndTag(t.app, editor, { topic: "Farm", tag: "Hay" });
    const post = blogPostBody({
      title: "Hay storage one",
      subtitle: "Keep it dry",
      tag: String(tag),
      imageLink: "/uploads/hay.jpg",
      richText: "<p>First body</p>",
      status: "Published",
    });
    const id = (await send("POST", "/api/blog/create", post, editor)).json().result.id;
    expect((await send("POST", "/api/blog/create", { ...post, id, title: "Hay storage two" }, other)).statusCode).toBe(200);

    const history = await send("POST", `/api/blog/history/${id}`, {}, editor);
    expect(history.statusCode, history.body).toBe(200);
    const versions = history.json().result;
    expect(versions.map((v: { content: { title: string } }) => v.content.title)).toEqual(["Hay storage two", "Hay storage one"]);
    expect(versions[0]).toMatchObject({ createdBy: OTHER, createdByName: "Jordan Lee", restoredFrom: null });
    expect(versions[1]).toMatchObject({ createdBy: EDITOR, content: { subtitle: "Keep it dry", tag: String(tag) } });
    // paged
    const second = (await send("POST", `/api/blog/history/${id}`, { pageNumber: 2, pageSize: 1 }, editor)).json().result;
    expect(second.map((v: { id: number }) => v.id)).toEqual([versions[1].id]);

    // restore from a stale base: the 409 of a save, nothing written
    const opened = (await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result;
    expect((await send("POST", "/api/blog/create", { ...post, id, title: "Hay storage three" }, other)).statusCode).toBe(200);
    const now = (await send("GET", `/api/blog/byId/${id}`, undefined, editor)).json().result;
    const stale = await send(
      "POST",
      `/api/blog/restore/${id}`,
      { versionId: versions[1].id, baseUpdatedAt: opened.updatedAt },
      editor,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `This post was changed by Jordan Lee at ${formatEditTime(now.updatedAt)}. Review their changes before saving again.`,
    );

    const restored = await send(
      "POST",
      `/api/blog/restore/${id}`,
      { versionId: versions[1].id, baseUpdatedAt: now.updatedAt },
      editor,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const after = (await send("GET", `/api/blog/published/${id}`, undefined)).json().result;
    expect(after).toMatchObject({ title: "Hay storage one", status: "Published" });
    const newest = (await send("POST", `/api/blog/history/${id}`, { pageSize: 1 }, editor)).json().result[0];
    expect(newest).toMatchObject({ restoredFrom: versions[1].id, createdBy: EDITOR, content: { title: "Hay storage one" } });

    const log = (
      await send("GET", `/api/activity?item=${encodeURIComponent(`blog-post:mwfbi/${id}`)}`, undefined, editor)
    ).json();
    expect(log.result.items[0]).toMatchObject({ action: "restored", person: { email: EDITOR } });
  });

  it("keeps a post saved before versions were kept: its first edit records what it was", async () => {
    const post = blogPostBody({ title: "Old post" });
    const id = (await send("POST", "/api/blog/create", post, editor)).json().result.id;
    await t.app.db.deleteFrom("itemVersion").where("itemKey", "=", String(id)).execute();
    expect((await send("POST", `/api/blog/history/${id}`, {}, editor)).json().result).toEqual([]);
    expect((await send("POST", "/api/blog/create", { ...post, id, title: "Edited post" }, other)).statusCode).toBe(200);
    const titles = (await send("POST", `/api/blog/history/${id}`, {}, editor))
      .json()
      .result.map((v: { content: { title: string } }) => v.content.title);
    expect(titles).toEqual(["Edited post", "Old post"]);
  });

  it("is for editors only, and 404 for a post or version that does not exist", async () => {
    expect((await send("POST", "/api/blog/history/1", {})).statusCode).toBe(401);
    const agent = await t.cookieFor(AGENT);
    expect((await send("POST", "/api/blog/history/1", {}, agent)).statusCode).toBe(403);
    expect((await send("POST", "/api/blog/restore/1", { versionId: 1 }, agent)).statusCode).toBe(403);
    expect((await send("POST", "/api/blog/history/999999", {}, editor)).statusCode).toBe(404);
    const post = blogPostBody({ title: "Lonely" });
    const id = (await send("POST", "/api/blog/create", post, editor)).json().result.id;
    expect((await send("POST", `/api/blog/restore/${id}`, { versionId: 999999 }, editor)).statusCode).toBe(404);
  });
});

describe("agent history", () => {
  const bo = {
    email: "bo@example.com",
    title: "Bo Cattleman",
    address: "1 Range Rd, Cody, WY 82414",
    city: "Cody",
    state: "Wyoming",
    zip: "82414",
    aboutMe: "Brands and fences.",
    table: [{ column1: "Mon", column2: "9-5" }],
  };
  const save = (content: object, cookie: string, extra: object = {}) =>
    send("POST", "/api/cms/add-new-content-item", { key: "Agent", content, ...extra }, cookie);
  const listed = async (email = bo.email) =>
    (await send("POST", "/api/cms/get-page-content-item-list", { key: "Agent" }, editor))
      .json()
      .result.find((a: { email: string }) => a.email === email);

  it("lists every save, follows a changed e-mail, and restores an old version as a new one", async () => {
    expect((await save(bo, editor)).statusCode).toBe(200);
    expect((await save({ ...bo, aboutMe: "Brands, fences and hay." }, other, { primaryKey: bo.email })).statusCode).toBe(200);
    const moved = { ...bo, email: "bo.c@example.com", aboutMe: "Brands, fences and hay." };
    expect((await save(moved, other, { primaryKey: bo.email })).statusCode).toBe(200);

    const history = await send("POST", "/api/cms/agent-history", { email: moved.email }, editor);
    expect(history.statusCode, history.body).toBe(200);
    const versions = history.json().result;
    expect(versions).toHaveLength(3);
    expect(versions[0]).toMatchObject({ createdByName: "Jordan Lee", content: { email: moved.email } });
    expect(versions[2]).toMatchObject({ createdBy: EDITOR, content: { aboutMe: "Brands and fences.", table: bo.table } });

    const opened = await listed(moved.email);
    expect((await save({ ...moved, title: "Bo C." }, other, { primaryKey: moved.email })).statusCode).toBe(200);
    const stale = await send(
      "POST",
      "/api/cms/agent-restore",
      { email: moved.email, versionId: versions[2].id, baseUpdatedAt: opened.updatedAt },
      editor,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^This agent was changed by Jordan Lee at .+\. Review their changes before saving again\.$/,
    );

    const now = await listed(moved.email);
    const restored = await send(
      "POST",
      "/api/cms/agent-restore",
      { email: moved.email, versionId: versions[2].id, baseUpdatedAt: now.updatedAt },
      editor,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    // the old content, under the e-mail the agent has now
    expect(await listed(moved.email)).toMatchObject({ title: "Bo Cattleman", aboutMe: "Brands and fences.", email: moved.email });
    const newest = (await send("POST", "/api/cms/agent-history", { email: moved.email, pageSize: 1 }, editor)).json().result[0];
    expect(newest).toMatchObject({ restoredFrom: versions[2].id, createdBy: EDITOR });
  });

  it("is for editors only; an agent that does not exist is 404", async () => {
    expect((await send("POST", "/api/cms/agent-history", { email: bo.email })).statusCode).toBe(401);
    expect((await send("POST", "/api/cms/agent-history", { email: "nobody@example.com" }, editor)).statusCode).toBe(404);
    expect((await send("POST", "/api/cms/agent-restore", { versionId: 1 }, editor)).statusCode).toBe(400);
  });
});
