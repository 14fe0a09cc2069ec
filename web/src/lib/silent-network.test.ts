import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNetworkSilentError, NetworkSilentError, networkClock, readUnlessSilent, watchSilence } from "./silent-network";

const SILENCE = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A real HTTP server with the behaviours of a bad link. */
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  // accepts, reads, never answers
  "/hole": () => undefined,
  "/quick": (_req, res) => res.end('{"ok":true}'),
  // the headers at once, then ten pieces 100 ms apart: slow, but never silent for SILENCE
  "/trickle": (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    let n = 0;
    const next = () => {
      if (n === 10) return void res.end();
      res.write(String(n++));
      setTimeout(next, 100);
    };
    next();
  },
  // the headers and a first piece, then nothing
  "/stall": (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.write("first");
  },
  // the headers only after 700 ms
  "/late": (_req, res) => {
    setTimeout(() => res.end("late"), 700);
  },
  "/empty": (_req, res) => {
    res.writeHead(204);
    res.end();
  },
};

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => routes[req.url ?? ""]?.(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const get = (path: string, clock = networkClock(), init: RequestInit = {}) =>
  readUnlessSilent(`${base}${path}`, init, { silenceMs: SILENCE, clock }).then(({ res, text }) => ({
    status: res.status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  }));

describe("a request on a silent network", () => {
  it("gives up when no headers arrive, after the silence and not much later", async () => {
    const started = Date.now();
    const error = await get("/hole").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkSilentError);
    expect(isNetworkSilentError(error)).toBe(true);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(SILENCE - 20);
    expect(took).toBeLessThan(SILENCE + 400);
  });

  it("gives up when the body stops arriving", async () => {
    const error = await get("/stall").catch((e: unknown) => e);
    expect(isNetworkSilentError(error)).toBe(true);
  });

  it("gives up when the headers take longer than the silence and nothing else arrives", async () => {
    expect(isNetworkSilentError(await get("/late").catch((e: unknown) => e))).toBe(true);
  });
});

describe("a request on a slow but working network", () => {
  it("is let finish while its body keeps arriving, however long it takes in all", async () => {
    const started = Date.now();
    const res = await get("/trickle");
    expect(await res.text()).toBe("0123456789");
    expect(Date.now() - started).toBeGreaterThan(3 * SILENCE);
  });

  it("waits for its headers while another request's body is arriving (its turn on a busy link)", async () => {
    const clock = networkClock();
    const [trickle, late] = await Promise.all([
      get("/trickle", clock).then((r) => r.text()),
      get("/late", clock).then((r) => r.text()),
    ]);
    expect(trickle).toBe("0123456789");
    expect(late).toBe("late");
  });

  it("passes quick answers and answers without a body on as they are", async () => {
    const res = await get("/quick");
    expect(await res.json()).toEqual({ ok: true });
    const empty = await get("/empty");
    expect(empty.status).toBe(204);
  });
});

describe("watchSilence", () => {
  it("aborts with the caller's own reason when the caller aborts", async () => {
    const outer = new AbortController();
    const watch = watchSilence(SILENCE, networkClock(), outer.signal);
    outer.abort(new Error("left the page"));
    expect(watch.signal.aborted).toBe(true);
    expect((watch.signal.reason as Error).message).toBe("left the page");
  });

  it("does not abort once stopped", async () => {
    const watch = watchSilence(50, networkClock());
    watch.stop();
    await sleep(120);
    expect(watch.signal.aborted).toBe(false);
  });

  it("counts the silence from what was last heard on the clock", async () => {
    let now = 0;
    const clock = networkClock(() => now);
    const watch = watchSilence(50, clock);
    now = 40;
    clock.heard();
    now = 60;
    await sleep(70); // the first check: 20 quiet, not 50
    expect(watch.signal.aborted).toBe(false);
    now = 95;
    await sleep(60);
    expect(watch.signal.aborted).toBe(true);
    expect(isNetworkSilentError(watch.signal.reason)).toBe(true);
  });
});
