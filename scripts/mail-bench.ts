import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../api/src/app";
import { loadConfig } from "../api/src/config";
import { queueMails } from "../api/src/test/mail-rows";
import { startSmtpSink } from "../api/src/test/smtp-sink";

export interface MailDrainStats {
  notifications: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  deliveredOnce: boolean;
}

/**
 * Queues `count` notifications in a fresh embedded database (as the form routes do) and times the mail
 * worker delivering them to a local SMTP server (smtp-server, the API tests' sink), MAIL_CONCURRENCY
 * messages in flight at once, from the first claim until every row is marked sent.
 */
export async function runMailBench(count = 1000, concurrency = 8): Promise<MailDrainStats> {
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-mail-bench-"));
  const sink = await startSmtpSink();
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_DIST: join(dataDir, "no-web"),
      PRERENDER: "false",
      SEED_DEMO: "false",
      SMTP_URL: sink.url,
      MAIL_WORKER: "false",
      MAIL_CONCURRENCY: String(concurrency),
    }),
  );
  try {
    await app.ready();
    const ids = await queueMails(app.db, count);
    const started = performance.now();
    let sent = 0;
    while (sent < count) {
      const n = await app.mail.drain();
      if (n === 0) break;
      sent += n;
    }
    const seconds = (performance.now() - started) / 1000;
    const received = sink.received.map((m) => m.parsed.messageId);
    return {
      notifications: count,
      concurrency,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round(count / seconds),
      deliveredOnce: received.length === count && new Set(received).size === count && ids.every((id) => received.includes(id)),
    };
  } finally {
    await app.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
