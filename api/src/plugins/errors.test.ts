import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OutOfStorageError } from "../errors";
import errorsPlugin from "./errors";

/** A 500 is a defect: it is logged with the request id and answered without internals. */
describe("an unexpected error", () => {
  it("is logged with the request id and answered 500 with the spec's message only", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: "error", stream } });
    await app.register(errorsPlugin);
    app.get("/boom", async () => {
      const err = new Error('insert into "mail_outbox" failed: value too long for type character varying(300)');
      throw Object.assign(err, { code: "22001", detail: "password=hunter2 host=db.internal" });
    });
    await app.ready();

    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, message: "Something went wrong" });
    for (const internal of ["mail_outbox", "varying", "hunter2", "db.internal", "22001", "stack"])
      expect(res.body).not.toContain(internal);

    const logged = lines.find((l) => l.msg === "request failed") ?? {};
    // the id in the log is this request's: the one Fastify gave it (req-1 for the first request of an instance)
    expect(logged.reqId).toBe("req-1");
    expect((logged.err as { message?: string } | undefined)?.message).toContain("value too long");
    await app.close();
  });

  it("keeps a client error's own status and message (4xx is not a defect)", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get("/gone", async () => {
      throw Object.assign(new Error("That page is gone."), { statusCode: 410 });
    });
    const res = await app.inject({ method: "GET", url: "/gone" });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ status: false, message: "That page is gone." });
    await app.close();
  });
});

describe("a write that finds no space", () => {
  const failures: [string, () => unknown][] = [
    [
      "Node's ENOSPC (a file written to a full disk)",
      () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
    ],
    ["Node's EDQUOT (a quota)", () => Object.assign(new Error("EDQUOT: disk quota exceeded, write"), { code: "EDQUOT" })],
    [
      "PostgreSQL's and PGlite's disk_full (53100)",
      () => Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: "53100" }),
    ],
    ["PGlite's file system (Emscripten ErrnoError 51)", () => Object.assign(new Error(), { name: "ErrnoError", errno: 51 })],
    [
      "one wrapped as a cause",
      () => new Error("the upload failed", { cause: Object.assign(new Error("full"), { code: "ENOSPC" }) }),
    ],
    ["the refusal before a write (OutOfStorageError)", () => new OutOfStorageError()],
  ];

  it.each(failures)("is answered 507 with a clear message: %s", async (_, failure) => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post("/save", async () => {
      throw failure();
    });
    const res = await app.inject({ method: "POST", url: "/save" });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ status: false, message: "The server is out of storage space; nothing was saved." });
    await app.close();
  });
});
