import { type AnswerEntry, type SubmissionKind, submissionReference } from "@hpm/contracts";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../errors";
import type { Storage } from "../../plugins/storage";
import type { NewMail } from "../mail/mail-outbox.repository";
import type { MailOutboxService } from "../mail/mail-outbox.service";
import {
  createSubmissionRepository,
  type NewSubmission,
  type NewSubmissionFile,
  type SubmissionRepository,
} from "./submission.repository";
import { storedLocation } from "./submit.location";

type SummaryRow = { id: string; kind: string; pageName: string; name: string; email: string; createdAt: Date };

/** A stored submission as the inbox lists it, without its mail (the mail module counts that). */
export interface StoredSubmission {
  id: string;
  kind: SubmissionKind;
  pageName: string;
  name: string;
  email: string;
  createdAt: string;
  /** The reference number its sender was given (derived from the id and kind). */
  reference: string;
  files: number;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

type Deps = { db: Database; files: Storage; outbox: MailOutboxService };

async function withFileCounts(repo: SubmissionRepository, rows: SummaryRow[]): Promise<StoredSubmission[]> {
  if (rows.length === 0) return [];
  const counts = await repo.countFiles(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SubmissionKind,
    pageName: r.pageName,
    name: r.name,
    email: r.email,
    createdAt: iso(r.createdAt),
    reference: submissionReference(r.kind as SubmissionKind, r.id),
    files: Number(counts.find((f) => f.submissionId === r.id)?.n ?? 0),
  }));
}

async function getRow(repo: SubmissionRepository, client: string, id: string) {
  const row = await repo.getById(client, id);
  if (!row) throw new NotFoundError("That submission no longer exists.");
  return row;
}

/** What a submission request does: find an earlier one by its key, store a new one with its files and mails. */
function submissionWrites({ db, outbox }: Deps, repo: SubmissionRepository) {
  return {
    findByIdempotencyKey: (key: string) => repo.getByIdempotencyKey(key),

    /** Whether the submission's row is stored (committed). */
    async isStored(id: string): Promise<boolean> {
      return (await db.selectFrom("submission").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },

    /**
     * Stores the submission with its files' records and its notification mails in one transaction.
     * False when another request with the same idempotency key stored one first.
     */
    record(submission: NewSubmission, attachments: NewSubmissionFile[], mails: NewMail[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const tx = createSubmissionRepository(trx);
        if (!(await tx.create(submission))) return false;
        if (attachments.length) await tx.createFiles(attachments);
        await outbox.enqueue(mails, trx);
        return true;
      });
    },
  };
}

/** What the inbox reads: the stored submissions of a client, one with its entries, an attachment's bytes. */
function submissionReads({ files }: Deps, repo: SubmissionRepository) {
  return {
    async list(opts: { client: string; kind?: SubmissionKind; page: number; pageSize: number }) {
      const { rows, total } = await repo.list({
        client: opts.client,
        kind: opts.kind,
        limit: opts.pageSize,
        offset: (opts.page - 1) * opts.pageSize,
      });
      return { items: await withFileCounts(repo, rows), total };
    },

    async get(client: string, id: string) {
      const row = await getRow(repo, client, id);
      const [[stored], attachments] = await Promise.all([withFileCounts(repo, [row]), repo.listFiles(id)]);
      const location = storedLocation(row.meta);
      return {
        ...(stored as StoredSubmission),
        entries: row.entries as AnswerEntry[],
        meta: row.meta,
        ...(location ? { location } : {}),
        attachments: attachments.map((a) => ({ id: a.id, fieldLabel: a.fieldLabel, name: a.name, mime: a.mime, size: a.size })),
      };
    },

    async assertExists(client: string, id: string) {
      await getRow(repo, client, id);
    },

    async listWithEntries(client: string) {
      const rows = await repo.listWithEntries(client);
      const stored = await withFileCounts(repo, rows);
      return rows.map((r, i) => ({ ...(stored[i] as StoredSubmission), entries: r.entries as AnswerEntry[] }));
    },

    async file(client: string, id: string, fileId: number) {
      await getRow(repo, client, id);
      const row = await repo.getFile(id, fileId);
      const body = row ? await files.get(row.storageKey) : null;
      if (!row || !body) throw new NotFoundError("That file is no longer available.");
      return { name: row.name, mime: row.mime, body };
    },
  };
}

/** A submission's files as its notification mails carry them (the mail worker asks when it sends). */
function submissionAttachments({ files }: Deps, repo: SubmissionRepository) {
  return {
    async attachmentsOf(submissionId: string) {
      const out: { filename: string; content: Buffer; contentType: string }[] = [];
      for (const f of await repo.listFiles(submissionId)) {
        const content = await files.get(f.storageKey);
        if (!content) throw new Error(`attachment ${f.storageKey} is missing`);
        out.push({ filename: f.name, content, contentType: f.mime });
      }
      return out;
    },
  };
}

export function createSubmissionService(deps: Deps) {
  const repo = createSubmissionRepository(deps.db);
  return { ...submissionWrites(deps, repo), ...submissionReads(deps, repo), ...submissionAttachments(deps, repo) };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
