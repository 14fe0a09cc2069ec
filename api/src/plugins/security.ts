import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import { idpConnectSource } from "../idp-client";
import { RENDERER_ADDRESS } from "./page-renderer";
import { sharedOrLocalStore } from "./rate-limit-store";

/** The policy of a document; `scripts` are the hashes of the inline scripts it may run (the shell's entry). */
export function contentSecurityPolicy(config: Config, scripts: string[] = []) {
  const identity = idpConnectSource(config.idp);
  // the configured map style, its tiles, glyphs and sprite (fetched by MapLibre; images decoded from blobs)
  const map = mapStyleOrigin(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:", ...map],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...identity, ...map],
    // the AndMore video player, loaded only when a visitor presses play (web/src/features/company/video-embed.ts)
    frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    workerSrc: ["'self'", "blob:"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith("https://") ? [] : null,
  };
}

/** The origin of MAP_STYLE_URL when it is on another site; nothing when unset or a path on this one. */
function mapStyleOrigin(config: Config): string[] {
  if (!config.mapStyleUrl || config.mapStyleUrl.startsWith("/")) return [];
  return [new URL(config.mapStyleUrl).origin];
}

const DOCUMENT_ONLY_HEADERS = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * The security headers helmet sets, computed once from its options: helmet's middleware (and @fastify/helmet, which
 * built it anew on every request) works out the policy's text per answer, which was a tenth of the server's time on
 * a hot JSON read.
 */
export function securityHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}

/** What a script, a style sheet, an image or a JSON answer carries: no document's headers, a policy that runs nothing. */
const NOT_A_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** What a hashed asset (cached for a year, never revalidated) does without: the static server sets them. */
const NOT_ON_ASSETS = ["last-modified", "etag", "accept-ranges"];

export default fp<{ config: Config; inlineScripts?: string[] }>(
  async (app, { config, inlineScripts = [] }) => {
    const document = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScripts) },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    // A document's headers (the policy, framing, referrer, opener) mean nothing on a script, a style sheet, an image
    // or a JSON answer, and cost about 900 bytes on each of the hundred-odd answers of a first visit. Those keep
    // nosniff and the resource policy, with a policy that lets nothing run should one be opened on its own; a hashed
    // asset has no policy at all (none applies to it).
    const documentList = [...document];
    const answerList = documentList.filter(
      ([name]) => name !== "content-security-policy" && !DOCUMENT_ONLY_HEADERS.includes(name),
    );
    // Set as an answer leaves (every answer goes through onSend: no route writes to the socket itself), by what it
    // is; a header the route set itself (a preview's referrer policy, an upload's resource policy) stays, but no
    // answer other than a document gets a document's policy.
    app.addHook("onSend", (request, reply, payload, done) => {
      const type = reply.getHeader("content-type");
      const isDocument = (typeof type === "string" && type.startsWith("text/html")) || request.url.startsWith("/sw.js");
      // (on the response itself, as helmet did: a kept page's wire form takes the headers its answer went out with
      // from there, api/src/http/page-wire.ts)
      for (const [name, value] of isDocument ? documentList : answerList)
        if (!reply.hasHeader(name)) reply.raw.setHeader(name, value);
      if (isDocument) return done(null, payload);
      if (request.url.startsWith("/assets/")) for (const name of NOT_ON_ASSETS) reply.removeHeader(name);
      else reply.header("content-security-policy", NOT_A_DOCUMENT_POLICY);
      done(null, payload);
    });
    await app.register(rateLimit, {
      global: false,
      // with REDIS_URL the counts are shared by every instance (a client gets the limit once, not once per
      // instance); while Redis is down each instance counts on its own
      ...(app.redis ? { store: sharedOrLocalStore(app.redis, `${config.redisPrefix}rate-limit:`) } : {}),
      max: config.rateLimitPerMinute,
      allowList: (request) => request.ip === RENDERER_ADDRESS,
      timeWindow: "1 minute",
      // the counts go out with a 429 (and its Retry-After), not on every answer of a first visit
      addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        status: false,
        message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: "security" },
);

export function publicPostLimit(config: Config, factor = 1) {
  return { max: config.rateLimitPerMinute * factor, timeWindow: "1 minute" };
}
