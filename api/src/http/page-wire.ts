import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import type { FastifyServerFactory, FastifyServerOptions } from "fastify";
import { encodeBest, pickEncoding } from "../plugins/compress";

const gzipAsync = promisify(gzip);

/** A kept page as it goes on the wire: its bodies per encoding and its headers, computed once. */
type Headers = Record<string, string | string[] | number>;
type Encoded = { body: Buffer; headers: Headers };

export interface PageWire {
  status: number;
  identity: Encoded;
  br: Encoded;
  gzip: Encoded;
}

/** Headers that belong to one answer (its length, encoding, date, connection), not to the page. */
const PER_ANSWER = new Set(["content-length", "content-encoding", "date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * The wire form of a page from an answer of it the application sent (`sent`: the headers it went out with): every
 * header the plugins set on it (the security policy, caching, vary) kept as it was, the bodies compressed once at
 * their best.
 */
export async function pageWire(status: number, html: string, sent: Record<string, unknown>): Promise<PageWire> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const vary = String(headers.vary ?? "");
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([encodeBest(identity), gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION })]);
  const encoded = (body: Buffer, encoding?: string): Encoded => ({
    body,
    headers: { ...headers, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": body.length },
  });
  return { status, identity: encoded(identity), br: encoded(br, "br"), gzip: encoded(gz, "gzip") };
}

/** The encoding an Accept-Encoding header takes, by its text (browsers send one of a handful). */
const encodings = new Map<string, ReturnType<typeof pickEncoding>>();
function encodingOf(header: string | undefined) {
  if (header === undefined) return null;
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = pickEncoding(header);
    if (encodings.size < 100) encodings.set(header, encoding);
  }
  return encoding;
}

/** Sends a page's wire form: the encoding the client takes, nothing computed but which body. */
export function sendWire(req: IncomingMessage, res: ServerResponse, wire: PageWire): void {
  const encoding = encodingOf(req.headers["accept-encoding"]);
  const { body, headers } = encoding === "br" ? wire.br : encoding === "gzip" ? wire.gzip : wire.identity;
  res.writeHead(wire.status, headers);
  res.end(body);
}

/** What answers a request before the application sees it: true when it did (a kept page for a visitor). */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The HTTP server, with a slot for an early answer: a kept page goes out from here, before Fastify's routing,
 * hooks and serialization (they made the page what it is once; doing it again per view is what cost). The web
 * plugin fills the slot; everything else, and a page it does not hold, goes to Fastify as usual.
 */
export function earlyServer(): { factory: FastifyServerFactory; answer(early: EarlyAnswer): void } {
  let early: EarlyAnswer | null = null;
  const factory = ((handler: RequestListener, options: FastifyServerOptions) => {
    const server: Server = createServer((req, res) => {
      if (early?.(req, res)) return;
      handler(req, res);
    });
    // what Fastify sets on a server it makes itself
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    return server;
  }) as unknown as FastifyServerFactory;
  return {
    factory,
    answer(next) {
      early = next;
    },
  };
}
