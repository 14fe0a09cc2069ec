import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { Database } from "../../db/database";
import { UnsupportedMediaTypeError } from "../../errors";
import type { Storage } from "../../plugins/storage";

export const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);
export const VARIANT_WIDTHS = [480, 960, 1600];
const MAX_PIXELS = 40_000_000;
export const NOT_AN_IMAGE = "This file is not a valid JPEG or PNG image.";

export function createUploadService(db: Database, storage: Storage) {
  return {
    async saveImage(buffer: Buffer, by: string) {
      const type = await fileTypeFromBuffer(buffer);
      if (!type || !IMAGE_TYPES.has(type.mime)) throw new UnsupportedMediaTypeError("Only JPEG and PNG images can be uploaded.");
      let meta: Metadata;
      try {
        meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
      } catch {
        throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
      }
      const width = meta.autoOrient?.width ?? meta.width ?? 0;
      const id = createHash("sha256").update(buffer).digest("hex").slice(0, 24);
      const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
      const variants: { width: number; path: string }[] = [];
      let height = 0;
      for (const w of widths) {
        // a header that reads well says nothing of the pixels: broken data only shows when they are decoded
        const { data, info } = await sharp(buffer, { limitInputPixels: MAX_PIXELS })
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer({ resolveWithObject: true })
          .catch(() => {
            throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
          });
        variants.push({ width: info.width, path: await storage.put(`${id}-${info.width}.webp`, data, "image/webp") });
        height = info.height;
      }
      const largest = variants[variants.length - 1] as { width: number; path: string };
      await db
        .insertInto("upload")
        .values({
          id,
          mime: type.mime,
          bytes: buffer.length,
          width: largest.width,
          height,
          variants: JSON.stringify(variants),
          createdBy: by,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return { path: largest.path, variants, width: largest.width, height };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
