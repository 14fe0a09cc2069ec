import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { insertSubmission, queueMails } from "../../test/mail-rows";
import { startSmtpSink } from "../../test/smtp-sink";
import { SmtpTransport } from "./mail.transport";
import { backoffMs, classifyMailError, createMailWorker } from "./mail.worker";
import { createMailOutboxService } from "./mail-outbox.service";

const sink = await startSmtpSink();
const t = setupApp({
  MAIL_WORKER: "false",
  SMTP_URL: sink.url,
  MAIL_CONCURRENCY: "8",
  MAIL_RETRY_BASE_MS: "60000",
  MAIL_MAX_ATTEMPTS: "5",
});
afterAll(() => sink.close());
const db = () => t.app.db;

beforeEach(async () => {
  sink.clear();
  sink.refuseNext(0);
  sink.refuseWhen(undefined);
  sink.delayMs = 0;
  await db().deleteFrom("mailOutbox").execute();
});

const rows = () => db().selectFrom("mailOutbox").selectAll().orderBy("id").execute();

async function inboxMails(submissionId: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/submissions/${submissionId}`,
    headers: { cookie: await t.cookieFor(EDITOR) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.mails as {
    status: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
  }[];
}

describe("mail worker", () => {
  it("has several messages in flight and delivers each of 200 exactly once", async () => {
    const ids = await queueMails(db(), 200);
    sink.delayMs = 20; // each message takes a while to accept, so a one-at-a-time worker shows
    expect(await t.app.mail.drain()).toBe(200);
    const received = sink.received.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(200);
    expect(new Set(received)).toEqual(new Set(ids));
    expect(sink.maxInFlight).toBeGreaterThan(1);
    expect(sink.maxInFlight).toBeLessThanOrEqual(8);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("fails a mail at once on a permanent 5xx refusal and shows the server's answer in the inbox", async () => {
    const submission = await insertSubmission(db());
    await queueMails(db(), 1, { submissionId: submission, to: () => "nobody@example.com" });
    sink.refuseWhen(() => ({ code: 550, message: "5.1.1 <nobody@example.com>: Recipient address rejected" }));
    await t.app.mail.drain();
    await t.app.mail.drain(); // nothing is retried
    expect(sink.refused).toBeGreaterThanOrEqual(1);
    const [mail] = await inboxMails(submission);
    expect(mail).toMatchObject({ status: "dead", attempts: 1, nextAttemptAt: null });
    expect(mail?.lastError).toContain("550 5.1.1 <nobody@example.com>: Recipient address rejected");
  });

  it("backs off after a temporary 4xx refusal, with attempts and the next try in the inbox", async () => {
    const refusedBefore = sink.refused;
    const submission = await insertSubmission(db());
    await queueMails(db(), 1, { submissionId: submission });
    sink.refuseNext(1);
    const before = Date.now();
    await t.app.mail.drain();
    await t.app.mail.drain(); // not due yet: no second try
    expect(sink.refused - refusedBefore).toBe(1);
    const [mail] = await inboxMails(submission);
    expect(mail).toMatchObject({ status: "pending", attempts: 1 });
    expect(mail?.lastError).toContain("451");
    const next = Date.parse(mail?.nextAttemptAt ?? "");
    expect(next).toBeGreaterThanOrEqual(before + 60_000 - 1_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 60_000 + 1_000);
  });

  it("backs off when the mail server cannot be reached", async () => {
    const down = await startSmtpSink();
    await down.close(); // a closed port
    const transport = new SmtpTransport(down.url, 2);
    const worker = createMailWorker(createMailOutboxService(db()), async () => [], transport, {
      maxAttempts: 5,
      retryBaseMs: 60_000,
      concurrency: 2,
    });
    const submission = await insertSubmission(db());
    await queueMails(db(), 1, { submissionId: submission });
    await worker.drain();
    transport.close();
    const [mail] = await inboxMails(submission);
    expect(mail).toMatchObject({ status: "pending", attempts: 1 });
    expect(mail?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(mail?.nextAttemptAt ?? "")).toBeGreaterThan(Date.now() + 50_000);
  });

  it("takes up a row a crashed worker left sending once its lease has ended, and sends it once", async () => {
    const [messageId] = await queueMails(db(), 2);
    await db()
      .updateTable("mailOutbox")
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1_000) })
      .where("messageId", "=", messageId as string)
      .execute();
    await db()
      .updateTable("mailOutbox")
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where("messageId", "!=", messageId as string)
      .execute();
    await t.app.mail.drain();
    expect(sink.received.map((m) => m.parsed.messageId)).toEqual([messageId]); // the live lease is left alone
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sending", 1],
    ]);
  });

  it("renews the lease of a mail while the server takes its time, and marks it sent", async () => {
    const [messageId] = await queueMails(db(), 1);
    sink.delayMs = 2_000;
    const transport = new SmtpTransport(sink.url, 1);
    const worker = createMailWorker(createMailOutboxService(db(), 10), async () => [], transport, {
      maxAttempts: 5,
      retryBaseMs: 60_000,
      renewEveryMs: 200,
    });
    const pass = worker.drain();
    const leases = new Set<number>();
    while (sink.received.length === 0) {
      const [row] = await rows();
      if (row?.status === "sending" && row.lockedUntil) leases.add(row.lockedUntil.getTime());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await pass).toBe(1);
    transport.close();
    expect(leases.size).toBeGreaterThan(1); // extended while the message was on its way
    expect((await rows()).map((r) => [r.messageId, r.status, r.attempts])).toEqual([[messageId, "sent", 1]]);
  });

  it("does not mark a mail sent once another instance has taken it over, and says so", async () => {
    await queueMails(db(), 1);
    sink.delayMs = 2_000;
    const warnings: string[] = [];
    const transport = new SmtpTransport(sink.url, 1);
    const worker = createMailWorker(createMailOutboxService(db()), async () => [], transport, {
      maxAttempts: 5,
      retryBaseMs: 60_000,
      log: { warn: (_o, m) => warnings.push(m) },
    });
    const pass = worker.drain();
    while ((await rows())[0]?.status !== "sending") await new Promise((r) => setTimeout(r, 20));
    // another instance claims the row (as if this one's lease had ended)
    const takenOver = new Date(Date.now() + 60_000);
    await db()
      .updateTable("mailOutbox")
      .set((eb) => ({ lockedUntil: takenOver, attempts: eb("attempts", "+", 1) }))
      .execute();
    expect(await pass).toBe(0);
    transport.close();
    expect(sink.received).toHaveLength(1);
    const [row] = await rows();
    expect([row?.status, row?.attempts, row?.lockedUntil?.getTime()]).toEqual(["sending", 2, takenOver.getTime()]);
    expect(warnings).toContain("mail sent, but another instance had taken it over: not marked sent here");
  });

  it("doubles the wait after each try up to the cap", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(1_000, n))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoffMs(1_000, 10, 60_000)).toBe(60_000);
    expect(backoffMs(30_000, 10_000)).toBe(60 * 60 * 1000);
  });

  it("tells permanent refusals from temporary failures", () => {
    expect(classifyMailError({ responseCode: 550, response: "550 No such user", message: "Message failed" })).toEqual({
      permanent: true,
      answer: "550 No such user",
    });
    expect(classifyMailError({ responseCode: 451, response: "451 Try later" }).permanent).toBe(false);
    expect(classifyMailError({ responseCode: 421, response: "421 Server shutting down" }).permanent).toBe(false);
    expect(classifyMailError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toEqual({
      permanent: false,
      answer: "connect ECONNREFUSED",
    });
  });
});

describe("stopping the worker", () => {
  it("ends between messages and gives the rows it claimed back to the queue", async () => {
    const ids = await queueMails(db(), 40);
    sink.delayMs = 150;
    const transport = new SmtpTransport(sink.url, 2);
    const worker = createMailWorker(createMailOutboxService(db()), async () => [], transport, {
      maxAttempts: 5,
      retryBaseMs: 60_000,
      concurrency: 2,
    });
    const pass = worker.drain();
    while (sink.received.length < 2) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    await pass;
    transport.close();
    const after = await rows();
    const sent = after.filter((r) => r.status === "sent");
    expect(after.filter((r) => r.status === "sending")).toEqual([]);
    expect(sent.length).toBeLessThan(40);
    // what the server accepted is exactly what is marked sent
    expect(new Set(sink.received.map((m) => m.parsed.messageId))).toEqual(new Set(sent.map((r) => r.messageId)));
    expect(sink.received).toHaveLength(sent.length);
    const pending = after.filter((r) => r.status === "pending");
    expect(pending).toHaveLength(40 - sent.length);
    expect(pending.every((r) => r.attempts === 0 && r.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    expect(ids).toHaveLength(40);
  });

  it("cuts off a delivery that does not finish within the grace period and makes it due again", async () => {
    await queueMails(db(), 3);
    sink.delayMs = 10_000;
    const transport = new SmtpTransport(sink.url, 3);
    const worker = createMailWorker(createMailOutboxService(db()), async () => [], transport, {
      maxAttempts: 5,
      retryBaseMs: 60_000,
      concurrency: 3,
      stopGraceMs: 200,
    });
    const pass = worker.drain();
    while ((await rows()).some((r) => r.status !== "sending")) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await worker.stop();
    await pass;
    transport.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const after = await rows();
    expect(after.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
    expect(after.every((r) => r.attempts === 1 && r.nextAttemptAt.getTime() <= Date.now())).toBe(true);
  });
});
