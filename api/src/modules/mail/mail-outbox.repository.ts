import { sql } from "kysely";
import type { Database } from "../../db/database";

export interface NewMail {
  submissionId: string;
  recipientGroup: string;
  messageId: string;
  fromAddress: string;
  replyTo: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  textBody: string;
  htmlBody: string;
}

export type ClaimedMail = {
  id: number;
  submissionId: string | null;
  messageId: string;
  fromAddress: string;
  replyTo: string | null;
  toAddresses: string[];
  ccAddresses: string[];
  bccAddresses: string[];
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
  /** This claim's hold on the row (the end of its lease, in microseconds): another claim or a renewal changes it. */
  lease: string;
};

/** The lease's end in microseconds: each claim and each renewal sets a later one, so it names the current holder. */
const LEASE = sql<string>`(extract(epoch from locked_until) * 1000000)::bigint::text`;
/** The row is still held by the claim (or its last renewal) that read `lease`. */
const heldWith = (lease: string) =>
  sql<boolean>`status = 'sending' and (extract(epoch from locked_until) * 1000000)::bigint = ${lease}::bigint`;

const submissionMailColumns = [
  "id",
  "recipientGroup",
  "toAddresses",
  "ccAddresses",
  "bccAddresses",
  "subject",
  "status",
  "attempts",
  "lastError",
  "sentAt",
  "nextAttemptAt",
  "messageId",
] as const;

/** What the worker does with the rows it sends: claim them under a lease, renew it, write the outcome, give them back. */
function leasedRows(db: Database) {
  return {
    /** Marks up to `limit` due rows "sending" under a lease; rows other instances hold are skipped, not waited for. */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
      const res = await sql<ClaimedMail>`
        update mail_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
          order by id limit ${limit} for update skip locked)
        returning id, submission_id as "submissionId", message_id as "messageId", from_address as "fromAddress",
          reply_to as "replyTo", to_addresses as "toAddresses", cc_addresses as "ccAddresses",
          bcc_addresses as "bccAddresses", subject, text_body as "textBody", html_body as "htmlBody", attempts,
          ${LEASE} as lease`.execute(db);
      return res.rows;
    },

    /** Extends the lease of a row still held with `lease`; the new lease, or undefined when the row is no longer held. */
    async renew(id: number, lease: string, leaseSeconds: number): Promise<string | undefined> {
      const res = await sql<{ lease: string }>`
        update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
        where id = ${id} and ${heldWith(lease)}
        returning ${LEASE} as lease`.execute(db);
      return res.rows[0]?.lease;
    },

    /** False when the row is no longer held with `lease` (another instance took it over): then nothing changes. */
    async markSent(id: number, lease: string) {
      const res = await db
        .updateTable("mailOutbox")
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where("id", "=", id)
        .where(heldWith(lease))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async markFailed(id: number, lease: string, failure: { dead: boolean; lastError: string; nextAttemptAt: Date }) {
      const res = await db
        .updateTable("mailOutbox")
        .set({
          status: failure.dead ? "dead" : "pending",
          lockedUntil: null,
          lastError: failure.lastError,
          nextAttemptAt: failure.nextAttemptAt,
        })
        .where("id", "=", id)
        .where(heldWith(lease))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Gives rows this worker holds back to the queue, due now (shutdown). `untried` rows were claimed
     * but never handed to the SMTP server, so the claim's attempt is taken back.
     */
    async release(claims: { id: number; lease: string }[], untried: boolean) {
      if (claims.length === 0) return 0;
      const res = await db
        .updateTable("mailOutbox")
        .set((eb) => ({
          status: "pending",
          lockedUntil: null,
          nextAttemptAt: new Date(),
          attempts: untried ? eb("attempts", "-", 1) : eb.ref("attempts"),
        }))
        .where((eb) => eb.or(claims.map((c) => eb.and([eb("id", "=", c.id), heldWith(c.lease)]))))
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
  };
}

/** The rows of the submissions: queued with them, counted and listed for the inbox, requeued from it. */
function submissionRows(db: Database) {
  return {
    async createMany(mails: NewMail[]) {
      await db
        .insertInto("mailOutbox")
        .values(
          mails.map((m) => ({
            submissionId: m.submissionId,
            recipientGroup: m.recipientGroup,
            messageId: m.messageId,
            fromAddress: m.fromAddress,
            replyTo: m.replyTo,
            toAddresses: JSON.stringify(m.to),
            ccAddresses: JSON.stringify(m.cc),
            bccAddresses: JSON.stringify(m.bcc),
            subject: m.subject,
            textBody: m.textBody,
            htmlBody: m.htmlBody,
          })),
        )
        .execute();
    },

    countByStatus(submissionIds: string[]) {
      return db
        .selectFrom("mailOutbox")
        .select((eb) => ["submissionId", "status", eb.fn.countAll<string>().as("n")])
        .where("submissionId", "in", submissionIds)
        .groupBy(["submissionId", "status"])
        .execute();
    },

    listBySubmission(submissionId: string) {
      return db
        .selectFrom("mailOutbox")
        .select(submissionMailColumns)
        .where("submissionId", "=", submissionId)
        .orderBy("id")
        .execute();
    },

    getBySubmission(submissionId: string, id: number) {
      return db
        .selectFrom("mailOutbox")
        .select("id")
        .where("submissionId", "=", submissionId)
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async requeue(submissionId: string, id?: number) {
      let update = db
        .updateTable("mailOutbox")
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null })
        .where("submissionId", "=", submissionId)
        .where((eb) => eb.or([eb("status", "!=", "sending"), eb("lockedUntil", "is", null), eb("lockedUntil", "<", new Date())]));
      if (id !== undefined) update = update.where("id", "=", id);
      const res = await update.executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
  };
}

export function createMailOutboxRepository(db: Database) {
  return { ...leasedRows(db), ...submissionRows(db) };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
