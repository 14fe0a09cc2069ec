import { afterAll, expect, it } from "vitest";
import { SmtpTransport } from "../../modules/mail/mail.transport";
import { createMailWorker } from "../../modules/mail/mail.worker";
import { createMailOutboxService } from "../../modules/mail/mail-outbox.service";
import { sleep } from "../api-process";
import { setupApp } from "../helper";
import { queueMails } from "../mail-rows";
import { startSmtpSink } from "../smtp-sink";

/**
 * Fault: a mail server slower than the mail lease. Two workers, as two instances run them, share one database
 * (PostgreSQL with TEST_DATABASE_URL, else the embedded one) and 200 queued notifications; the SMTP server answers
 * each message only 8 s after it arrived, longer than the 6 s lease. The worker holding a row renews its lease while
 * it waits and marks the row sent only while it still holds it, so the other worker never takes a row over and every
 * mail arrives once.
 */
const MAILS = 200;
const LEASE_SECONDS = 6;
const ANSWER_AFTER_MS = 8_000;
const LANES = 50;

const sink = await startSmtpSink();
const t = setupApp({ MAIL_WORKER: "false", SMTP_URL: sink.url });
afterAll(() => sink.close());

const statuses = async () =>
  (await t.app.db.selectFrom("mailOutbox").select(["messageId", "status", "attempts"]).execute()).sort((a, b) =>
    a.messageId.localeCompare(b.messageId),
  );

it(`sends each of ${MAILS} mails once while the mail server takes longer than the lease to answer`, async () => {
  const ids = await queueMails(t.app.db, MAILS);
  sink.delayMs = ANSWER_AFTER_MS;
  const warnings: object[] = [];
  const workers = [0, 1].map(() => {
    const transport = new SmtpTransport(sink.url, LANES);
    const worker = createMailWorker(createMailOutboxService(t.app.db, LEASE_SECONDS), async () => [], transport, {
      maxAttempts: 8,
      retryBaseMs: 100,
      retryMaxMs: 400,
      concurrency: LANES,
      log: { warn: (o, m) => warnings.push({ ...o, m }) },
    });
    return { transport, worker };
  });
  try {
    // each worker polls as the plugin's loop does, until no row is waiting or being sent
    const deadline = Date.now() + 150_000;
    const polling = workers.map(async ({ worker }) => {
      while (Date.now() < deadline) {
        await worker.drain();
        if ((await statuses()).every((r) => r.status === "sent" || r.status === "dead")) return;
        await sleep(100);
      }
    });
    await Promise.all(polling);
    await sleep(ANSWER_AFTER_MS + 1_000); // a copy still on its way would arrive now

    const rows = await statuses();
    const received = sink.received.map((m) => m.parsed.messageId);
    const twice = received.filter((id, i) => received.indexOf(id) !== i);
    expect({ duplicates: twice.length, received: received.length }, JSON.stringify(warnings.slice(0, 5))).toEqual({
      duplicates: 0,
      received: MAILS,
    });
    expect(new Set(received)).toEqual(new Set(ids));
    // each row was claimed once and is marked sent: nothing was taken over, retried or left behind
    expect(rows.filter((r) => r.status !== "sent" || r.attempts !== 1)).toEqual([]);
    expect(sink.maxInFlight).toBeGreaterThan(LANES); // both workers were sending at once
  } finally {
    for (const { worker, transport } of workers) {
      await worker.stop();
      transport.close();
    }
    sink.delayMs = 0;
  }
}, 240_000);
