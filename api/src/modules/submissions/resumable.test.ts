import { randomBytes, randomUUID } from "node:crypto";
import { connect } from "node:net";
import { ATTACHMENT_MAX_BYTES, FORM_MESSAGES, submissionReference, TUS_VERSION, UPLOADS_FIELD } from "@hpm/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { multipart, PNG, solvedAltcha } from "../../test/forms";
import { addPhotosField, EDITOR, setupApp } from "../../test/helper";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { sweepOrphanedAttachments } from "./attachment-sweep";
import { createResumableUploads, UPLOAD_NOT_FINISHED } from "./resumable.service";

const sink: SmtpSink = await startSmtpSink();
const t = setupApp({
  MAIL_WORKER: "false",
  ALTCHA_MAX_COUNTER: "40",
  RATE_LIMIT_PER_MINUTE: "10000",
  OFFICE_MAILBOX: "office@example.com",
  SMTP_URL: sink.url,
});
afterAll(async () => sink.close());

const CLIENT = "tus";
const BASE = "/api/uploads/resumable";
let photos = 0;
let origin = "";

beforeAll(async () => {
  photos = await addPhotosField(t.app, CLIENT, "ERS");
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const b64 = (s: string) => Buffer.from(s).toString("base64");
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(",");

/** A PNG (its magic bytes first) of about `size` bytes: what checkFiles accepts. */
const photo = (size: number) => Buffer.concat([PNG, randomBytes(size - PNG.length)]);

async function create(key: string, length: number, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: BASE,
    headers: {
      "tus-resumable": TUS_VERSION,
      "upload-length": String(length),
      "upload-metadata": metadata({ key, field: `files.${photos}`, filename: "tyre.png", filetype: "image/png", ...extra }),
    },
  });
}

async function created(key: string, length: number): Promise<string> {
  const res = await create(key, length);
  expect(res.statusCode, res.body).toBe(201);
  return String(res.headers.location);
}

const patch = (url: string, offset: number, body: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PATCH",
    url,
    payload: body,
    headers: {
      "tus-resumable": TUS_VERSION,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      ...headers,
    },
  });

const head = (url: string) => t.app.inject({ method: "HEAD", url, headers: { "tus-resumable": TUS_VERSION } });
const offsetOf = async (url: string) => {
  const res = await head(url);
  return res.statusCode === 200 ? Number(res.headers["upload-offset"]) : res.statusCode === 404 ? -1 : Number.NaN;
};

/** Sends `data` in pieces of `size` bytes; the upload's address. */
async function upload(key: string, data: Buffer, size = 256 * 1024): Promise<string> {
  const url = await created(key, data.length);
  for (let at = 0; at < data.length; at += size) {
    const res = await patch(url, at, data.subarray(at, at + size));
    expect(res.statusCode, res.body).toBe(204);
  }
  return url;
}

const idOf = (url: string) => url.split("/").pop() as string;

/** The keys of an upload's pieces in the private store. */
async function piecesOf(url: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const f of t.app.privateStorage.list?.() ?? []) if (f.key.startsWith(`tus-${idOf(url)}-`)) keys.push(f.key);
  return keys;
}

async function report(key: string, uploads: { field: string; id: string }[], note = "flat tyre") {
  const form = await multipart({
    agentFirstName: "Sam",
    agentLastName: "Field",
    agentEmail: "sam@example.com",
    agentPhone: "(406) 555-0100",
    client: CLIENT,
    body: JSON.stringify([{ id: 0, label: "Note", value: note }]),
    [UPLOADS_FIELD]: JSON.stringify(uploads),
    altcha: await solvedAltcha(t.app),
  });
  return {
    method: "POST" as const,
    url: "/api/auth/ers",
    payload: form.payload,
    headers: { ...form.headers, "idempotency-key": key },
  };
}

const storedUnder = (key: string) => t.app.db.selectFrom("submission").select(["id"]).where("idempotencyKey", "=", key).execute();

