import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Config } from "../../config";
import { ServiceUnavailableError } from "../../errors";
import { multipart, PNG, solvedAltcha } from "../../test/forms";
import { addPhotosField, setupApp } from "../../test/helper";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { createSubmitService } from "./submit.service";

const sink: SmtpSink = await startSmtpSink();
const t = setupApp({
  MAIL_WORKER: "false",
  ALTCHA_MAX_COUNTER: "40",
  RATE_LIMIT_PER_MINUTE: "10000",
  OFFICE_MAILBOX: "office@example.com",
  SMTP_URL: sink.url,
});
afterAll(async () => sink.close());

let photos = 0;
beforeAll(async () => {
  photos = await addPhotosField(t.app, "replay", "ERS");
});

async function report(key: string, altcha: string, note = "flat tyre") {
  const form = await multipart({
    agentFirstName: "Sam",
    agentLastName: "Field",
    agentEmail: "sam@example.com",
    agentPhone: "(406) 555-0100",
    client: "replay",
    body: JSON.stringify([{ id: 0, label: "Note", value: note }]),
    [`files.${photos}`]: { name: "tyre.png", type: "image/png", data: PNG },
    altcha,
  });
  return {
    method: "POST" as const,
    url: "/api/auth/ers",
    payload: form.payload,
    headers: { ...form.headers, "idempotency-key": key },
  };
}

const count = async (table: "submission" | "mailOutbox" | "submissionFile") =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the same idempotency key sent by several requests at once", () => {
  beforeEach(() => sink.clear());

  it("stores one submission, mails it once, and every request answers the stored outcome", async () => {
    const before = { sub: await count("submission"), mail: await count("mailOutbox"), file: await count("submissionFile") };
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const altcha = await solvedAltcha(t.app);
      const request = await report(key, altcha);
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject(request)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const ids = new Set(answers.map((a) => a.json().result.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const stored = await t.app.db.selectFrom("submission").select("id").where("idempotencyKey", "=", key).execute();
      expect(stored.map((r) => r.id)).toEqual([id]);
    }
    expect(await count("submission")).toBe(before.sub + 5);
    expect(await count("mailOutbox")).toBe(before.mail + 5);
    expect(await count("submissionFile")).toBe(before.file + 5);
    await t.app.mail.drain();
    const ids = sink.received.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it("does the work once: the resends wait for the first request and answer what it stored", async () => {
    const put = vi.spyOn(t.app.privateStorage, "put");
    try {
      const key = randomUUID();
      const request = await report(key, await solvedAltcha(t.app), "one write");
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject(request)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().result.id)).size).toBe(1);
      expect(put).toHaveBeenCalledTimes(1); // one file, written once (not six times and five deleted)
    } finally {
      put.mockRestore();
    }
  });

  it("a resend after the first failed with a 4xx gets the same answer, and nothing is stored", async () => {
    const key = randomUUID();
    const bad = await report(key, "not-a-proof", "no proof");
    const answers = await Promise.all(Array.from({ length: 3 }, () => t.app.inject(bad)));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(await t.app.db.selectFrom("submission").select("id").where("idempotencyKey", "=", key).execute()).toEqual([]);
  });
});

describe("when the key's row is not there after the insert was refused as a duplicate", () => {
  // What the insert and the re-read see can differ (another instance's transaction, a row removed in
  // between): the request must then never answer success for a submission that is not stored.
  it("answers 503, which the client's outbox retries, instead of a success", async () => {
    const stored = vi.fn();
    const service = createSubmitService({
      submissions: {
        findByIdempotencyKey: async () => undefined,
        record: async () => false,
        isStored: async () => false,
      } as never,
      flows: {
        prepare: async () => ({ entries: [], notifications: [], meta: {}, name: "", email: "", incoming: [] }),
      } as never,
      files: { put: async () => "", get: async () => null, delete: async () => undefined },
      mail: { kick: stored } as never,
      altcha: { verify: async () => true } as never,
      uploads: { take: async () => [], release: async () => undefined } as never,
      config: { publicUrl: "http://localhost", mail: { from: "a@example.com" } } as Config,
    });
    const answer = service.submit({ kind: "contact", client: "x", idempotencyKey: randomUUID(), fields: {}, files: [] });
    await expect(answer).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(answer).rejects.toMatchObject({ statusCode: 503 });
    expect(stored).not.toHaveBeenCalled();
  });
});
