import { describe, expect, it } from "vitest";
import { captureTime, imageKind, imageSize, SHRINK_OVER_BYTES, shouldShrink, shrunkName, shrunkSize } from "./photo-metadata";

/** A TIFF block (the body of an EXIF segment) in either byte order, as cameras write it. */
function tiff(little: boolean, ifd0: Entry[], exif: Entry[]) {
  const out: number[] = [];
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) => (little ? [v, v >> 8, v >> 16, v >>> 24] : [v >>> 24, v >> 16, v >> 8, v]).map((b) => b & 0xff);
  // layout: header (8), IFD0, Exif IFD, then the values that do not fit in 4 bytes
  const ifdSize = (n: number) => 2 + n * 12 + 4;
  const ifd0Entries = [...ifd0, { tag: 0x8769, type: 4, value: 0 }];
  const ifd0At = 8;
  const exifAt = ifd0At + ifdSize(ifd0Entries.length);
  let dataAt = exifAt + ifdSize(exif.length);
  const data: number[] = [];
  const write = (entries: Entry[]) => {
    out.push(...u16(entries.length));
    for (const e of entries) {
      out.push(...u16(e.tag), ...u16(e.type));
      if (typeof e.value === "string") {
        const bytes = [...e.value].map((c) => c.charCodeAt(0)).concat(0);
        out.push(...u32(bytes.length));
        if (bytes.length <= 4) out.push(...bytes, ...Array(4 - bytes.length).fill(0));
        else {
          out.push(...u32(dataAt));
          data.push(...bytes);
          dataAt += bytes.length;
        }
      } else {
        out.push(...u32(1));
        if (e.type === 3) out.push(...u16(e.value), 0, 0);
        else out.push(...u32(e.tag === 0x8769 ? exifAt : e.value));
      }
    }
    out.push(...u32(0));
  };
  out.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(ifd0At));
  write(ifd0Entries);
  write(exif);
  return [...out, ...data];
}

interface Entry {
  tag: number;
  type: number;
  value: number | string;
}

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const exifSegment = (body: number[]) => segment(0xe1, [..."Exif\0\0"].map((c) => c.charCodeAt(0)).concat(body));
/** Baseline frame header: precision, height, width, three components. */
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const sos = segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);

function jpeg(...segments: number[][]) {
  return new Uint8Array([0xff, 0xd8, ...segments.flat(), ...sos, 0x12, 0x34, 0xff, 0xd9]);
}

const ORIENTATION = (v: number): Entry => ({ tag: 0x0112, type: 3, value: v });
const ascii = (tag: number, value: string): Entry => ({ tag, type: 2, value });

function png(width: number, height: number) {
  const be = (v: number) => [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...be(width),
    ...be(height),
    8,
    2,
    0,
    0,
    0,
  ]);
}

describe("captureTime", () => {
  it("reads DateTimeOriginal from the Exif IFD, in either byte order", () => {
    for (const little of [true, false]) {
      const bytes = jpeg(
        exifSegment(tiff(little, [ORIENTATION(6), ascii(0x0132, "2026:11:21 09:00:00")], [ascii(0x9003, "2026:11:20 14:05:33")])),
        sof(0xc0, 6000, 4000),
      );
      expect(captureTime(bytes)).toBe("2026-11-20T14:05:33");
    }
  });

  it("adds the camera's offset when it wrote one, and falls back to DateTimeDigitized", () => {
    const withOffset = jpeg(
      exifSegment(tiff(true, [], [ascii(0x9003, "2026:11:20 14:05:33"), ascii(0x9011, "-07:00")])),
      sof(0xc0, 10, 10),
    );
    expect(captureTime(withOffset)).toBe("2026-11-20T14:05:33-07:00");
    const digitized = jpeg(exifSegment(tiff(false, [], [ascii(0x9004, "2025:01:02 03:04:05")])), sof(0xc0, 10, 10));
    expect(captureTime(digitized)).toBe("2025-01-02T03:04:05");
  });

  it("finds the EXIF segment after a JFIF one", () => {
    const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const bytes = jpeg(jfif, exifSegment(tiff(true, [], [ascii(0x9003, "2026:06:01 18:30:00")])), sof(0xc2, 10, 10));
    expect(captureTime(bytes)).toBe("2026-06-01T18:30:00");
  });

  it("is null without a time, with a blank camera clock, for a PNG, or when the EXIF block is cut short", () => {
    expect(captureTime(jpeg(sof(0xc0, 10, 10)))).toBeNull();
    expect(captureTime(jpeg(exifSegment(tiff(true, [ORIENTATION(1)], [])), sof(0xc0, 10, 10)))).toBeNull();
    expect(captureTime(jpeg(exifSegment(tiff(true, [], [ascii(0x9003, "0000:00:00 00:00:00")]))))).toBeNull();
    expect(captureTime(png(10, 10))).toBeNull();
    const whole = jpeg(exifSegment(tiff(true, [], [ascii(0x9003, "2026:11:20 14:05:33")])), sof(0xc0, 10, 10));
    for (const cut of [10, 20, 30, 40, 50, 60, 70]) expect(captureTime(whole.subarray(0, cut))).toBeNull();
  });
});

