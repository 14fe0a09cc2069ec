import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ResumableState, UploadInterrupted, UploadRefused, uploadAddress, uploadFile, uploadId } from "./tus";

/**
 * A real tus server over HTTP, small enough to read: it keeps the bytes that arrived before a connection dropped,
 * and can be told to cut the connection after some bytes of a PATCH, to refuse, or to never answer.
 */
function tusServer(
  behaviour: { cutAfter?: number; refuse?: { status: number; message: string }; silent?: boolean; maxBytes?: number } = {},
) {
  const uploads = new Map<string, { length: number; data: Buffer[]; offset: number; metadata: string }>();
  let next = 0;
  const log: string[] = [];
  let patchBytes = 0;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    log.push(`${req.method} ${req.url}`);
    if (behaviour.silent) return; // accepts the connection, answers nothing
    if (req.method === "POST") {
      if (behaviour.refuse) {
        res.writeHead(behaviour.refuse.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: false, message: behaviour.refuse.message }));
        return;
      }
      const id = `u${++next}`;
      uploads.set(id, {
        length: Number(req.headers["upload-length"]),
        data: [],
        offset: 0,
        metadata: String(req.headers["upload-metadata"]),
      });
      res.writeHead(201, { location: `http://other-host.example/files/${id}`, "tus-resumable": "1.0.0" });
      res.end();
      return;
    }
    const id = req.url?.split("/").pop() ?? "";
    const upload = uploads.get(id);
    if (!upload) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === "HEAD") {
      res.writeHead(200, {
        "upload-offset": String(upload.offset),
        "upload-length": String(upload.length),
        "cache-control": "no-store",
      });
      res.end();
      return;
    }
    if (req.method === "PATCH") {
      if (Number(req.headers["upload-offset"]) !== upload.offset) {
        res.writeHead(409, { "upload-offset": String(upload.offset) }).end();
        return;
      }
      let received = 0;
      req.on("data", (chunk: Buffer) => {
        const room = behaviour.cutAfter === undefined ? chunk.length : Math.max(0, behaviour.cutAfter - received);
        const kept = chunk.subarray(0, Math.min(room, chunk.length));
        received += kept.length;
        patchBytes += chunk.length;
        upload.data.push(kept);
        upload.offset += kept.length;
        if (behaviour.cutAfter !== undefined && received >= behaviour.cutAfter) req.socket.destroy();
      });
      req.on("end", () => {
        res.writeHead(204, { "upload-offset": String(upload.offset) }).end();
      });
    }
  };
  const server: Server = createServer(handle);
  return {
    uploads,
    log,
    patchBytes: () => patchBytes,
    async start() {
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
    },
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const bytes = (n: number) => {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + 7) % 251;
  return b;
};

