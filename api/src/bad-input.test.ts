import { COLUMN_LENGTH, INT4_MAX } from "@hpm/contracts";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { multipart, solvedAltcha } from "./test/forms";
import { EDITOR, setupApp } from "./test/helper";

// One regression test per cause of a 500 the fuzz test (fuzz.test.ts) found; each fails without its fix.
const t = setupApp({ MAIL_WORKER: "false", RATE_LIMIT_PER_MINUTE: "1000", ALTCHA_MAX_COUNTER: "1" });
let admin = "";
beforeAll(async () => {
  admin = await t.cookieFor(EDITOR);
});

const NUL = String.fromCharCode(0);

async function form(url: string, parts: Record<string, string>) {
  const body = await multipart({ ...parts, altcha: await solvedAltcha(t.app) });
  return t.app.inject({ method: "POST", url, payload: body.payload, headers: body.headers });
}

describe("lengths derived from the columns they end in", () => {
  it("every limit in COLUMN_LENGTH is the size of its column in the migrated database", async () => {
    const { rows } = await sql<{ tbl: string; col: string; len: number | null }>`
      select table_name as tbl, column_name as col, character_maximum_length as len from information_schema.columns
      where table_schema = current_schema()`.execute(t.app.db);
    const size = new Map(rows.map((r) => [`${r.tbl}.${r.col}`, r.len]));
    for (const [table, columns] of Object.entries(COLUMN_LENGTH))
      for (const [column, max] of Object.entries(columns)) expect(size.get(`${table}.${column}`), `${table}.${column}`).toBe(max);
  });

  it("a contact-form name that fills its column is kept and its notification's subject is clipped to the subject column", async () => {
    const name = "N".repeat(COLUMN_LENGTH.submission.name + 50);
    const res = await form("/api/auth/contact-us", { client: "long", name, email: "pat@example.com", body: "[]" });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.app.db.selectFrom("mailOutbox").select("subject").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.subject).toHaveLength(COLUMN_LENGTH.mail_outbox.subject);
    expect(mail.subject.startsWith("New message from NNN")).toBe(true);
    const stored = await t.app.db.selectFrom("submission").select("name").orderBy("createdAt", "desc").executeTakeFirstOrThrow();
    expect(stored.name).toHaveLength(COLUMN_LENGTH.submission.name);
  });

  it("a subject clipped at its column never splits a character made of two UTF-16 units", async () => {
    const name = "🐄".repeat(COLUMN_LENGTH.submission.name);
    const res = await form("/api/auth/contact-us", { client: "long", name, email: "pat@example.com", body: "[]" });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.app.db.selectFrom("mailOutbox").select("subject").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(Array.from(mail.subject)).toHaveLength(COLUMN_LENGTH.mail_outbox.subject);
    // the name is clipped, whole characters only, before the reference number that ends the subject
    expect(mail.subject).toMatch(/🐄 \(Ref\. MSG-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/u);
  });
});

describe("numbers bounded by the column type", () => {
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: { cookie: admin }, payload });

  it.each([
    ["/api/cms/restore", { pageName: "360_Home", section: "Section_1", versionId: 1e308 }, "versionId"],
    ["/api/cms/restore", { pageName: "360_Home", section: "Section_1", versionId: INT4_MAX + 1 }, "versionId"],
    ["/api/blog/main_topic", { tag: "Hail", mainTopicId: 1e308 }, "mainTopicId"],
    ["/api/blog/main_topic", { tag: "Hail", mainTopicId: 4294967295 }, "mainTopicId"],
    ["/api/blog/topic", { id: INT4_MAX + 1, title: "Weather" }, "id"],
  ])("%s refuses %j with 400 naming the field", async (url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`${field} must be <= ${INT4_MAX}`);
  });

  it("a blog post's tag list with an id past the integer column answers the spec's tag message, not 500", async () => {
    const res = await post("/api/blog/create", {
      title: "Hail season",
      subtitle: "Be ready",
      tag: "4294967295",
      imageLink: "https://example.com/a.png",
      richText: "<p>Hi</p>",
      status: "Active",
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: "tag" })]);
  });

  it("the largest integer a column holds is still accepted where a row is looked up", async () => {
    const res = await post("/api/cms/restore", { pageName: "360_Home", section: "Section_1", versionId: INT4_MAX });
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe("lookups by a client's name use maps without prototypes", () => {
  it.each(["constructor", "toString", "hasOwnProperty", "valueOf"])("account %s is no account (404)", async (account) => {
    const cookie = await t.cookieFor("pat@example.com");
    const res = await t.app.inject({ method: "GET", url: `/auth/account-details/${account}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(404);
  });

  it("multipart field names such as __proto__ and constructor answer 400, not 500", async () => {
    const res = await form("/api/auth/contact-us", {
      client: "proto",
      name: "Pat",
      email: "pat@example.com",
      body: "[]",
      ["__proto__"]: "x",
      constructor: "y",
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

// (A lone surrogate cannot reach a multipart field: its bytes are not UTF-8 and are read as U+FFFD.)
describe("multipart text is text, as JSON text is", () => {
  it.each([
    ["/api/auth/contact-us", "name", { client: "nul", email: "pat@example.com", body: "[]" }],
    ["/api/auth/send-start-a-quote", "to", { client: "nul", name: "Pat", email: "pat@example.com", services: "[]" }],
    [
      "/api/auth/ers",
      "agentFirstName",
      { client: "nul", agentLastName: "Lee", agentEmail: "pat@example.com", agentPhone: "(307) 555-0100" },
    ],
  ])("%s refuses a NUL in %s with 400 naming the field", async (url, field, parts) => {
    const res = await form(url, { ...parts, [field]: `a${NUL}b` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: `${field} contains characters that are not allowed.`,
      errors: [{ path: field, message: "contains characters that are not allowed" }],
    });
  });
});
