import { createHash } from "node:crypto";
import { HUB_MESSAGES } from "@hpm/contracts/pages/agent-hub";
import { UnsupportedMediaTypeError } from "../../errors";
import type { Storage } from "../../plugins/storage";

const PDF_MAGIC = Buffer.from("%PDF-");

export function isPdf(buffer: Buffer): boolean {
  return buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export function createPdfService(storage: Storage) {
  return {
    async save(buffer: Buffer, filename: string) {
      if (!isPdf(buffer)) throw new UnsupportedMediaTypeError(HUB_MESSAGES.pdfType);
      const id = createHash("sha256").update(buffer).digest("hex").slice(0, 24);
      const path = await storage.put(`${id}.pdf`, buffer, "application/pdf");
      const name = filename.replace(/[^\w .()-]/g, "_").slice(0, 200) || "document.pdf";
      return { path, name };
    },
  };
}

export type PdfService = ReturnType<typeof createPdfService>;
