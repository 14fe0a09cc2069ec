import {
  type AnswerEntry,
  MAIL_STATUSES,
  type MailStatus,
  type SubmissionDetail,
  type SubmissionKind,
  type SubmissionSummary,
} from "@hpm/contracts";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../errors";
import type { Storage } from "../../plugins/storage";

const SUBMISSION_NOT_FOUND = "That submission no longer exists.";
const summaryColumns = ["id", "kind", "pageName", "name", "email", "createdAt"] as const;

type SummaryRow = { id: string; kind: string; pageName: string; name: string; email: string; createdAt: Date };

const emptyCounts = (): Record<MailStatus, number> => ({ pending: 0, sending: 0, sent: 0, dead: 0 });
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const fileUrl = (submissionId: string, fileId: number) => `/api/submissions/${submissionId}/files/${fileId}`;

export interface ListOptions {
  client: string;
  page: number;
  pageSize: number;
  kind?: SubmissionKind;
}

export function createInboxService(db: Database, files: Storage) {
  async function summarize(rows: SummaryRow[]): Promise<SubmissionSummary[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [fileCounts, mailCounts] = await Promise.all([
      db
        .selectFrom("submissionFile")
        .select((eb) => ["submissionId", eb.fn.countAll<string>().as("n")])
        .where("submissionId", "in", ids)
        .groupBy("submissionId")
        .execute(),
      db
        .selectFrom("mailOutbox")
        .select((eb) => ["submissionId", "status", eb.fn.countAll<string>().as("n")])
        .where("submissionId", "in", ids)
        .groupBy(["submissionId", "status"])
        .execute(),
    ]);
    return rows.map((r) => {
      const mail = emptyCounts();
      for (const m of mailCounts)
        if (m.submissionId === r.id && MAIL_STATUSES.includes(m.status as MailStatus)) mail[m.status as MailStatus] = Number(m.n);
      return {
        id: r.id,
        kind: r.kind as SubmissionKind,
        pageName: r.pageName,
        name: r.name,
        email: r.email,
        createdAt: iso(r.createdAt),
        files: Number(fileCounts.find((f) => f.submissionId === r.id)?.n ?? 0),
        mail,
      };
    });
  }

  async function getRow(client: string, id: string) {
    const row = await db
      .selectFrom("submission")
      .select([...summaryColumns, "entries", "meta"])
      .where("client", "=", client)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    return row;
  }

  async function mailsOf(submissionId: string) {
    return db
      .selectFrom("mailOutbox")
      .select([
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
        "messageId",
      ])
      .where("submissionId", "=", submissionId)
      .orderBy("id")
      .execute();
  }

  return {
    async list({ client, page, pageSize, kind }: ListOptions) {
      let query = db.selectFrom("submission").where("client", "=", client);
      if (kind) query = query.where("kind", "=", kind);
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
        query
          .select(summaryColumns)
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return { items: await summarize(rows), total: Number(total) };
    },

    async get(client: string, id: string): Promise<SubmissionDetail> {
      const row = await getRow(client, id);
      const [[summary], attachments, mails] = await Promise.all([
        summarize([row]),
        db
          .selectFrom("submissionFile")
          .select(["id", "fieldLabel", "name", "mime", "size"])
          .where("submissionId", "=", id)
          .orderBy("id")
          .execute(),
        mailsOf(id),
      ]);
      return {
        ...(summary as SubmissionSummary),
        entries: row.entries as AnswerEntry[],
        meta: row.meta,
        attachments: attachments.map((a) => ({
          id: a.id,
          fieldLabel: a.fieldLabel,
          name: a.name,
          type: a.mime,
          size: a.size,
          url: fileUrl(id, a.id),
        })),
        mails: mails.map((m) => ({
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
          messageId: m.messageId,
        })),
      };
    },

    async file(client: string, id: string, fileId: number) {
      await getRow(client, id);
      const row = await db
        .selectFrom("submissionFile")
        .select(["name", "mime", "storageKey"])
        .where("submissionId", "=", id)
        .where("id", "=", fileId)
        .executeTakeFirst();
      const body = row ? await files.get(row.storageKey) : null;
      if (!row || !body) throw new NotFoundError("That file is no longer available.");
      return { name: row.name, mime: row.mime, body };
    },

    /** Puts the mail (or every mail of the submission) back in the queue; one the worker holds right now is left alone. */
    async resend(client: string, id: string, mailId?: number) {
      await getRow(client, id);
      if (mailId !== undefined) {
        const mail = await db
          .selectFrom("mailOutbox")
          .select("id")
          .where("submissionId", "=", id)
          .where("id", "=", mailId)
          .executeTakeFirst();
        if (!mail) throw new NotFoundError("That e-mail is not part of this submission.");
      }
      let update = db
        .updateTable("mailOutbox")
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null })
        .where("submissionId", "=", id)
        .where((eb) => eb.or([eb("status", "!=", "sending"), eb("lockedUntil", "is", null), eb("lockedUntil", "<", new Date())]));
      if (mailId !== undefined) update = update.where("id", "=", mailId);
      const res = await update.executeTakeFirst();
      return { requeued: Number(res.numUpdatedRows) };
    },

    async exportRows(client: string) {
      const rows = await db
        .selectFrom("submission")
        .select([...summaryColumns, "entries"])
        .where("client", "=", client)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      const summaries = await summarize(rows);
      return rows.map((r, i) => ({ ...(summaries[i] as SubmissionSummary), entries: r.entries as AnswerEntry[] }));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
