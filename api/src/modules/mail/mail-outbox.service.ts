import { MAIL_STATUSES, type MailStatus, type SubmissionMail } from "@hpm/contracts";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../errors";
import { type ClaimedMail, createMailOutboxRepository, type NewMail } from "./mail-outbox.repository";

/**
 * How long a claimed row is ours (MAIL_LEASE_SECONDS, 120 by default): the worker renews it while it holds the row,
 * so only a row whose instance died (or lost the database for that long) is taken over by another.
 */
export const LEASE_SECONDS = 120;

const emptyCounts = (): Record<MailStatus, number> => ({ pending: 0, sending: 0, sent: 0, dead: 0 });
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function createMailOutboxService(db: Database, leaseSeconds = LEASE_SECONDS) {
  const repo = createMailOutboxRepository(db);

  return {
    /** Queues the mails; pass the transaction that writes what they are about, so both land or neither does. */
    async enqueue(mails: NewMail[], trx: Database = db) {
      if (mails.length) await createMailOutboxRepository(trx).createMany(mails);
    },

    leaseSeconds,
    claimDue: (limit: number): Promise<ClaimedMail[]> => repo.claimDue(limit, leaseSeconds),
    renew: (id: number, lease: string) => repo.renew(id, lease, leaseSeconds),
    release: (claims: { id: number; lease: string }[], untried: boolean) => repo.release(claims, untried),
    markSent: (id: number, lease: string) => repo.markSent(id, lease),
    markFailed: (id: number, lease: string, failure: { dead: boolean; lastError: string; nextAttemptAt: Date }) =>
      repo.markFailed(id, lease, failure),

    async statusCounts(submissionIds: string[]): Promise<Map<string, Record<MailStatus, number>>> {
      const counts = new Map(submissionIds.map((id) => [id, emptyCounts()]));
      if (submissionIds.length === 0) return counts;
      for (const m of await repo.countByStatus(submissionIds)) {
        const mail = m.submissionId ? counts.get(m.submissionId) : undefined;
        if (mail && MAIL_STATUSES.includes(m.status as MailStatus)) mail[m.status as MailStatus] = Number(m.n);
      }
      return counts;
    },

    async listForSubmission(submissionId: string): Promise<SubmissionMail[]> {
      const mails = await repo.listBySubmission(submissionId);
      return mails.map((m) => ({
        id: m.id,
        recipientGroup: m.recipientGroup,
        to: m.toAddresses,
        cc: m.ccAddresses,
        bcc: m.bccAddresses,
        subject: m.subject,
        status: m.status as MailStatus,
        attempts: m.attempts,
        lastError: m.lastError,
        sentAt: m.sentAt ? iso(m.sentAt) : null,
        nextAttemptAt: m.status === "pending" ? iso(m.nextAttemptAt) : null,
        messageId: m.messageId,
      }));
    },

    /** Puts the mail (or every mail of the submission) back in the queue; one the worker holds right now is left alone. */
    async requeue(submissionId: string, mailId?: number) {
      if (mailId !== undefined && !(await repo.getBySubmission(submissionId, mailId)))
        throw new NotFoundError("That e-mail is not part of this submission.");
      return repo.requeue(submissionId, mailId);
    },
  };
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;
