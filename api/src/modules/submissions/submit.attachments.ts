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

export async function storeFiles(storage: Storage, submissionId: string, checked: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [n, file] of checked.entries()) {
    const storageKey = `sub-${submissionId}-${n + 1}`;
    await storage.put(storageKey, file.data, file.mime);
    keys.push(storageKey);
  }
  return keys;
}