describe("imageSize and imageKind", () => {
  it("reads a JPEG's frame header past its EXIF block, and a PNG's IHDR", () => {
    const bytes = jpeg(exifSegment(tiff(true, [ORIENTATION(6)], [ascii(0x9003, "2026:11:20 14:05:33")])), sof(0xc2, 6000, 4000));
    expect(imageKind(bytes)).toBe("jpeg");
    expect(imageSize(bytes)).toEqual({ width: 6000, height: 4000 });
    expect(imageSize(png(3000, 200))).toEqual({ width: 3000, height: 200 });
    expect(imageKind(png(1, 1))).toBe("png");
  });

  it("knows nothing of other files or of a header cut short", () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n");
    expect(imageKind(pdf)).toBeNull();
    expect(imageSize(pdf)).toBeNull();
    expect(imageSize(jpeg(sof(0xc0, 100, 100)).subarray(0, 8))).toBeNull();
  });
});

describe("shouldShrink", () => {
  const MB = SHRINK_OVER_BYTES;
  it("makes smaller a JPEG or PNG longer than 2048 px or heavier than 1 MB", () => {
    expect(shouldShrink({ kind: "jpeg", bytes: 6.2 * MB, size: { width: 4000, height: 3000 } })).toBe(true);
    expect(shouldShrink({ kind: "jpeg", bytes: 0.8 * MB, size: { width: 4000, height: 3000 } })).toBe(true);
    expect(shouldShrink({ kind: "png", bytes: 2 * MB, size: { width: 800, height: 600 } })).toBe(true);
    expect(shouldShrink({ kind: "png", bytes: 40_000, size: { width: 1200, height: 2049 } })).toBe(true);
    expect(shouldShrink({ kind: "jpeg", bytes: 3 * MB, size: null })).toBe(true);
  });

  it("leaves small images and everything else as they are", () => {
    expect(shouldShrink({ kind: "jpeg", bytes: MB, size: { width: 2048, height: 1536 } })).toBe(false);
    expect(shouldShrink({ kind: "png", bytes: 70, size: { width: 1, height: 1 } })).toBe(false);
    expect(shouldShrink({ kind: null, bytes: 4 * MB, size: null })).toBe(false);
    expect(shouldShrink({ kind: "jpeg", bytes: 500_000, size: null })).toBe(false);
  });
});

describe("the smaller photo", () => {
  it("keeps its proportions with the long side at 2048 px, never larger than it was", () => {
    expect(shrunkSize(6000, 4000)).toEqual({ width: 2048, height: 1365 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("is a .jpg named after the photo, with the time it was taken when known", () => {
    expect(shrunkName("IMG_0042.jpg", "2026-11-20T14:05:33-07:00")).toBe("IMG_0042 taken 2026-11-20 14.05.jpg");
    expect(shrunkName("scan.PNG", null)).toBe("scan.jpg");
    expect(shrunkName(".png", null)).toBe("photo.jpg");
  });
});