describe("the tus protocol (1.0.0: core, creation, termination, expiration)", () => {
  it("refuses a request without Tus-Resumable: 1.0.0 (412, naming the version)", async () => {
    const res = await t.app.inject({ method: "POST", url: BASE, headers: { "upload-length": "10" } });
    expect(res.statusCode).toBe(412);
    expect(res.headers["tus-version"]).toBe(TUS_VERSION);
    expect(res.headers["tus-resumable"]).toBe(TUS_VERSION);
    expect(res.json().status).toBe(false);
  });

  it("creates an upload: 201, a relative Location, offset 0, its expiry; HEAD tells offset and length", async () => {
    const res = await create(randomUUID(), 1000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.location).toMatch(/^\/api\/uploads\/resumable\/[0-9a-f-]{36}$/);
    expect(res.headers["upload-offset"]).toBe("0");
    expect(res.headers["tus-resumable"]).toBe(TUS_VERSION);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(new Date(String(res.headers["upload-expires"])).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const h = await head(String(res.headers.location));
    expect(h.statusCode).toBe(200);
    expect(h.headers).toMatchObject({ "upload-offset": "0", "upload-length": "1000", "cache-control": "no-store" });
    expect((await head(`${BASE}/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses metadata without a valid key, field or file name (400) and a file over 5 MB (413, the spec's message)", async () => {
    expect((await create("short", 10)).statusCode).toBe(400);
    expect((await create(randomUUID(), 10, { field: "photo" })).statusCode).toBe(400);
    expect((await create(randomUUID(), 10, { filename: "" })).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: "POST",
      url: BASE,
      headers: { "tus-resumable": TUS_VERSION, "upload-length": "10", "upload-metadata": "key !!!" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await create(randomUUID(), 0)).statusCode).toBe(400);
    const big = await create(randomUUID(), ATTACHMENT_MAX_BYTES + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: false, message: FORM_MESSAGES.fileTooLarge });
  });

  it("allows five unfinished uploads per submission, not a sixth", async () => {
    const key = randomUUID();
    for (let n = 0; n < 5; n++) await created(key, 100);
    const sixth = await create(key, 100);
    expect(sixth.statusCode).toBe(413);
    expect(sixth.json().message).toBe(FORM_MESSAGES.tooManyFiles);
  });

  it("refuses a piece out of order (409 with the offset as it is) and keeps nothing of it", async () => {
    const url = await created(randomUUID(), 300);
    const res = await patch(url, 100, randomBytes(100));
    expect(res.statusCode).toBe(409);
    expect(res.headers["upload-offset"]).toBe("0");
    expect(await offsetOf(url)).toBe(0);
    expect(await piecesOf(url)).toEqual([]);
  });

  it("refuses a piece sent again (409), so nothing is doubled", async () => {
    const url = await created(randomUUID(), 300);
    const piece = randomBytes(100);
    const first = await patch(url, 0, piece);
    expect(first.statusCode).toBe(204);
    expect(first.headers["upload-offset"]).toBe("100");
    expect(first.headers["tus-resumable"]).toBe(TUS_VERSION);
    const again = await patch(url, 0, piece);
    expect(again.statusCode).toBe(409);
    expect(again.headers["upload-offset"]).toBe("100");
    expect(await offsetOf(url)).toBe(100);
    expect(await piecesOf(url)).toHaveLength(1);
  });

  it("lets one of two pieces racing for the same offset count, and discards the other's bytes", async () => {
    const url = await created(randomUUID(), 1000);
    const answers = await Promise.all([patch(url, 0, randomBytes(400)), patch(url, 0, randomBytes(300))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const won = answers.find((a) => a.statusCode === 204);
    expect(await offsetOf(url)).toBe(Number(won?.headers["upload-offset"]));
    expect(await piecesOf(url)).toHaveLength(1);
  });

  it("refuses bytes beyond the upload's length (413, the spec's message) and keeps none of them", async () => {
    const url = await created(randomUUID(), 300);
    expect((await patch(url, 0, randomBytes(200))).statusCode).toBe(204);
    const over = await patch(url, 200, randomBytes(101));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(FORM_MESSAGES.fileTooLarge);
    expect(await offsetOf(url)).toBe(200);
    expect(await piecesOf(url)).toHaveLength(1);
  });

  it("refuses bytes beyond the length on a chunked body too (no Content-Length to check first)", async () => {
    const url = await created(randomUUID(), 300);
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    const answer = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (d) => {
        text += d.toString("latin1");
      });
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });
    socket.write(
      `PATCH ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: ${TUS_VERSION}\r\nUpload-Offset: 0\r\n` +
        "Content-Type: application/offset+octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = randomBytes(400);
    socket.write(`${chunk.length.toString(16)}\r\n`);
    socket.write(chunk);
    socket.write("\r\n0\r\n\r\n");
    expect(await answer).toMatch(/^HTTP\/1\.1 413/);
    expect(await offsetOf(url)).toBe(0);
    expect(await piecesOf(url)).toEqual([]);
  });

  it("answers 415 for a piece of another content type", async () => {
    const url = await created(randomUUID(), 300);
    const res = await patch(url, 0, randomBytes(10), { "content-type": "application/octet-stream" });
    expect(res.statusCode).toBe(415);
    expect(await offsetOf(url)).toBe(0);
  });

  it("keeps what arrived before the connection dropped mid-piece; HEAD tells it and the rest follows from there", async () => {
    const data = photo(300_000);
    const url = await created(randomUUID(), data.length);
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `PATCH ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: ${TUS_VERSION}\r\nUpload-Offset: 0\r\n` +
        `Content-Type: application/offset+octet-stream\r\nContent-Length: ${data.length}\r\n\r\n`,
    );
    await new Promise<void>((resolve) => socket.write(data.subarray(0, 120_000), () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    socket.destroy();
    const until = Date.now() + 5000;
    while ((await offsetOf(url)) !== 120_000 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(await offsetOf(url)).toBe(120_000);
    const rest = await patch(url, 120_000, data.subarray(120_000));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(data.length));
    const pieces = await t.app.db
      .selectFrom("resumableUploadPiece")
      .select(["offset", "size"])
      .where("uploadId", "=", idOf(url))
      .orderBy("offset")
      .execute();
    expect(pieces).toEqual([
      { offset: 0, size: 120_000 },
      { offset: 120_000, size: data.length - 120_000 },
    ]);
  });

  it("removes an upload on DELETE (204): its row and its pieces", async () => {
    const url = await upload(randomUUID(), randomBytes(500), 200);
    expect(await piecesOf(url)).toHaveLength(3);
    const res = await t.app.inject({ method: "DELETE", url, headers: { "tus-resumable": TUS_VERSION } });
    expect(res.statusCode).toBe(204);
    expect(res.headers["tus-resumable"]).toBe(TUS_VERSION);
    expect((await head(url)).statusCode).toBe(404);
    expect(await piecesOf(url)).toEqual([]);
  });
});

describe("abandoned uploads", () => {
  it("are gone once older than the maximum age: HEAD 404, then the sweep removes the row and its pieces", async () => {
    const url = await upload(randomUUID(), randomBytes(300), 100);
    const young = await upload(randomUUID(), randomBytes(100), 100);
    await t.app.db
      .updateTable("resumableUpload")
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where("id", "=", idOf(url))
      .execute();
    expect((await head(url)).statusCode).toBe(404);
    expect((await patch(url, 300, Buffer.alloc(0))).statusCode).toBe(404);
    const uploads = createResumableUploads({
      db: t.app.db,
      files: t.app.privateStorage,
      maxAgeMs: t.config.resumableUploads.maxAgeMs,
    });
    expect(await uploads.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.selectFrom("resumableUpload").select("id").where("id", "=", idOf(url)).execute()).toEqual([]);
    expect(await piecesOf(url)).toEqual([]);
    expect(await offsetOf(young)).toBe(100);
    expect(await piecesOf(young)).toHaveLength(1);
  });

  it("are left to their own expiry by the orphan sweep: a live upload's pieces stay, a stray old piece goes", async () => {
    const url = await upload(randomUUID(), randomBytes(200), 100);
    await t.app.privateStorage.put("tus-stray-0-00000000", Buffer.from("x"), "application/octet-stream");
    // every ordinary file counts as old here; pieces younger than the uploads' age do not
    const removed = await sweepOrphanedAttachments({ db: t.app.db, storage: t.app.privateStorage, maxAgeMs: -60_000 });
    expect(removed.filter((k) => k.startsWith(`tus-${idOf(url)}`))).toEqual([]);
    expect(await piecesOf(url)).toHaveLength(2);
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(
      await sweepOrphanedAttachments({ db: t.app.db, storage: t.app.privateStorage, maxAgeMs: 3600_000, now: later }),
    ).toContain("tus-stray-0-00000000");
  });
});

describe("a submission naming its resumable uploads", () => {
  beforeEach(() => sink.clear());

  it.each([
    ["unfinished", async (key: string) => idOf(await created(key, 500))],
    ["unknown", async () => randomUUID()],
    ["of another submission's key", async () => idOf(await upload(randomUUID(), photo(2000)))],
  ])("is refused when an upload is %s: a clear message, nothing stored", async (_what, make) => {
    const key = randomUUID();
    const id = await make(key);
    const res = await t.app.inject(await report(key, [{ field: `files.${photos}`, id }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      message: UPLOAD_NOT_FINISHED,
      errors: [{ path: UPLOADS_FIELD, message: UPLOAD_NOT_FINISHED }],
    });
    expect(UPLOAD_NOT_FINISHED).toBe("An attachment has not finished uploading. Please send the report again.");
    expect(await storedUnder(key)).toEqual([]);
  });

  it("is refused when the upload list is not valid", async () => {
    const key = randomUUID();
    const form = await report(key, []);
    const bad = await multipart({ client: CLIENT, [UPLOADS_FIELD]: "{nope", altcha: await solvedAltcha(t.app) });
    const res = await t.app.inject({ ...form, payload: bad.payload, headers: { ...bad.headers, "idempotency-key": key } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: UPLOADS_FIELD, message: "is not valid" }]);
  });

  it("is stored once with the files joined byte for byte, mailed and listed with its reference; a resend gets the same answer", async () => {
    const key = randomUUID();
    const first = photo(700_000);
    const second = photo(300_000);
    const a = await upload(key, first);
    const b = await upload(key, second, 100_000);
    const refs = [
      { field: `files.${photos}`, id: idOf(a) },
      { field: `files.${photos}`, id: idOf(b) },
    ];
    const request = await report(key, refs);
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(200);
    const { id, reference } = res.json().result;
    expect(reference).toMatch(/^ERS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reference).toBe(submissionReference("ers", id));

    const files = await t.app.db
      .selectFrom("submissionFile")
      .select(["storageKey", "size", "name", "mime"])
      .where("submissionId", "=", id)
      .orderBy("id")
      .execute();
    expect(files.map((f) => [f.size, f.name, f.mime])).toEqual([
      [first.length, "tyre.png", "image/png"],
      [second.length, "tyre.png", "image/png"],
    ]);
    expect((await t.app.privateStorage.get(files[0]?.storageKey as string))?.equals(first)).toBe(true);
    expect((await t.app.privateStorage.get(files[1]?.storageKey as string))?.equals(second)).toBe(true);
    // the uploads were taken: their pieces are gone; they still say "complete" (a client that lost the answer
    // resends the submission, not the bytes) until they expire
    expect(await offsetOf(a)).toBe(first.length);
    expect(await piecesOf(a)).toEqual([]);
    expect(await piecesOf(b)).toEqual([]);

    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]?.parsed;
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.html).toContain(reference);
    expect(mail?.attachments.map((x) => Buffer.from(x.content as ArrayBuffer).equals(first))).toEqual([true, false]);

    const cookie = await t.cookieFor(EDITOR);
    const list = await t.app.inject({ method: "GET", url: `/api/submissions?client=${CLIENT}`, headers: { cookie } });
    expect(list.json().result.items.find((i: { id: string }) => i.id === id)?.reference).toBe(reference);
    const detail = await t.app.inject({ method: "GET", url: `/api/submissions/${id}?client=${CLIENT}`, headers: { cookie } });
    expect(detail.json().result.reference).toBe(reference);

    // the answer was lost: the resend names uploads that are gone by now, and gets the stored answer
    const again = await t.app.inject(request);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual({ id, reference });
    // the client sent the files again under new uploads: the same submission still
    const c = await upload(key, first);
    const resent = await t.app.inject(await report(key, [{ field: `files.${photos}`, id: idOf(c) }]));
    expect(resent.json().result).toEqual({ id, reference });
    expect(await storedUnder(key)).toEqual([{ id }]);
    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
  });

  it("checks a joined file like an attached one: its type from its bytes", async () => {
    const key = randomUUID();
    const gif = await upload(key, Buffer.concat([Buffer.from("GIF89a"), randomBytes(500)]));
    const res = await t.app.inject(await report(key, [{ field: `files.${photos}`, id: idOf(gif) }]));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(FORM_MESSAGES.fileType);
    expect(await storedUnder(key)).toEqual([]);
  });

  it("gives a reference to every answer, the honeypot's too", async () => {
    const key = randomUUID();
    const form = await multipart({ client: CLIENT, website: "bot", body: "[]" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/contact-us",
      payload: form.payload,
      headers: { ...form.headers, "idempotency-key": key },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.reference).toMatch(/^MSG-/);
  });
});
