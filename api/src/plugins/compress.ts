import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than the bytes it saves. */
export const MIN_BYTES = 1024;
/** Answers at least this big are kept compressed (the same string comes back from the content and page caches). */
const MEMO_MIN_BYTES = 4 * 1024;
const MEMO_MAX_BYTES = 32 * 1024 * 1024;
/** Answers this big (the agent directory) are compressed again at brotli's best in the background: 30% smaller. */
const BEST_MIN_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|text\/|image\/svg\+xml)/;

type Encoding = "br" | "gzip";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Compresses a big answer at brotli's best ahead of its first request (the agent directory after a change), so
     * the first visitor gets the small copy too. Answers under BEST_MIN_BYTES are left to the request.
     */
    compressAhead(body: string | Promise<string>): Promise<void>;
    /** Settles once nothing is being compressed ahead (nor read to be). */
    compressedAhead(): Promise<void>;
  }
}

/** The encoding the client accepts that we send: brotli first, then gzip; `q=0` refuses one. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** Brotli at its best quality (seconds of one core for megabytes; milliseconds for the search index). */
export function encodeBest(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // quality 5: about as small as gzip -9 for a fraction of the time; the work runs on libuv's thread pool
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

type MemoEntry = Partial<Record<Encoding, Buffer>> & { best?: boolean };

/** Compressed copies of big answers by their text, least recently used first out, at most MEMO_MAX_BYTES. */
function compressionMemo() {
  const memo = new Map<string, MemoEntry>();
  let memoBytes = 0;
  const evict = (keep: string) => {
    // the least recently used go first, and a copy made at brotli's best (the agent directory) only when nothing
    // else is left: a page rendered afresh each second (its data carries the time) would otherwise push it out
    while (memoBytes > MEMO_MAX_BYTES && memo.size > 1) {
      let victim: string | undefined;
      for (const [k, e] of memo) {
        if (k === keep) continue;
        if (!e.best) {
          victim = k;
          break;
        }
        victim ??= k;
      }
      if (victim === undefined) break;
      const old = memo.get(victim) ?? {};
      memo.delete(victim);
      memoBytes -= victim.length + (old.br?.length ?? 0) + (old.gzip?.length ?? 0);
    }
  };
  const remember = (key: string, encoding: Encoding, value: Buffer) => {
    const entry = memo.get(key) ?? {};
    if (!memo.has(key)) {
      memoBytes += key.length;
      memo.set(key, entry);
    }
    entry[encoding] = value;
    memoBytes += value.length;
    evict(key);
  };
  return {
    remember,
    /** A copy from the memo, kept as the most recently used. */
    recall(key: string, encoding: Encoding): Buffer | undefined {
      const entry = memo.get(key);
      const hit = entry?.[encoding];
      if (entry && hit) {
        memo.delete(key);
        memo.set(key, entry);
      }
      return hit;
    },
    hasBest: (key: string) => memo.get(key)?.best === true,
    /** Brotli's best copy, kept in place of the quick one when smaller. */
    keepBest(key: string, best: Buffer) {
      const entry = memo.get(key);
      if (entry?.br && best.length >= entry.br.length) return;
      if (entry?.br) {
        memoBytes += best.length - entry.br.length;
        entry.br = best;
      } else remember(key, "br", best);
      const kept = memo.get(key);
      if (kept) kept.best = true;
    },
  };
}

/**
 * Brotli's best for big answers, one at a time (seconds of one core, on libuv's pool, never the event loop): ahead of
 * their requests (compressAhead) or after the first one was sent the quick copy; while one is compressed, only the
 * latest one asked for waits.
 */
function aheadCompressor(app: FastifyInstance, memo: ReturnType<typeof compressionMemo>) {
  let closing = false;
  app.addHook("onClose", async () => {
    closing = true;
  });
  let ahead: Promise<void> | null = null;
  let next: string | null = null;
  // answers still being read (the directory from the database) before they are compressed
  const reading = new Set<Promise<unknown>>();
  const run = async (): Promise<void> => {
    while (next !== null && !closing) {
      const key = next;
      next = null;
      if (memo.hasBest(key)) continue;
      try {
        memo.keepBest(key, await encodeBest(Buffer.from(key)));
      } catch (err) {
        app.log.warn({ err }, "compression ahead failed");
      }
    }
  };
  const compressAhead = (body: string | Promise<string>): Promise<void> => {
    if (typeof body !== "string") {
      const read = body.then(compressAhead);
      reading.add(read);
      void read.catch(() => undefined).finally(() => reading.delete(read));
      return read;
    }
    if (closing || Buffer.byteLength(body) < BEST_MIN_BYTES || memo.hasBest(body)) return Promise.resolve();
    next = body;
    ahead ??= run().finally(() => {
      ahead = null;
      if (next !== null) void compressAhead(next);
    });
    return ahead;
  };
  const settled = async (): Promise<void> => {
    while (reading.size > 0 || ahead) await Promise.allSettled([...reading, ahead]);
  };
  return { compressAhead, settled };
}

/**
 * Compresses what the API and the page renderer answer (JSON, HTML, XML) for clients that accept it. The
 * 5,000-agent directory goes over the wire as about 150 KB instead of 3 MB. Static files come precompressed from
 * the build and are left alone. Big answers served again and again from the caches are compressed once.
 */
export default fp(async (app) => {
  const memo = compressionMemo();
  const { compressAhead, settled } = aheadCompressor(app, memo);
  app.decorate("compressAhead", compressAhead);
  app.decorate("compressedAhead", settled);

  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!COMPRESSIBLE.test(type)) return payload;
    reply.header("vary", appendVary(reply.getHeader("vary")));
    const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES || request.method === "HEAD") return payload;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const key = typeof payload === "string" && size >= MEMO_MIN_BYTES ? payload : null;
    let out = key ? memo.recall(key, encoding) : undefined;
    if (!out) {
      out = await encode(typeof payload === "string" ? Buffer.from(payload) : payload, encoding);
      if (key) memo.remember(key, encoding, out);
      if (key && encoding === "br") void compressAhead(key);
    }
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return out;
  });
});

function appendVary(current: unknown): string {
  if (current === undefined || current === "") return "Accept-Encoding";
  const list = String(current ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === "accept-encoding" || v === "*")) list.push("Accept-Encoding");
  return list.join(", ");
}
