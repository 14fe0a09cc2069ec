import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";
import { csvCell } from "./inbox.csv";

const t = setupApp();
let editor = "";
let agent = "";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

async function insertSubmission(opts: {
  kind?: string;
  name?: string;
  email?: string;
  createdAt?: string;
  client?: string;
  entries?: unknown[];
}) {
  const id = randomUUID();
  await t.app.db
    .insertInto("submission")
    .values({
      id,
      client: opts.client ?? "mwfbi",
      kind: opts.kind ?? "contact",
      pageName: opts.kind === "quote" ? "StartAQuote" : "Contact",
      idempotencyKey: randomUUID(),
      bodyHash: "x".repeat(64),
      name: opts.name ?? "Dana Fields",
      email: opts.email ?? "dana@example.com",
      entries: JSON.stringify(opts.entries ?? [{ label: "Comment", value: "Hello" }]),
      meta: JSON.stringify({ ip: "203.0.113.9" }),
      response: JSON.stringify({ status: 200, body: {} }),
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .execute();
  return id;
}

async function insertMail(
  submissionId: string,
  group: string,
  status: string,
  extra: { attempts?: number; lastError?: string } = {},
) {
  const { id } = await t.app.db
    .insertInto("mailOutbox")
    .values({
      submissionId,
      recipientGroup: group,
      messageId: `<${randomUUID()}@test>`,
      fromAddress: "no-reply@example.com",
      toAddresses: JSON.stringify(["office@example.com"]),
      ccAddresses: JSON.stringify(["cc@example.com"]),
      bccAddresses: JSON.stringify([]),
      subject: "New message",
      textBody: "text",
      htmlBody: "<p>text</p>",
      status,
      attempts: extra.attempts ?? 0,
      lastError: extra.lastError ?? null,
      nextAttemptAt: new Date(Date.now() + 3600_000),
      ...(status === "sent" ? { sentAt: new Date() } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertFile(submissionId: string, name: string, mime: string, body: Buffer) {
  const storageKey = `sub-${submissionId}-1`;
  await t.app.privateStorage.put(storageKey, body, mime);
  const { id } = await t.app.db
    .insertInto("submissionFile")
    .values({ submissionId, fieldLabel: "Photos", name, mime, size: body.length, storageKey })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const get = (url: string, cookie = editor) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const resend = (id: string, payload: object = {}, cookie = editor) =>
  t.app.inject({ method: "POST", url: `/api/submissions/${id}/resend`, payload, headers: cookie ? { cookie } : {} });

let older = "";
let newer = "";
let quote = "";
let fileId = 0;
let deadMail = 0;
let sentMail = 0;

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agent = await t.cookieFor(AGENT);
  older = await insertSubmission({ name: "Old Timer", createdAt: "2026-01-01T10:00:00Z" });
  newer = await insertSubmission({
    name: '=HYPERLINK("http://evil")',
    email: "new@example.com",
    createdAt: "2026-03-01T10:00:00Z",
    entries: [
      { label: "Comment", value: 'Line one, "quoted"\nline two' },
      { label: "Preferred Contact Method", value: ["Email", "Phone"] },
      { label: "Photos", value: ["truck.png"], isFile: true },
    ],
  });
  quote = await insertSubmission({ kind: "quote", name: "Quinn Quote", createdAt: "2026-02-01T10:00:00Z" });
  await insertSubmission({ client: "other-site", name: "Elsewhere" });
  deadMail = await insertMail(newer, "office", "dead", { attempts: 8, lastError: "550 mailbox unavailable" });
  sentMail = await insertMail(newer, "sender", "sent", { attempts: 1 });
  await insertMail(quote, "office", "pending");
  fileId = await insertFile(newer, "truck photo ü.png", "image/png", PNG);
});

describe("admin inbox", () => {
  it("is for admins only", async () => {
    for (const url of [
      "/api/submissions",
      `/api/submissions/${newer}`,
      "/api/submissions/export.csv",
      `/api/submissions/${newer}/files/${fileId}`,
    ]) {
      expect((await get(url, "")).statusCode, url).toBe(401);
      expect((await get(url, agent)).statusCode, url).toBe(403);
    }
    expect((await resend(newer, {}, "")).statusCode).toBe(401);
    expect((await resend(newer, {}, agent)).statusCode).toBe(403);
  });

  it("lists the client's submissions newest first with file and mail counts, paged and filtered by kind", async () => {
    const res = await get("/api/submissions");
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().result;
    expect(total).toBe(3);
    expect(items.map((i: { id: string }) => i.id)).toEqual([newer, quote, older]);
    expect(items[0]).toMatchObject({
      kind: "contact",
      pageName: "Contact",
      email: "new@example.com",
      createdAt: "2026-03-01T10:00:00.000Z",
      files: 1,
      mail: { pending: 0, sending: 0, sent: 1, dead: 1 },
    });
    expect(items[2]).toMatchObject({ files: 0, mail: { pending: 0, sending: 0, sent: 0, dead: 0 } });

    const page2 = (await get("/api/submissions?page=2&pageSize=2")).json().result;
    expect(page2).toMatchObject({ total: 3, items: [{ id: older }] });
    const quotes = (await get("/api/submissions?kind=quote")).json().result;
    expect(quotes).toMatchObject({ total: 1, items: [{ id: quote, name: "Quinn Quote", mail: { pending: 1 } }] });
    expect((await get("/api/submissions?pageSize=500")).statusCode).toBe(400);
    expect((await get("/api/submissions?kind=spam")).statusCode).toBe(400);
  });

  it("shows one submission with its entries, attachments and e-mails", async () => {
    const res = await get(`/api/submissions/${newer}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result;
    expect(detail.entries[1]).toEqual({ label: "Preferred Contact Method", value: ["Email", "Phone"] });
    expect(detail.meta).toEqual({ ip: "203.0.113.9" });
    expect(detail.attachments).toEqual([
      {
        id: fileId,
        fieldLabel: "Photos",
        name: "truck photo ü.png",
        type: "image/png",
        size: PNG.length,
        url: `/api/submissions/${newer}/files/${fileId}`,
      },
    ]);
    expect(detail.mails).toHaveLength(2);
    expect(detail.mails[0]).toMatchObject({
      id: deadMail,
      recipientGroup: "office",
      to: ["office@example.com"],
      cc: ["cc@example.com"],
      bcc: [],
      status: "dead",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      sentAt: null,
    });
    expect(detail.mails[1].sentAt).toEqual(expect.any(String));
    expect(detail).not.toHaveProperty("response");
  });

  it("answers 404 for an unknown submission, another client's, and 400 for a malformed id", async () => {
    expect((await get(`/api/submissions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${newer}?client=other-site`)).statusCode).toBe(404);
    expect((await get("/api/submissions/123")).statusCode).toBe(400);
  });

  it("streams an attachment as a download with its stored type and nosniff", async () => {
    const res = await get(`/api/submissions/${newer}/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="truck photo _.png"; filename*=UTF-8''truck%20photo%20%C3%BC.png`,
    );
    expect((await get(`/api/submissions/${older}/files/${fileId}`)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${newer}/files/99999`)).statusCode).toBe(404);
  });

  it("puts one e-mail, or all of a submission's e-mails, back in the queue", async () => {
    const one = await resend(newer, { mailId: deadMail });
    expect(one.statusCode).toBe(200);
    expect(one.json().result).toEqual({ requeued: 1 });
    const row = await t.app.db.selectFrom("mailOutbox").selectAll().where("id", "=", deadMail).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, lastError: null });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const untouched = await t.app.db
      .selectFrom("mailOutbox")
      .select("status")
      .where("id", "=", sentMail)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe("sent");

    expect((await resend(newer)).json().result).toEqual({ requeued: 2 });
    expect((await resend(newer, { mailId: 999999 })).statusCode).toBe(404);
    expect((await resend(older)).json().result).toEqual({ requeued: 0 });
  });

  it("leaves an e-mail the worker is sending right now alone", async () => {
    const busy = await insertMail(older, "office", "sending");
    await t.app.db
      .updateTable("mailOutbox")
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where("id", "=", busy)
      .execute();
    expect((await resend(older, { mailId: busy })).json().result).toEqual({ requeued: 0 });
  });

  it("exports every submission as CSV, quoted and safe from formula injection", async () => {
    const res = await get("/api/submissions/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = res.body.replace(/^\uFEFF/, "");
    const lines = body.split("\r\n");
    expect(lines[0]).toBe("id,kind,page,name,email,created,entries,mail");
    expect(body).not.toContain("Elsewhere");
    expect(lines[1]).toContain(
      `${newer},contact,Contact,"'=HYPERLINK(""http://evil"")",new@example.com,2026-03-01T10:00:00.000Z,`,
    );
    expect(body).toContain(
      `"Comment: Line one, ""quoted""\nline two; Preferred Contact Method: Email, Phone; Photos: truck.png"`,
    );
    expect(body).toContain("Quinn Quote");
  });
});

describe("csv cells", () => {
  it.each([
    ["plain", "plain"],
    ["=1+1", "'=1+1"],
    ["+49 30", "'+49 30"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=a,b", `"'=a,b"`],
  ])("%j becomes %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
});
