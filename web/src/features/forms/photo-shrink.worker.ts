/// <reference lib="webworker" />
import { captureTime, imageKind, imageSize, SHRINK_OVER_BYTES, shouldShrink, shrunkSize } from "./photo-metadata";
import type { ShrinkOutcome, ShrinkReply, ShrinkRequest } from "./photo-shrink";

declare const self: DedicatedWorkerGlobalScope;

/** JPEG qualities tried in turn until the photo is at most 1 MB (the last one is kept whatever its weight). */
const QUALITIES = [0.8, 0.7, 0.6, 0.5];

async function shrink(file: Blob): Promise<ShrinkOutcome> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!shouldShrink({ kind, bytes: file.size, size: imageSize(bytes) })) return { outcome: "kept" };
  if (typeof OffscreenCanvas === "undefined" || typeof createImageBitmap !== "function") return { outcome: "unsupported" };
  const takenAt = captureTime(bytes);
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = shrunkSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return { outcome: "unsupported" };
  }
  // a PNG's transparent parts on white, as a JPEG has no transparency (they would turn black)
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob: Blob | undefined;
  for (const quality of QUALITIES) {
    blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
    if (blob.size <= SHRINK_OVER_BYTES) break;
  }
  if (!blob || blob.size >= file.size) return { outcome: "kept" };
  return { outcome: "shrunk", blob, width, height, takenAt };
}

self.onmessage = async (event: MessageEvent<ShrinkRequest>) => {
  const { id, file } = event.data;
  let reply: ShrinkOutcome;
  try {
    reply = await shrink(file);
  } catch (err) {
    reply = { outcome: "failed", reason: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage({ id, ...reply } satisfies ShrinkReply);
};
