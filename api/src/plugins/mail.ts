import { setMaxListeners } from "node:events";
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
  /** Delivers the message; an aborted `signal` gives up on it (shutdown). */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
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

/**
 * A pool of up to `connections` SMTP connections, each reused for many messages. A server that stalls for a
 * minute fails the delivery (retried later); the row's lease is renewed meanwhile, so no other instance takes it.
 */
export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter;
  constructor(url: string, connections = 1) {
    this.transporter = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: connections,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
  }
  async send(message: MailMessage, signal?: AbortSignal) {
    await this.transporter.sendMail({ ...toNodemailer(message), signal });
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
  /**
   * No new messages: each lane finishes the message it is sending (for at most `stopGraceMs`, then
   * the delivery is cut off), rows claimed but not started go back to the queue, due at once.
   */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  maxAttempts: number;
  retryBaseMs: number;
  /** The backoff stops doubling here (default one hour). */
  retryMaxMs?: number;
  /** Messages in flight at once (default 1). */
  concurrency?: number;
  /** How long stop() lets deliveries in progress finish before it cuts them off (default 5 s). */
  stopGraceMs?: number;
  /** How often the leases of the rows this worker holds are extended (default: a third of the lease). */
  renewEveryMs?: number;
  log?: { warn: (o: object, m: string) => void };
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

const toLeases = (claims: { row: ClaimedMail; lease: string }[]) => claims.map((c) => ({ id: c.row.id, lease: c.lease }));

/** Exponential backoff: base, 2 × base, 4 × base, ... up to `maxMs`. */
export function backoffMs(baseMs: number, attempts: number, maxMs = MAX_BACKOFF_MS) {
  return Math.min(maxMs, baseMs * 2 ** Math.min(40, Math.max(0, attempts - 1)));
}

/**
 * What a failed delivery means. An SMTP reply in the 5xx range is the receiving server's final word
 * (RFC 5321 4.2.1): retrying cannot help, so the mail is failed at once. A 4xx reply, a refused or
 * dropped connection, a timeout or any other error is temporary. `answer` is the server's own reply
 * when there is one ("550 5.1.1 <x@example.com>: Recipient address rejected"), for the inbox.
 */
export function classifyMailError(err: unknown): { permanent: boolean; answer: string } {
  const e = (typeof err === "object" && err !== null ? err : {}) as {
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const code = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const message = typeof e.message === "string" ? e.message : String(err);
  const answer = typeof e.response === "string" && e.response.trim() ? e.response.trim() : message;
  return { permanent: code !== undefined && code >= 500 && code < 600, answer };
}

/** A row this worker holds: `lease` is its current hold, `lost` once a renewal found another instance holding it. */
interface Claim {
  row: ClaimedMail;
  lease: string;
  lost: boolean;
  settled: boolean;
  renewal?: Promise<void>;
}

/**
 * The mail outbox worker. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several API
 * instances never send the same row at once, and a row left "sending" by a crash is taken up again
 * when its lease ends. The worker renews the lease of every row it holds (waiting or being sent) every
 * third of the lease, and writes a row's outcome only while it still holds it: a delivery slower than
 * the lease is neither taken over nor marked twice. Each row keeps its Message-ID, so a retry is
 * recognisably the same message. `concurrency` lanes deliver at once, each taking the next claimed
 * row when it is done.
 */
export function createMailWorker(
  outbox: MailOutboxService,
  attachmentsOf: (submissionId: string) => Promise<MailAttachment[]>,
  transport: MailTransport,
  opts: MailWorkerOptions,
): MailWorker {
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  const stopGraceMs = opts.stopGraceMs ?? 5_000;
  const renewEveryMs = opts.renewEveryMs ?? (outbox.leaseSeconds * 1000) / 3;
  const cutOff = new AbortController();
  // every delivery in flight listens on it (nodemailer adds and removes its own listeners)
  setMaxListeners(0, cutOff.signal);
  const held = new Map<number, Claim>();
  let renewing: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopping = false;

  const renew = (claim: Claim) =>
    outbox.renew(claim.row.id, claim.lease).then(
      (lease) => {
        if (lease) claim.lease = lease;
        else {
          claim.lost = true;
          opts.log?.warn({ mailId: claim.row.id }, "mail lease lost: another instance holds this mail now");
        }
      },
      (err: unknown) => opts.log?.warn({ mailId: claim.row.id, err: String(err) }, "mail lease renewal failed"),
    );
  const renewAll = () => {
    for (const claim of held.values())
      if (!claim.settled && !claim.lost && !claim.renewal)
        claim.renewal = renew(claim).finally(() => {
          claim.renewal = undefined;
        });
  };
  const hold = (rows: ClaimedMail[]): Claim[] => {
    const claims = rows.map((row) => ({ row, lease: row.lease, lost: false, settled: false }));
    for (const claim of claims) held.set(claim.row.id, claim);
    if (!renewing && held.size > 0) {
      renewing = setInterval(renewAll, renewEveryMs);
      renewing.unref();
    }
    return claims;
  };
  /** Stops renewing the claims (once a renewal in flight is done); those still ours, with their current leases. */
  const letGo = async (claims: Claim[]) => {
    for (const claim of claims) claim.settled = true;
    await Promise.all(claims.map((c) => c.renewal));
    for (const claim of claims) held.delete(claim.row.id);
    if (held.size === 0) {
      clearInterval(renewing);
      renewing = undefined;
    }
    return claims.filter((c) => !c.lost);
  };

  const deliver = async (claim: Claim) => {
    const { row } = claim;
    try {
      await transport.send(
        {
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
        },
        cutOff.signal,
      );
    } catch (err) {
      if (cutOff.signal.aborted) {
        // Shutdown cut the delivery off: due again at once (the server may have taken it; same Message-ID).
        await outbox.release(toLeases(await letGo([claim])), false);
        return false;
      }
      const { permanent, answer } = classifyMailError(err);
      const dead = permanent || row.attempts >= opts.maxAttempts;
      opts.log?.warn({ mailId: row.id, attempts: row.attempts, permanent, dead, err: answer }, "mail delivery failed");
      if ((await letGo([claim])).length)
        await outbox.markFailed(row.id, claim.lease, {
          dead,
          lastError: answer.slice(0, 2000),
          nextAttemptAt: new Date(Date.now() + backoffMs(opts.retryBaseMs, row.attempts, opts.retryMaxMs)),
        });
      return false;
    }
    const marked = (await letGo([claim])).length > 0 && (await outbox.markSent(row.id, claim.lease));
    if (!marked) opts.log?.warn({ mailId: row.id }, "mail sent, but another instance had taken it over: not marked sent here");
    return marked;
  };

  const pass = async () => {
    const claimed: Claim[] = [];
    let claiming: Promise<void> | null = null;
    let exhausted = false;
    let sent = 0;
    const next = async (): Promise<Claim | undefined> => {
      for (;;) {
        if (stopping) return undefined;
        const row = claimed.shift();
        if (row) return row;
        if (exhausted) return undefined;
        claiming ??= outbox
          .claimDue(concurrency)
          .then(
            (rows) => {
              if (rows.length === 0) exhausted = true;
              claimed.push(...hold(rows));
            },
            (err: unknown) => {
              exhausted = true;
              throw err;
            },
          )
          .finally(() => {
            claiming = null;
          });
        await claiming;
      }
    };
    const lane = async () => {
      for (let claim = await next(); claim; claim = await next()) {
        try {
          if (await deliver(claim)) sent++;
        } catch (err) {
          // The row could not be updated (database gone?): it stays "sending" until its lease ends.
          opts.log?.warn({ mailId: claim.row.id, err: String(err) }, "mail row update failed");
        }
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    if (claimed.length) await outbox.release(toLeases(await letGo(claimed.splice(0))), true);
    const failed = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
    if (failed) throw failed.reason;
    return sent;
  };

  const drain = (): Promise<number> => {
    if (stopping) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await pass();
      } while (again && !stopping);
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
      stopping = true;
      const current = running?.catch(() => 0);
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        current.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
      if (late) {
        cutOff.abort();
        await current;
      }
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
    const transport = config.mail.smtpUrl
      ? new SmtpTransport(config.mail.smtpUrl, config.mail.concurrency)
      : new EmlFileTransport(config.mail.dir);
    const outbox = createMailOutboxService(app.db, config.mail.leaseSeconds);
    const submissions = createSubmissionService({ db: app.db, files: app.privateStorage, outbox });
    const worker = createMailWorker(outbox, submissions.attachmentsOf, transport, {
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      retryMaxMs: config.mail.retryMaxMs,
      concurrency: config.mail.concurrency,
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
    let stopped: Promise<void> = Promise.resolve();
    // Not awaited here: the server stops listening and finishes its requests while the worker ends
    // the messages in flight; onClose (before the database closes) waits for both.
    app.addHook("preClose", async () => {
      closing = true;
      clearTimeout(timer);
      stopped = worker.stop();
    });
    app.addHook("onClose", async () => {
      await stopped;
      transport.close();
    });
  },
  { name: "mail", dependencies: ["db", "storage"] },
);
