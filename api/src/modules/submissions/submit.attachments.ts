import { ATTACHMENT_MIME_TYPES, FORM_MESSAGES } from "@hpm/contracts";
import { fileTypeFromBuffer } from "file-type";
import { UnsupportedMediaTypeError } from "../../errors";
import type { Storage } from "../../plugins/storage";
import type { IncomingFile } from "./submit.types";

export interface CheckedFile {
  fieldName: string;
  name: string;
  mime: string;
  data: Buffer;
}

const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .trim()
    .slice(0, 120) || "attachment";

/** Each file's type read from its bytes (not its name), one of the accepted types, under a safe name. */
export async function checkFiles(incoming: IncomingFile[]): Promise<CheckedFile[]> {
  const out: CheckedFile[] = [];
  for (const f of incoming) {
    const type = await fileTypeFromBuffer(f.data);
    if (!type || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(type.mime))
      throw new UnsupportedMediaTypeError(FORM_MESSAGES.fileType);
    out.push({ fieldName: f.fieldName, name: safeFileName(f.name), mime: type.mime, data: f.data });
  }
  return out;
}

/**
 * Writes the files under keys of the submission's id, before its row is stored (a row must never point at a
 * missing file). When writing fails half-way, what was written is removed; a file whose row never commits
 * is removed by the caller or, when the process dies first, by the orphan sweep (attachment-sweep.ts).
 */
export async function storeFiles(storage: Storage, submissionId: string, checked: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const [n, file] of checked.entries()) {
      const storageKey = `sub-${submissionId}-${n + 1}`;
      keys.push(storageKey);
      await storage.put(storageKey, file.data, file.mime);
    }
  } catch (err) {
    await discardFiles(storage, keys);
    throw err;
  }
  return keys;
}

export async function discardFiles(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((k) => storage.delete?.(k).catch(() => undefined)));
}
