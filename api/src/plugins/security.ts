import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { idpConnectSource } from "../idp-client";
import { RENDERER_ADDRESS } from "./page-renderer";
import { sharedOrLocalStore } from "./rate-limit-store";

export function contentSecurityPolicy(config: Config) {
  const identity = idpConnectSource(config.idp);
  // the configured map style, its tiles, glyphs and sprite (fetched by MapLibre; images decoded from blobs)
  const map = mapStyleOrigin(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: config.publicUrl.startsWith("https://") ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    // A document's headers (the policy, framing, referrer, opener) mean nothing on a script, a style sheet, an image
    // or a JSON answer, and cost about 900 bytes on each of the hundred-odd answers of a first visit. Those keep
    // nosniff and the resource policy, with a policy that lets nothing run should one be opened on its own.
    app.addHook("onSend", async (request, reply, payload) => {
      const type = String(reply.getHeader("content-type") ?? "");
      if (type.startsWith("text/html") || request.url.startsWith("/sw.js")) return payload;
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      if (request.url.startsWith("/assets/")) {
        // a hashed script or style sheet, cached for a year: no policy applies to it, and nothing revalidates it
        for (const name of ["content-security-policy", "last-modified", "etag", "accept-ranges"]) reply.removeHeader(name);
        return payload;
      }
      reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
      return payload;
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
