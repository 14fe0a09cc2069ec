import { afterAll, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { insertSubmission, queueMails } from "../../test/mail-rows";
import { startSmtpSink } from "../../test/smtp-sink";

// The SMTP server misbehaves in turn: it refuses everything with 4xx for a while, then refuses some
// messages for good (5xx), then goes away (closed port), then recovers. The API's own worker runs
// (polling every 50 ms) with short backoff settings.

const sink = await startSmtpSink();
const t = setupApp({
  SMTP_URL: sink.url,
  MAIL_POLL_MS: "50",
  MAIL_RETRY_BASE_MS: "100",
  MAIL_RETRY_MAX_MS: "400",
  MAIL_MAX_ATTEMPTS: "50",
  MAIL_CONCURRENCY: "4",
});
afterAll(() => sink.close());

type InboxMail = { status: string; attempts: number; lastError: string | null; nextAttemptAt: string | null; messageId: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

it("delivers every temporarily refused notification exactly once after the server recovers, with retries in the inbox", async () => {
  const cookie = await t.cookieFor(EDITOR);
  const inbox = async (submissionId: string): Promise<InboxMail> => {
    const res = await t.app.inject({ method: "GET", url: `/api/submissions/${submissionId}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.mails[0];
  };
  const all = async (ids: string[]) => Promise.all(ids.map(inbox));

  const triesByRecipient = new Map<string, number>();
  const count = (to: string[]) => {
    for (const a of to) triesByRecipient.set(a, (triesByRecipient.get(a) ?? 0) + 1);
  };
  const isBounce = (to: string[]) => to.some((a) => a.startsWith("bounce"));

  // phase 1: 4xx for everything
  sink.refuseWhen(({ envelope }) => {
    count(envelope.to);
    return { code: 451, message: "4.3.2 System busy, try again later" };
  });
  const good: string[] = [];
  const bounce: string[] = [];
  const goodIds: string[] = [];
  for (let i = 0; i < 10; i++) {
    const id = await insertSubmission(t.app.db, `Good ${i}`);
    good.push(id);
    goodIds.push(...(await queueMails(t.app.db, 1, { submissionId: id, to: () => `agent${i}@example.com` })));
  }
  for (let i = 0; i < 3; i++) {
    const id = await insertSubmission(t.app.db, `Bounce ${i}`);
    bounce.push(id);
    await queueMails(t.app.db, 1, { submissionId: id, to: () => `bounce${i}@example.com` });
  }
  t.app.mail.kick();
  await until("three temporary refusals of every mail", async () =>
    (await all([...good, ...bounce])).every((m) => m.attempts >= 3),
  );
  const windowStart = sink.refused;
  const windowStartedAt = Date.now();
  await sleep(1_000);
  const windowTries = sink.refused - windowStart;
  const windowMs = Date.now() - windowStartedAt;
  // with backoff a mail is tried at most once per 100 ms base (polling alone would be every 50 ms)
  expect(windowTries).toBeLessThanOrEqual(13 * Math.ceil(windowMs / 100));
  for (const m of await all([...good, ...bounce])) {
    expect(m.lastError).toContain("451 4.3.2 System busy");
    // waiting for its next try (or in the middle of it): the time is in the data, no further off than the 400 ms cap
    expect(["pending", "sending"]).toContain(m.status);
    if (m.status === "pending") expect(Date.parse(m.nextAttemptAt ?? "")).toBeLessThanOrEqual(Date.now() + 400);
  }
  expect((await all([...good, ...bounce])).some((m) => m.status === "pending" && m.nextAttemptAt !== null)).toBe(true);

  // phase 2: the bounce addresses are refused for good, the rest still temporarily
  sink.refuseWhen(({ envelope }) => {
    count(envelope.to);
    return isBounce(envelope.to)
      ? { code: 550, message: "5.1.1 No such user here" }
      : { code: 451, message: "4.3.2 System busy, try again later" };
  });
  await until("the bounces to fail", async () => (await all(bounce)).every((m) => m.status === "dead"));
  const bounceTries = bounce.map((_, i) => triesByRecipient.get(`bounce${i}@example.com`) ?? 0);
  for (const m of await all(bounce)) {
    expect(m.lastError).toContain("550 5.1.1 No such user here");
    expect(m.nextAttemptAt).toBeNull();
  }

  // phase 3: the server is down
  await sink.down();
  const before = await all(good);
  await until("connection failures on every mail", async () =>
    (await all(good)).every((m, i) => m.attempts > (before[i]?.attempts ?? 0) && /ECONNREFUSED|connect/i.test(m.lastError ?? "")),
  );
  for (const m of await all(good)) expect(["pending", "sending"]).toContain(m.status);

  // phase 4: it is back and accepts everything but the unknown users
  sink.refuseWhen(({ envelope }) => {
    count(envelope.to);
    return isBounce(envelope.to) ? { code: 550, message: "5.1.1 No such user here" } : undefined;
  });
  await sink.up();
  await until("every good mail to be sent", async () => (await all(good)).every((m) => m.status === "sent"));
  await sleep(1_000); // and nothing more arrives

  const received = sink.received.map((m) => m.parsed.messageId);
  expect(received.sort()).toEqual([...goodIds].sort()); // each exactly once, no bounce
  for (const m of await all(good)) {
    expect(m.attempts).toBeGreaterThan(4); // the retries are visible
    expect(m.lastError).toBeNull();
    expect(m.nextAttemptAt).toBeNull();
  }
  // a permanent refusal was never tried again
  expect(bounce.map((_, i) => triesByRecipient.get(`bounce${i}@example.com`) ?? 0)).toEqual(bounceTries);
  for (const m of await all(bounce)) expect(m.status).toBe("dead");
}, 180_000);
