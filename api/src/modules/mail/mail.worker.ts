import { setMaxListeners } from "node:events";
import { serialPasses } from "../../jobs/passes";
import type { MailAttachment, MailMessage, MailTransport } from "./mail.transport";
import type { ClaimedMail } from "./mail-outbox.repository";
import type { MailOutboxService } from "./mail-outbox.service";

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

type AttachmentsOf = (submissionId: string) => Promise<MailAttachment[]>;
type Log = MailWorkerOptions["log"];

const MAX_BACKOFF_MS = 60 * 60 * 1000;

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

const toLeases = (claims: Claim[]) => claims.map((c) => ({ id: c.row.id, lease: c.lease }));

/** The rows a worker holds (waiting or being sent), each lease renewed every `everyMs` until the row is let go. */
function createLeaseKeeper(outbox: MailOutboxService, everyMs: number, log: Log) {
  const held = new Map<number, Claim>();
  let renewing: NodeJS.Timeout | undefined;

  const renew = (claim: Claim) =>
    outbox.renew(claim.row.id, claim.lease).then(
      (lease) => {
        if (lease) claim.lease = lease;
        else {
          claim.lost = true;
          log?.warn({ mailId: claim.row.id }, "mail lease lost: another instance holds this mail now");
        }
      },
      (err: unknown) => log?.warn({ mailId: claim.row.id, err: String(err) }, "mail lease renewal failed"),
    );
  const renewAll = () => {
    for (const claim of held.values())
      if (!claim.settled && !claim.lost && !claim.renewal)
        claim.renewal = renew(claim).finally(() => {
          claim.renewal = undefined;
        });
  };

  return {
    hold(rows: ClaimedMail[]): Claim[] {
      const claims = rows.map((row) => ({ row, lease: row.lease, lost: false, settled: false }));
      for (const claim of claims) held.set(claim.row.id, claim);
      if (!renewing && held.size > 0) {
        renewing = setInterval(renewAll, everyMs);
        renewing.unref();
      }
      return claims;
    },
    /** Stops renewing the claims (once a renewal in flight is done); those still ours, with their current leases. */
    async letGo(claims: Claim[]): Promise<Claim[]> {
      for (const claim of claims) claim.settled = true;
      await Promise.all(claims.map((c) => c.renewal));
      for (const claim of claims) held.delete(claim.row.id);
      if (held.size === 0) {
        clearInterval(renewing);
        renewing = undefined;
      }
      return claims.filter((c) => !c.lost);
    },
  };
}

type LeaseKeeper = ReturnType<typeof createLeaseKeeper>;

const messageOf = (row: ClaimedMail, attachments: MailAttachment[]): MailMessage => ({
  messageId: row.messageId,
  from: row.fromAddress,
  replyTo: row.replyTo ?? undefined,
  to: row.toAddresses,
  cc: row.ccAddresses,
  bcc: row.bccAddresses,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  attachments,
});

/**
 * Sends one held row and writes its outcome while the row is still ours: sent, failed with a backoff (dead once
 * permanent or out of attempts), or, when shutdown cut the delivery off, due again at once. True once marked sent.
 */
function createDelivery(parts: {
  outbox: MailOutboxService;
  attachmentsOf: AttachmentsOf;
  transport: MailTransport;
  leases: LeaseKeeper;
  cutOff: AbortSignal;
  opts: MailWorkerOptions;
}) {
  const { outbox, attachmentsOf, transport, leases, cutOff, opts } = parts;
  return async (claim: Claim): Promise<boolean> => {
    const { row } = claim;
    try {
      const attachments = row.submissionId ? await attachmentsOf(row.submissionId) : [];
      await transport.send(messageOf(row, attachments), cutOff);
    } catch (err) {
      if (cutOff.aborted) {
        // Shutdown cut the delivery off: due again at once (the server may have taken it; same Message-ID).
        await outbox.release(toLeases(await leases.letGo([claim])), false);
        return false;
      }
      const { permanent, answer } = classifyMailError(err);
      const dead = permanent || row.attempts >= opts.maxAttempts;
      opts.log?.warn({ mailId: row.id, attempts: row.attempts, permanent, dead, err: answer }, "mail delivery failed");
      if ((await leases.letGo([claim])).length)
        await outbox.markFailed(row.id, claim.lease, {
          dead,
          lastError: answer.slice(0, 2000),
          nextAttemptAt: new Date(Date.now() + backoffMs(opts.retryBaseMs, row.attempts, opts.retryMaxMs)),
        });
      return false;
    }
    const marked = (await leases.letGo([claim])).length > 0 && (await outbox.markSent(row.id, claim.lease));
    if (!marked) opts.log?.warn({ mailId: row.id }, "mail sent, but another instance had taken it over: not marked sent here");
    return marked;
  };
}

/**
 * One pass over what is due: `concurrency` lanes each take the next claimed row (claiming more, `concurrency` at a
 * time, when none is left) until nothing is due or the worker stops; rows claimed but not started go back, untried.
 */
async function runPass(parts: {
  outbox: MailOutboxService;
  concurrency: number;
  leases: LeaseKeeper;
  deliver: (claim: Claim) => Promise<boolean>;
  stopping: () => boolean;
  log: Log;
}): Promise<number> {
  const { outbox, concurrency, leases, deliver, log } = parts;
  const claimed: Claim[] = [];
  let claiming: Promise<void> | null = null;
  let exhausted = false;
  let sent = 0;
  const next = async (): Promise<Claim | undefined> => {
    for (;;) {
      if (parts.stopping()) return undefined;
      const row = claimed.shift();
      if (row) return row;
      if (exhausted) return undefined;
      claiming ??= outbox
        .claimDue(concurrency)
        .then(
          (rows) => {
            if (rows.length === 0) exhausted = true;
            claimed.push(...leases.hold(rows));
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
        log?.warn({ mailId: claim.row.id, err: String(err) }, "mail row update failed");
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
  if (claimed.length) await outbox.release(toLeases(await leases.letGo(claimed.splice(0))), true);
  const failed = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
  if (failed) throw failed.reason;
  return sent;
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
  attachmentsOf: AttachmentsOf,
  transport: MailTransport,
  opts: MailWorkerOptions,
): MailWorker {
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  const stopGraceMs = opts.stopGraceMs ?? 5_000;
  const cutOff = new AbortController();
  // every delivery in flight listens on it (nodemailer adds and removes its own listeners)
  setMaxListeners(0, cutOff.signal);
  const leases = createLeaseKeeper(outbox, opts.renewEveryMs ?? (outbox.leaseSeconds * 1000) / 3, opts.log);
  const deliver = createDelivery({ outbox, attachmentsOf, transport, leases, cutOff: cutOff.signal, opts });
  let stopping = false;
  const pass = () => runPass({ outbox, concurrency, leases, deliver, stopping: () => stopping, log: opts.log });
  const { drain, current: running } = serialPasses(pass, () => stopping);

  const stop = async () => {
    stopping = true;
    const current = running()?.catch(() => 0);
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
  };

  return {
    transport,
    drain,
    kick: () => {
      drain().catch((err) => opts.log?.warn({ err: String(err) }, "mail pass failed"));
    },
    stop,
  };
}
