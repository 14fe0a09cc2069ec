import type { AnswerEntry, SubmissionKind } from "@hpm/contracts";
import type { Insertable } from "kysely";
import type { Database } from "../../db/database";
import type { SubmissionFileTable } from "../../db/schema";

const summaryColumns = ["id", "kind", "pageName", "name", "email", "createdAt"] as const;

export interface NewSubmission {
  id: string;
  client: string;
  kind: SubmissionKind;
  pageName: string;
  idempotencyKey: string | null;
  bodyHash: string;
  name: string;
  email: string;
  entries: AnswerEntry[];
  meta: Record<string, string>;
  response: { statusCode: number; body: unknown };
}

export type NewSubmissionFile = Omit<Insertable<SubmissionFileTable>, "id">;

/** The submissions' rows: stored once under their idempotency key, listed and read for the inbox. */
function submissionRows(db: Database) {
  return {
    getByIdempotencyKey(key: string) {
      return db.selectFrom("submission").select(["bodyHash", "response"]).where("idempotencyKey", "=", key).executeTakeFirst();
    },

    /** False when a submission with the same idempotency key is already stored. */
    async create(s: NewSubmission): Promise<boolean> {
      const row = await db
        .insertInto("submission")
        .values({
          ...s,
          entries: JSON.stringify(s.entries),
          meta: JSON.stringify(s.meta),
          response: JSON.stringify(s.response),
        })
        .onConflict((oc) => oc.column("idempotencyKey").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async list(opts: { client: string; kind?: SubmissionKind; limit: number; offset: number }) {
      let query = db.selectFrom("submission").where("client", "=", opts.client);
      if (opts.kind) query = query.where("kind", "=", opts.kind);
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
        query
          .select(summaryColumns)
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(opts.limit)
          .offset(opts.offset)
          .execute(),
      ]);
      return { rows, total: Number(total) };
    },

    listWithEntries(client: string) {
      return db
        .selectFrom("submission")
        .select([...summaryColumns, "entries"])
        .where("client", "=", client)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    getById(client: string, id: string) {
      return db
        .selectFrom("submission")
        .select([...summaryColumns, "entries", "meta"])
        .where("client", "=", client)
        .where("id", "=", id)
        .executeTakeFirst();
    },
  };
}

/** The records of a submission's attachment files (the files themselves are in the private storage). */
function fileRows(db: Database) {
  return {
    async createFiles(files: NewSubmissionFile[]) {
      await db.insertInto("submissionFile").values(files).execute();
    },

    countFiles(submissionIds: string[]) {
      return db
        .selectFrom("submissionFile")
        .select((eb) => ["submissionId", eb.fn.countAll<string>().as("n")])
        .where("submissionId", "in", submissionIds)
        .groupBy("submissionId")
        .execute();
    },

    listFiles(submissionId: string) {
      return db
        .selectFrom("submissionFile")
        .select(["id", "fieldLabel", "name", "mime", "size", "storageKey"])
        .where("submissionId", "=", submissionId)
        .orderBy("id")
        .execute();
    },

    getFile(submissionId: string, fileId: number) {
      return db
        .selectFrom("submissionFile")
        .select(["name", "mime", "storageKey"])
        .where("submissionId", "=", submissionId)
        .where("id", "=", fileId)
        .executeTakeFirst();
    },
  };
}

export function createSubmissionRepository(db: Database) {
  return { ...submissionRows(db), ...fileRows(db) };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
