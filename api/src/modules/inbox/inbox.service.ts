import type { MailStatus, SubmissionDetail, SubmissionKind, SubmissionSummary } from "@hpm/contracts";
import type { MailOutboxService } from "../mail/mail-outbox.service";
import type { StoredSubmission, SubmissionService } from "../submissions/submission.service";

export const fileUrl = (submissionId: string, fileId: number) => `/api/submissions/${submissionId}/files/${fileId}`;

export interface ListOptions {
  client: string;
  page: number;
  pageSize: number;
  kind?: SubmissionKind;
}

export function createInboxService(submissions: SubmissionService, outbox: MailOutboxService) {
  async function withMail<T extends StoredSubmission>(items: T[]): Promise<(T & { mail: Record<MailStatus, number> })[]> {
    const counts = await outbox.statusCounts(items.map((i) => i.id));
    return items.map((i) => ({ ...i, mail: counts.get(i.id) as Record<MailStatus, number> }));
  }

  return {
    async list(opts: ListOptions): Promise<{ items: SubmissionSummary[]; total: number }> {
      const { items, total } = await submissions.list(opts);
      return { items: await withMail(items), total };
    },

    async get(client: string, id: string): Promise<SubmissionDetail> {
      const { attachments, ...submission } = await submissions.get(client, id);
      const [[withCounts], mails] = await Promise.all([withMail([submission]), outbox.listForSubmission(id)]);
      return {
        ...(withCounts as NonNullable<typeof withCounts>),
        attachments: attachments.map((a) => ({
          id: a.id,
          fieldLabel: a.fieldLabel,
          name: a.name,
          type: a.mime,
          size: a.size,
          url: fileUrl(id, a.id),
        })),
        mails,
      };
    },

    file: (client: string, id: string, fileId: number) => submissions.file(client, id, fileId),

    async resend(client: string, id: string, mailId?: number) {
      await submissions.assertExists(client, id);
      return { requeued: await outbox.requeue(id, mailId) };
    },

    exportRows: async (client: string) => withMail(await submissions.listWithEntries(client)),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
