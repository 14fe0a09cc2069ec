import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { ClaimedMail } from "../modules/mail/mail-outbox.repository";
import { createMailOutboxService, type MailOutboxService } from "../modules/mail/mail-outbox.service";
import { createSubmissionService } from "../modules/submissions/submission.service";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  messageId: string;
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** Where mail goes: SMTP in production, `.eml` files when no SMTP_URL is set. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const toNodemailer = (m: MailMessage) => ({
  messageId: m.messageId,
  from: m.from,
  replyTo: m.replyTo,
  to: m.to,
  cc: m.cc,
  bcc: m.bcc,
  subject: m.subject,
  text: m.text,
  html: m.html,
  attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
});

export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(message: MailMessage) {
    await this.transporter.sendMail(toNodemailer(message));
  }
  close() {
    this.transporter.close();
  }
}

/** Writes each message as `<dir>/<message id>.eml`: the same message written twice is one file. */
export class EmlFileTransport implements MailTransport {
  readonly name = "eml-files";
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  constructor(private readonly dir: string) {}
  async send(message: MailMessage) {
    const info = await this.transporter.sendMail({ ...toNodemailer(message), bcc: message.bcc });
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${message.messageId.replace(/[^A-Za-z0-9._-]/g, "_")}.eml`);
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
  }
  close() {}
}

export interface MailWorker {
  transport: MailTransport;
  /** Delivers what is due now; resolves when this pass is done. */
  drain(): Promise<number>;
  /** Asks for a pass soon (after a submission commits). */
  kick(): void;
  /** No new passes; resolves when the current one ends. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

export function backoffMs(baseMs: number, attempts: number) {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The mail outbox worker. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several API
 * instances never send the same row at once, and a row left "sending" by a crash is taken up again
 * when its lease ends. Each row keeps its Message-ID, so a retry is recognisably the same message.
 */
export function createMailWorker(
  outbox: MailOutboxService,
  attachmentsOf: (submissionId: string) => Promise<MailAttachment[]>,
  transport: MailTransport,
  opts: { maxAttempts: number; retryBaseMs: number; log?: { warn: (o: object, m: string) => void } },
): MailWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const deliver = async (row: ClaimedMail) => {
    try {
      await transport.send({
        messageId: row.messageId,
        from: row.fromAddress,
        replyTo: row.replyTo ?? undefined,
        to: row.toAddresses,
        cc: row.ccAddresses,
        bcc: row.bccAddresses,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.submissionId ? await attachmentsOf(row.submissionId) : [],
      });
      await outbox.markSent(row.id);
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const dead = row.attempts >= opts.maxAttempts;
      opts.log?.warn({ mailId: row.id, attempts: row.attempts, dead, err: message }, "mail delivery failed");
      await outbox.markFailed(row.id, {
        dead,
        lastError: message.slice(0, 2000),
        nextAttemptAt: new Date(Date.now() + backoffMs(opts.retryBaseMs, row.attempts)),
      });
      return false;
    }
  };

  const pass = async () => {
    let sent = 0;
    for (;;) {
      const rows = await outbox.claimDue();
      if (rows.length === 0) return sent;
      for (const row of rows) if (await deliver(row)) sent++;
    }
  };

  const drain = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await pass();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    transport,
    drain,
    kick: () => {
      drain().catch((err) => opts.log?.warn({ err: String(err) }, "mail pass failed"));
    },
    stop: async () => {
      stopped = true;
      await running?.catch(() => 0);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const transport = config.mail.smtpUrl ? new SmtpTransport(config.mail.smtpUrl) : new EmlFileTransport(config.mail.dir);
    const outbox = createMailOutboxService(app.db);
    const submissions = createSubmissionService({ db: app.db, files: app.privateStorage, outbox });
    const worker = createMailWorker(outbox, submissions.attachmentsOf, transport, {
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      log: app.log,
    });
    app.decorate("mail", worker);
    if (!config.mail.smtpUrl) app.log.info({ dir: config.mail.dir }, "no SMTP_URL: e-mails are written as .eml files");
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    const loop = () => {
      timer = setTimeout(async () => {
        await worker.drain().catch((err) => app.log.warn({ err: String(err) }, "mail pass failed"));
        if (!closing) loop();
      }, config.mail.pollMs);
      timer.unref();
    };
    if (config.mail.worker) app.addHook("onReady", async () => loop());
    app.addHook("preClose", async () => {
      closing = true;
      clearTimeout(timer);
      await worker.stop();
    });
    app.addHook("onClose", async () => transport.close());
  },
  { name: "mail", dependencies: ["db", "storage"] },
);
