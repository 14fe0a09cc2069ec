import { type Insertable, sql } from "kysely";
import type { Database } from "../../db/database";
import type { ResumableUploadTable } from "../../db/schema";

const uploadColumns = ["id", "idempotencyKey", "field", "fileName", "fileType", "length", "offset", "createdAt"] as const;

/** A new upload's row: the table's columns less what the database fills in. */
export type NewResumableUpload = Omit<Insertable<ResumableUploadTable>, "offset" | "createdAt" | "updatedAt">;

/** The resumable uploads' rows and the records of their pieces (the bytes are in the private file store). */
export function createResumableRepository(db: Database) {
  return {
    async create(u: NewResumableUpload) {
      await db.insertInto("resumableUpload").values(u).execute();
    },

    /** The upload, unless it was created before `since` (expired: as good as gone). */
    getById(id: string, since: Date) {
      return db
        .selectFrom("resumableUpload")
        .select(uploadColumns)
        .where("id", "=", id)
        .where("createdAt", ">=", since)
        .executeTakeFirst();
    },

    listByIds(ids: string[], since: Date) {
      return db
        .selectFrom("resumableUpload")
        .select(uploadColumns)
        .where("id", "in", ids)
        .where("createdAt", ">=", since)
        .execute();
    },

    async countForKey(key: string, since: Date) {
      const row = await db
        .selectFrom("resumableUpload")
        .select((eb) => [
          eb.fn.countAll<string>().as("total"),
          eb.fn.count<string>(eb.case().when("offset", "<", eb.ref("length")).then(1).end()).as("unfinished"),
        ])
        .where("idempotencyKey", "=", key)
        .where("createdAt", ">=", since)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), unfinished: Number(row.unfinished) };
    },

    /**
     * Moves the offset from `expected` by the piece's size and records the piece, in one transaction; false when the
     * offset is no longer `expected` (another request appended first) or the upload is gone: the piece is not recorded.
     */
    advance(piece: { uploadId: string; expected: number; size: number; storageKey: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable("resumableUpload")
          .set({ offset: piece.expected + piece.size, updatedAt: sql<Date>`now()` })
          .where("id", "=", piece.uploadId)
          .where("offset", "=", piece.expected)
          .where("length", ">=", piece.expected + piece.size)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto("resumableUploadPiece")
          .values({ uploadId: piece.uploadId, offset: piece.expected, size: piece.size, storageKey: piece.storageKey })
          .execute();
        return true;
      });
    },

    listPieces(uploadIds: string[]) {
      return db
        .selectFrom("resumableUploadPiece")
        .select(["uploadId", "offset", "size", "storageKey"])
        .where("uploadId", "in", uploadIds)
        .orderBy("uploadId")
        .orderBy("offset")
        .execute();
    },

    /** Removes the uploads' rows (their pieces' records go with them); the storage keys of the pieces they had. */
    async delete(uploadIds: string[]): Promise<string[]> {
      if (uploadIds.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const pieces = await trx
          .deleteFrom("resumableUploadPiece")
          .where("uploadId", "in", uploadIds)
          .returning("storageKey")
          .execute();
        await trx.deleteFrom("resumableUpload").where("id", "in", uploadIds).execute();
        return pieces.map((p) => p.storageKey);
      });
    },

    /** Removes the uploads' pieces' records, keeping the rows; the storage keys of the pieces. */
    async deletePieces(uploadIds: string[]): Promise<string[]> {
      if (uploadIds.length === 0) return [];
      const pieces = await db
        .deleteFrom("resumableUploadPiece")
        .where("uploadId", "in", uploadIds)
        .returning("storageKey")
        .execute();
      return pieces.map((p) => p.storageKey);
    },

    /** Uploads created before `before` (abandoned: no submission took them). */
    async listCreatedBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("resumableUpload")
        .select("id")
        .where("createdAt", "<", before)
        .orderBy("createdAt")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type ResumableRepository = ReturnType<typeof createResumableRepository>;
