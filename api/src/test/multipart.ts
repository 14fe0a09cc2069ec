import type { App } from "../app";

export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----hpm${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** An image uploaded through the editor's upload route, as the image field sends it. */
export function uploadImage(app: App, cookie: string, image: Buffer, filename = "image.png") {
  const form = multipart("file", filename, "image/png", image);
  return app.inject({
    method: "POST",
    url: "/api/cms/upload-image",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}
