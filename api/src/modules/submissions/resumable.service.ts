import { randomBytes, randomUUID } from "node:crypto";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, FORM_MESSAGES, UPLOADS_FIELD } from "@hpm/contracts";
import type { Database } from "../../db/database";
import { BadRequestError, PayloadTooLargeError } from "../../errors";
import type { Storage } from "../../plugins/storage";
import { createResumableRepository, type NewResumableUpload } from "./resumable.repository";
import { discardFiles } from "./submit.attachments";
import type { IncomingFile } from "./submit.types";

/** Storage keys of resumable upload pieces start with this (the orphan sweep leaves them to the upload's own expiry). */
export const RESUMABLE_PIECE_PREFIX = "tus-";
export const UPLOAD_NOT_FINISHED = "An attachment has not finished uploading. Please send the report again.";
export const FILE_FIELD = /^files\.[1-9][0-9]{0,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Unfinished uploads one submission may have at once, and uploads in all (retries create new ones). */
const MAX_UNFINISHED = ATTACHMENT_MAX_FILES;
const MAX_PER_KEY = ATTACHMENT_MAX_FILES * 4;

export interface ResumableUpload extends NewResumableUpload {
  offset: number;
  expiresAt: Date;
}

const notFinished = () => new BadRequestError(UPLOAD_NOT_FINISHED, [{ path: UPLOADS_FIELD, message: UPLOAD_NOT_FINISHED }]);

/** The submission's `uploads` field: `[{"field":"files.3","id":"…"}]`, each upload once. */
export function parseUploadRefs(text: string | undefined): { field: string; id: string }[] {
  if (text === undefined || text.trim() === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const invalid = new BadRequestError("The list of uploaded attachments is not valid.", [
    { path: UPLOADS_FIELD, message: "is not valid" },
  ]);
  if (!Array.isArray(value)) throw invalid;
  if (value.length > ATTACHMENT_MAX_FILES) throw new PayloadTooLargeError(FORM_MESSAGES.tooManyFiles);
  const refs = value.map((v) => {
    const { field, id } = (v ?? {}) as { field?: unknown; id?: unknown };
    if (typeof field !== "string" || !FILE_FIELD.test(field) || typeof id !== "string" || !UUID.test(id)) throw invalid;
    return { field, id };
  });
  if (new Set(refs.map((r) => r.id)).size !== refs.length) throw invalid;
  return refs;
}

/**
 * Resumable attachment uploads (the tus protocol's state): a row per upload, its bytes as pieces in the private
 * store under `tus-<id>-<offset>-<random>`, each piece recorded with the offset's move in one transaction, so two
 * requests appending at the same offset (two instances, a tab and its service worker) never both count.
 */
export function createResumableUploads(deps: { db: Database; files: Storage; maxAgeMs: number }) {
  const { files, maxAgeMs } = deps;
  const repo = createResumableRepository(deps.db);
  const since = () => new Date(Date.now() - maxAgeMs);
  const withExpiry = <T extends { createdAt: Date | string; offset: number }>(row: T) => {
    const { createdAt, ...rest } = row;
    return { ...rest, expiresAt: new Date(new Date(createdAt).getTime() + maxAgeMs) };
  };

  async function join(upload: ResumableUpload, pieces: { offset: number; size: number; storageKey: string }[]) {
    const parts: Buffer[] = [];
    let at = 0;
    for (const p of pieces) {
      if (p.offset !== at) return null;
      const data = await files.get(p.storageKey);
      if (!data || data.length !== p.size) return null;
      parts.push(data);
      at += p.size;
    }
    return at === upload.length ? Buffer.concat(parts, at) : null;
  }

  async function get(id: string): Promise<ResumableUpload | undefined> {
    const row = await repo.getById(id, since());
    return row && withExpiry(row);
  }

  async function remove(ids: string[]): Promise<void> {
    const keys = await repo.delete(ids);
    await discardFiles(files, keys);
  }

  return {
    async create(input: { key: string; field: string; fileName: string; fileType: string; length: number }) {
      if (input.length > ATTACHMENT_MAX_BYTES) throw new PayloadTooLargeError(FORM_MESSAGES.fileTooLarge);
      const counts = await repo.countForKey(input.key, since());
      if (counts.unfinished >= MAX_UNFINISHED || counts.total >= MAX_PER_KEY)
        throw new PayloadTooLargeError(FORM_MESSAGES.tooManyFiles);
      const id = randomUUID();
      await repo.create({
        id,
        idempotencyKey: input.key,
        field: input.field,
        fileName: input.fileName,
        fileType: input.fileType,
        length: input.length,
      });
      return { id, expiresAt: new Date(Date.now() + maxAgeMs) };
    },

    /** The upload, or undefined when it does not exist or has expired. */
    get,

    /**
     * Keeps `data` as the piece at `expected`: the new offset, or `{ conflict }` with the offset as it is now when
     * another request moved it first (the piece is discarded), or undefined when the upload is gone.
     */
    async append(id: string, expected: number, data: Buffer): Promise<{ offset: number } | { conflict: number } | undefined> {
      if (data.length === 0) {
        const now = await get(id);
        if (!now) return undefined;
        return now.offset === expected ? { offset: expected } : { conflict: now.offset };
      }
      const storageKey = `${RESUMABLE_PIECE_PREFIX}${id}-${expected}-${randomBytes(4).toString("hex")}`;
      await files.put(storageKey, data, "application/octet-stream");
      let moved = false;
      try {
        moved = await repo.advance({ uploadId: id, expected, size: data.length, storageKey });
      } finally {
        if (!moved) await discardFiles(files, [storageKey]);
      }
      if (moved) return { offset: expected + data.length };
      const now = await get(id);
      return now && { conflict: now.offset };
    },

    /** Removes uploads: their rows, then their pieces. */
    remove,

    /**
     * Once a submission stored the uploads' files: their pieces go, their rows stay (complete) until they expire, so a
     * client whose answer was lost finds them finished (HEAD) and resends the submission, not the bytes; the resend is
     * answered from the stored submission.
     */
    async release(ids: string[]): Promise<void> {
      await discardFiles(files, await repo.deletePieces(ids));
    },

    /**
     * The files a submission names, read back from their pieces: each upload must exist, belong to the submission's
     * idempotency key and be complete, or the submission is refused (400, path `uploads`) and nothing is taken.
     */
    async take(key: string | undefined, refs: { field: string; id: string }[]): Promise<IncomingFile[]> {
      if (refs.length === 0) return [];
      if (!key) throw notFinished();
      const rows = new Map(
        (
          await repo.listByIds(
            refs.map((r) => r.id),
            since(),
          )
        ).map((r) => [r.id, withExpiry(r)]),
      );
      const pieces = await repo.listPieces(refs.map((r) => r.id));
      const out: IncomingFile[] = [];
      for (const ref of refs) {
        const upload = rows.get(ref.id);
        if (!upload || upload.idempotencyKey !== key || upload.field !== ref.field || upload.offset !== upload.length)
          throw notFinished();
        const data = await join(
          upload,
          pieces.filter((p) => p.uploadId === ref.id),
        );
        if (!data) throw notFinished();
        out.push({ fieldName: ref.field, name: upload.fileName, data });
      }
      return out;
    },

    /** Removes the uploads created more than the maximum age ago (abandoned, or never named by a submission). */
    async sweep(): Promise<number> {
      let removed = 0;
      for (;;) {
        const ids = await repo.listCreatedBefore(since(), 200);
        if (ids.length === 0) return removed;
        await remove(ids);
        removed += ids.length;
      }
    },
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
