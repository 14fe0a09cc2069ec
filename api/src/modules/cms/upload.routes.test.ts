import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";
import { multipart } from "../../test/multipart";

const LIMIT = 300 * 1024;
const t = setupApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const picture = (format: "png" | "jpeg", width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    [format]()
    .toBuffer();

function upload(data: Buffer, filename: string, type: string, cookie = editor) {
  const form = multipart("file", filename, type, data);
  return t.app.inject({
    method: "POST",
    url: "/api/cms/upload-image",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

describe("POST /api/cms/upload-image", () => {
  it("accepts a PNG and makes resized WebP variants served with long cache headers", async () => {
    const res = await upload(await picture("png"), "banner.png", "image/png");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    expect(body.path).toMatch(/^\/uploads\/[a-f0-9]{24}-1200\.webp$/);
    expect(body).toMatchObject({ width: 1200, height: 600 });

    const served = await t.app.inject({ method: "GET", url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const small = await t.app.inject({ method: "GET", url: body.variants[0].path });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
  });

  it("accepts a JPEG", async () => {
    const res = await upload(await picture("jpeg", 300, 200), "photo.jpg", "image/jpeg");
    expect(res.statusCode).toBe(200);
    expect(res.json().variants).toEqual([{ width: 300, path: expect.stringMatching(/-300\.webp$/) }]);
  });

  it("answers 415 for HTML or SVG bytes named .png, whatever the declared type", async () => {
    const html = await upload(Buffer.from("<!doctype html><script>alert(1)</script>"), "evil.png", "image/png");
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ status: false, message: "Only JPEG and PNG images can be uploaded." });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    expect((await upload(svg, "evil.png", "image/png")).statusCode).toBe(415);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    expect((await upload(gif, "a.png", "image/png")).statusCode).toBe(415);
  });

  it("answers 415 for a truncated PNG", async () => {
    const png = await picture("png");
    expect((await upload(png.subarray(0, 40), "cut.png", "image/png")).statusCode).toBe(415);
  });

  it("answers 415 with a clear message for a PNG whose header reads but whose pixel data is broken", async () => {
    // the header (signature, IHDR) intact, the compressed pixel data overwritten: sharp reads the size, then libpng fails
    const png = Buffer.from(await picture("png", 64, 64));
    const idat = png.indexOf("IDAT");
    png.fill(0x5a, idat + 4, png.length - 12);
    const res = await upload(png, "broken.png", "image/png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: "This file is not a valid JPEG or PNG image." });
  });

  it("answers 400, not 500, for a multipart body without a boundary", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cms/upload-image",
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      headers: { "content-type": "multipart/form-data", cookie: editor },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });

  it("answers 413 over the size limit", async () => {
    const big = Buffer.concat([await picture("png", 10, 10), Buffer.alloc(LIMIT + 10, 1)]);
    const res = await upload(big, "big.png", "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(false);
  });

  it("answers 400 when no file is sent", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cms/upload-image",
      payload: { file: "x" },
      headers: { cookie: editor },
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses anonymous and non-admin callers", async () => {
    const png = await picture("png", 20, 20);
    const anon = multipart("file", "a.png", "image/png", png);
    expect((await t.app.inject({ method: "POST", url: "/api/cms/upload-image", ...anon })).statusCode).toBe(401);
    expect((await upload(png, "a.png", "image/png", await t.cookieFor(AGENT))).statusCode).toBe(403);
  });
});