// a real tus server on a socket: its first start can take seconds on a loaded machine
describe("uploadFile", { timeout: 20_000 }, () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it("sends a file in pieces, keeping the confirmed offset after each, with its key and field as metadata", async () => {
    const server = tusServer();
    const endpoint = await server.start();
    stop = server.stop;
    const saved: (ResumableState | undefined)[] = [];
    const data = bytes(100_000);
    const done = await uploadFile(
      { endpoint, key: "key-1234-abcd", pieceBytes: 30_000, save: async (_, s) => void saved.push(s) },
      0,
      { field: "files.3", name: "photo é.jpg", type: "image/jpeg", blob: new Blob([data]) },
      undefined,
    );
    expect(done.offset).toBe(100_000);
    // the other host name in Location is this server's: the upload stays on the site's own address
    expect(done.url).toBe(`${endpoint}/u1`);
    expect(uploadId(done.url)).toBe("u1");
    expect(saved.map((s) => s?.offset)).toEqual([0, 30_000, 60_000, 90_000, 100_000]);
    const upload = server.uploads.get("u1");
    expect(Buffer.concat(upload?.data ?? [])).toEqual(Buffer.from(data));
    const meta = Object.fromEntries(
      (upload?.metadata ?? "").split(",").map((p) => {
        const [k, v] = p.split(" ");
        return [k, Buffer.from(v ?? "", "base64").toString("utf8")];
      }),
    );
    expect(meta).toEqual({ key: "key-1234-abcd", field: "files.3", filename: "photo é.jpg", filetype: "image/jpeg" });
  });

  it("after a dropped connection asks the server where it is and goes on from there, resending nothing it holds", async () => {
    const server = tusServer({ cutAfter: 45_000 });
    const endpoint = await server.start();
    stop = server.stop;
    const data = bytes(200_000);
    const done = await uploadFile(
      { endpoint, key: "key-1234-abcd", pieceBytes: 64 * 1024, save: async () => undefined },
      0,
      { field: "files.1", name: "a.pdf", type: "application/pdf", blob: new Blob([data]) },
      undefined,
    );
    expect(done.offset).toBe(200_000);
    expect(Buffer.concat(server.uploads.get("u1")?.data ?? [])).toEqual(Buffer.from(data));
    expect(server.log.filter((l) => l.startsWith("HEAD")).length).toBeGreaterThanOrEqual(4);
    // what crossed the wire: the file and at most what was in flight when each connection dropped
    expect(server.patchBytes()).toBeLessThan(200_000 * 1.5);
  });

  it("continues a known upload from the server's offset (HEAD first), and starts again when the server lost it", async () => {
    const server = tusServer();
    const endpoint = await server.start();
    stop = server.stop;
    const data = bytes(50_000);
    const first = await uploadFile(
      { endpoint, key: "key-1234-abcd", save: async () => undefined },
      0,
      { field: "files.1", name: "a.pdf", type: "application/pdf", blob: new Blob([data.slice(0, 20_000)]) },
      undefined,
    );
    // the device knew less than the server holds: the server's offset wins
    const resumed = await uploadFile(
      { endpoint, key: "key-1234-abcd", save: async () => undefined },
      0,
      { field: "files.1", name: "a.pdf", type: "application/pdf", blob: new Blob([data]) },
      { url: first.url, offset: 5_000 },
    );
    expect(resumed.url).toBe(first.url);
    expect(server.log.filter((l) => l.startsWith("PATCH"))).toHaveLength(2);
    expect(server.log).toContain("HEAD /files/u1");

    const lost = await uploadFile(
      { endpoint, key: "key-1234-abcd", save: async () => undefined },
      0,
      { field: "files.1", name: "a.pdf", type: "application/pdf", blob: new Blob([data]) },
      { url: `${endpoint}/gone`, offset: 10_000 },
    );
    expect(lost.url).toBe(`${endpoint}/u2`);
    expect(Buffer.concat(server.uploads.get("u2")?.data ?? [])).toEqual(Buffer.from(data));
  });

  it("gives the server's message when it refuses the file", async () => {
    const server = tusServer({ refuse: { status: 413, message: "File is larger than 5MB" } });
    const endpoint = await server.start();
    stop = server.stop;
    const sending = uploadFile(
      { endpoint, key: "key-1234-abcd", save: async () => undefined },
      0,
      { field: "files.1", name: "big.pdf", type: "application/pdf", blob: new Blob([bytes(10)]) },
      undefined,
    );
    await expect(sending).rejects.toBeInstanceOf(UploadRefused);
    await expect(sending).rejects.toThrow("File is larger than 5MB");
  });

  it("aborts a request that gets no answer and reports it as worth another try", async () => {
    const server = tusServer({ silent: true });
    const endpoint = await server.start();
    stop = server.stop;
    const started = Date.now();
    const sending = uploadFile(
      { endpoint, key: "key-1234-abcd", timeoutMs: 300, save: async () => undefined },
      0,
      { field: "files.1", name: "a.pdf", type: "application/pdf", blob: new Blob([bytes(10)]) },
      undefined,
    );
    await expect(sending).rejects.toBeInstanceOf(UploadInterrupted);
    await expect(sending).rejects.toThrow("No answer from the server.");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("keeps a relative Location on the site's own address", () => {
    expect(uploadAddress("/uploads/resumable", "http://localhost:3610/uploads/resumable/abc")).toBe("/uploads/resumable/abc");
    expect(uploadAddress("/uploads/resumable", "/uploads/resumable/abc")).toBe("/uploads/resumable/abc");
  });
});
