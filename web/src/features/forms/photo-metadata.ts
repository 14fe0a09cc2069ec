/**
 * What the device reads from a photo's own bytes before it is made smaller: its kind, its size in pixels (JPEG SOF,
 * PNG IHDR) and when it was taken (EXIF DateTimeOriginal). Plain byte reading, no library: the worker
 * (photo-shrink.worker.ts) runs it, and Node tests it.
 */

/** A photo longer than this on its long side, or heavier than SHRINK_OVER_BYTES, is made smaller. */
export const SHRINK_MAX_SIDE = 2048;
/** 1 MB, counted as the 5 MB rule counts (ATTACHMENT_MAX_BYTES is 5 × 1,048,576). */
export const SHRINK_OVER_BYTES = 1_048_576;

export type ImageKind = "jpeg" | "png";

/** JPEG or PNG from the first bytes (not the name or the type the browser guessed from it); null otherwise. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "png";
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): the frame's height and width follow. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

interface Segment {
  marker: number;
  /** Offset of the segment's data (after its two length bytes). */
  start: number;
  end: number;
}

/** A JPEG's marker segments up to the image data (start of scan). */
function* jpegSegments(bytes: Uint8Array): Generator<Segment> {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2) return;
    const start = at + 4;
    const end = Math.min(bytes.length, at + 2 + length);
    yield { marker, start, end };
    if (marker === 0xda) return;
    at += 2 + length;
  }
}

/** The image's width and height as stored (before any EXIF orientation), or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const kind = imageKind(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === "png") {
    if (bytes.length < 24) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (kind === "jpeg") {
    for (const s of jpegSegments(bytes)) {
      if (SOF.has(s.marker) && s.end - s.start >= 5)
        return { height: view.getUint16(s.start + 1), width: view.getUint16(s.start + 3) };
    }
  }
  return null;
}

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const DATE_TIME_DIGITIZED = 0x9004;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;

/** One IFD's entries as tag → {type, count, value offset or inline value position}. */
function readIfd(tiff: DataView, offset: number, little: boolean) {
  const entries = new Map<number, { type: number; count: number; at: number }>();
  if (offset + 2 > tiff.byteLength) return entries;
  const count = tiff.getUint16(offset, little);
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > tiff.byteLength) break;
    entries.set(tiff.getUint16(at, little), {
      type: tiff.getUint16(at + 2, little),
      count: tiff.getUint32(at + 4, little),
      at: at + 8,
    });
  }
  return entries;
}

function asciiOf(tiff: DataView, entry: { type: number; count: number; at: number } | undefined, little: boolean) {
  if (!entry || entry.type !== ASCII || entry.count > 64) return null;
  const start = entry.count <= 4 ? entry.at : tiff.getUint32(entry.at, little);
  if (start + entry.count > tiff.byteLength) return null;
  let out = "";
  for (let i = 0; i < entry.count; i++) {
    const c = tiff.getUint8(start + i);
    if (c === 0) break;
    out += String.fromCharCode(c);
  }
  return out;
}

/**
 * When the photo was taken, from its EXIF DateTimeOriginal (else DateTimeDigitized): "2026-11-20T14:05:33", the
 * camera's own clock, with its offset ("…+02:00") where the camera wrote one; null when the photo carries none.
 */
export function captureTime(bytes: Uint8Array): string | null {
  if (imageKind(bytes) !== "jpeg") return null;
  for (const s of jpegSegments(bytes)) {
    if (s.marker !== 0xe1 || s.end - s.start < 14) continue;
    const header = String.fromCharCode(...bytes.subarray(s.start, s.start + 6));
    if (header !== "Exif\0\0") continue;
    try {
      const tiff = new DataView(bytes.buffer, bytes.byteOffset + s.start + 6, s.end - s.start - 6);
      const order = tiff.getUint16(0);
      if (order !== 0x4949 && order !== 0x4d4d) return null;
      const little = order === 0x4949;
      if (tiff.getUint16(2, little) !== 42) return null;
      const ifd0 = readIfd(tiff, tiff.getUint32(4, little), little);
      const pointer = ifd0.get(EXIF_IFD_POINTER);
      if (!pointer) return null;
      const exif = readIfd(tiff, tiff.getUint32(pointer.at, little), little);
      const raw = asciiOf(tiff, exif.get(DATE_TIME_ORIGINAL), little) ?? asciiOf(tiff, exif.get(DATE_TIME_DIGITIZED), little);
      const m = raw?.match(/^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/);
      if (!m || m[1] === "0000") return null;
      const offset = asciiOf(tiff, exif.get(OFFSET_TIME_ORIGINAL), little);
      const zone = offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : "";
      return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`;
    } catch {
      return null; // a header that points outside its segment: no time rather than a wrong one
    }
  }
  return null;
}

/**
 * Whether a photo is made smaller: a JPEG or PNG longer than 2048 px on its long side or heavier than 1 MB. Other
 * files (PDFs) and small images go as they are. A JPEG or PNG whose size cannot be read is judged by its weight.
 */
export function shouldShrink(photo: { kind: ImageKind | null; bytes: number; size: { width: number; height: number } | null }) {
  if (!photo.kind) return false;
  if (photo.bytes > SHRINK_OVER_BYTES) return true;
  return photo.size !== null && Math.max(photo.size.width, photo.size.height) > SHRINK_MAX_SIDE;
}

/** The smaller image's size: the long side at most SHRINK_MAX_SIDE, the proportions kept. */
export function shrunkSize(width: number, height: number) {
  const scale = Math.min(1, SHRINK_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The smaller photo's name: a JPEG now, with the time it was taken where the photo said (re-encoding drops the
 * metadata, so the office reads it in the name): "IMG_0042.jpg" taken 2026-11-20 14:05 → "IMG_0042 taken 2026-11-20 14.05.jpg".
 * Only characters the server keeps in a name ([A-Za-z0-9._ -]).
 */
export function shrunkName(name: string, takenAt: string | null): string {
  const base = name.replace(/\.[^.]*$/, "").slice(0, 80) || "photo";
  const m = takenAt?.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/);
  return m ? `${base} taken ${m[1]} ${m[2]}.${m[3]}.jpg` : `${base}.jpg`;
}
