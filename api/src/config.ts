import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_SITE_TIME_ZONE, RESUMABLE_UPLOAD_MAX_AGE_MS } from "@hpm/contracts";
import { DEMO_AGENT_COUNT } from "@hpm/migrations";
import Type, { type Static } from "typebox";
import Value from "typebox/value";
import type { S3Options } from "./plugins/s3-storage";

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal("development"), Type.Literal("production"), Type.Literal("test")], {
    default: "development",
  }),
  HOST: Type.String({ default: "0.0.0.0" }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: "^https?://" })),
  DATA_DIR: Type.String({ default: "./data" }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: "^postgres(ql)?://" })),
  REDIS_URL: Type.Optional(Type.String({ pattern: "^rediss?://" })),
  FILE_STORE: Type.Optional(Type.Union([Type.Literal("disk"), Type.Literal("database"), Type.Literal("s3")])),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  S3_REGION: Type.String({ default: "us-east-1" }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: "^https?://" })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  REDIS_PREFIX: Type.String({ pattern: "^[A-Za-z0-9_.:-]{1,64}$", default: "hpm:" }),
  WEB_DIST: Type.Optional(Type.String()),
  LOG_LEVEL: Type.String({ default: "info" }),
  SHUTDOWN_DELAY_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 5_000 }),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SESSION_TTL_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 12 }),
  SESSION_MAX_DAYS: Type.Integer({ minimum: 1, maximum: 90, default: 7 }),
  ADMIN_EMAILS: Type.Optional(Type.String()),
  OIDC_ISSUER: Type.Optional(Type.String({ pattern: "^https://" })),
  OIDC_JWKS_URL: Type.Optional(Type.String({ pattern: "^https://" })),
  OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_AUTHORITY: Type.Optional(Type.String({ pattern: "^https://" })),
  UPLOAD_MAX_BYTES: Type.Integer({ minimum: 1024, default: 5 * 1024 * 1024 }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 30 }),
  CONTENT_CACHE_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 1000 }),
  PAGE_CACHE_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 1000 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  SEED_DEMO: Type.Boolean({ default: true }),
  PRERENDER: Type.Boolean({ default: true }),
  DEMO_AGENT_COUNT: Type.Integer({ minimum: 0, maximum: 20_000, default: DEMO_AGENT_COUNT }),
  SMTP_URL: Type.Optional(Type.String({ pattern: "^smtps?://" })),
  MAIL_FROM: Type.String({ default: "High Plains Mutual <no-reply@highplainsmutual.example>" }),
  QUOTE_MAILBOX: Type.String({ default: "quotes@highplainsmutual.example" }),
  OFFICE_MAILBOX: Type.String({ default: "office@highplainsmutual.example" }),
  MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 8 }),
  MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 10, default: 30_000 }),
  MAIL_RETRY_MAX_MS: Type.Integer({ minimum: 10, default: 60 * 60 * 1000 }),
  MAIL_POLL_MS: Type.Integer({ minimum: 10, default: 5_000 }),
  MAIL_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64, default: 8 }),
  MAIL_LEASE_SECONDS: Type.Integer({ minimum: 10, maximum: 3600, default: 120 }),
  MAIL_WORKER: Type.Boolean({ default: true }),
  ATTACHMENT_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 1000, default: 15 * 60 * 1000 }),
  ATTACHMENT_ORPHAN_AGE_MS: Type.Integer({ minimum: 0, default: 60 * 60 * 1000 }),
  RESUMABLE_UPLOAD_MAX_AGE_MS: Type.Integer({ minimum: 0, default: RESUMABLE_UPLOAD_MAX_AGE_MS }),
  ALTCHA_HMAC_KEY: Type.Optional(Type.String({ minLength: 32 })),
  ALTCHA_MAX_COUNTER: Type.Integer({ minimum: 1, default: 50_000 }),
  HUB_TOKEN_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  HUB_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 10, maximum: 900, default: 120 }),
  BILLING_PROVIDER: Type.Union([Type.Literal("sandbox")], { default: "sandbox" }),
  PAYMENT_PORTAL_PROVIDER: Type.Union([Type.Literal("sandbox")], { default: "sandbox" }),
  PAYMENT_REDIRECT_URL: Type.Optional(Type.String({ pattern: "^https?://" })),
  MAP_STYLE_URL: Type.Optional(Type.String({ pattern: "^(https?://|/[^/])" })),
  SITE_TIME_ZONE: Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_SITE_TIME_ZONE }),
});

export type Env = Static<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Before every Redis key and channel of this site, so several sites (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Bearer token a Prometheus scraper sends to GET /metrics; without it the route is 404. */
  metricsToken?: string;
  /** Where uploads and attachments are kept: `DATA_DIR` on this machine, or the database every instance shares. */
  fileStore: "disk" | "database" | "s3";
  s3?: S3Options;
  webDist?: string;
  logLevel: string;
  /** After SIGTERM, how long the server keeps serving (readiness 503, every answer closing its connection) before it stops taking connections. */
  shutdownDelayMs: number;
  sessionSecret: string;
  sessionTtlHours: number;
  sessionMaxDays: number;
  adminEmails: Set<string>;
  idp:
    | { mode: "dev"; issuer: string; audience: string }
    | { mode: "entra"; issuer: string; jwksUrl: string; audience: string; authority: string };
  uploadMaxBytes: number;
  rateLimitPerMinute: number;
  /** How long an instance serves a page's content or the agent list from memory if a save's message is lost. */
  contentCacheMs: number;
  /** How long a rendered page is served again per URL (0: render every time); any staff change clears it. */
  pageCacheMs: number;
  trustProxy: boolean;
  seedDemo: boolean;
  /** Send public pages rendered with their stored content (web/dist-server), not an empty shell. */
  prerender: boolean;
  demoAgentCount: number;
  mail: {
    smtpUrl?: string;
    from: string;
    quoteMailbox: string;
    officeMailbox: string;
    maxAttempts: number;
    retryBaseMs: number;
    /** The longest wait between two tries (the exponential backoff stops growing there). */
    retryMaxMs: number;
    pollMs: number;
    /** Messages in flight at once (SMTP connections in the pool). */
    concurrency: number;
    /** How long a claimed mail row is this instance's before another may take it over (a crashed sender). */
    leaseSeconds: number;
    worker: boolean;
    dir: string;
  };
  altcha: { hmacKey: string; maxCounter: number };
  /** Attachment files no submission points at (a request failed or was killed) are removed once this old. */
  attachmentSweep: { intervalMs: number; orphanAgeMs: number };
  /** A resumable upload (tus) is removed this long after its creation, finished or not, unless a submission took it first. */
  resumableUploads: { maxAgeMs: number };
  hubToken: { secret: string; ttlSeconds: number };
  billing: { provider: "sandbox"; portal: "sandbox"; redirectUrl?: string };
  /** A MapLibre style for the maps while online (absolute, or a path on this site); unset: the offline basemap only. */
  mapStyleUrl?: string;
  /** SITE_TIME_ZONE (an IANA name): times are shown to editors and reviewers, and entered, in it. */
  siteTimeZone: string;
}

export const DEV_AUDIENCE = "hpm-web-dev";
export const DEMO_ADMIN_EMAILS = Array.from({ length: 8 }, (_, i) => `editor${i + 1}@example.com`);

function sessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET is required in production (32+ characters)");
  return generatedSecret(dataDir, "session-secret");
}

/** A random secret kept in DATA_DIR so it survives restarts (development and tests only). */
function generatedSecret(dataDir: string, name: string): string {
  const file = resolve(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The environment checked against EnvSchema, with its defaults applied (what is empty counts as unset). */
function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, converted)) {
    const problems = [...Value.Errors(EnvSchema, converted)].map((e) => `${e.instancePath || "/"} ${e.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = converted as Env;
  if (env.OIDC_ISSUER && (!env.OIDC_JWKS_URL || !env.OIDC_CLIENT_ID))
    throw new Error("OIDC_ISSUER needs OIDC_JWKS_URL and OIDC_CLIENT_ID");
  if (!validTimeZone(env.SITE_TIME_ZONE)) throw new Error(`SITE_TIME_ZONE is not a known time zone: ${env.SITE_TIME_ZONE}`);
  if (env.FILE_STORE === "s3" && !env.S3_BUCKET) throw new Error("FILE_STORE=s3 needs S3_BUCKET (and the S3_* settings)");
  if (!env.OIDC_ISSUER && env.NODE_ENV === "production" && source.ALLOW_DEV_IDP !== "1")
    throw new Error("Production needs OIDC_ISSUER (or ALLOW_DEV_IDP=1 for a demo deployment)");
  return env;
}

const s3Of = (env: Env): Config["s3"] =>
  env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }
    : undefined;

const idpOf = (env: Env, publicUrl: string): Config["idp"] =>
  env.OIDC_ISSUER
    ? {
        mode: "entra",
        issuer: env.OIDC_ISSUER,
        jwksUrl: env.OIDC_JWKS_URL as string,
        audience: env.OIDC_CLIENT_ID as string,
        authority: env.OIDC_AUTHORITY ?? env.OIDC_ISSUER.replace(/\/v2\.0\/?$/, ""),
      }
    : { mode: "dev", issuer: `${publicUrl}/dev-idp`, audience: DEV_AUDIENCE };

const mailOf = (env: Env, dataDir: string): Config["mail"] => ({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  quoteMailbox: env.QUOTE_MAILBOX,
  officeMailbox: env.OFFICE_MAILBOX,
  maxAttempts: env.MAIL_MAX_ATTEMPTS,
  retryBaseMs: env.MAIL_RETRY_BASE_MS,
  retryMaxMs: env.MAIL_RETRY_MAX_MS,
  pollMs: env.MAIL_POLL_MS,
  concurrency: env.MAIL_CONCURRENCY,
  leaseSeconds: env.MAIL_LEASE_SECONDS,
  worker: env.MAIL_WORKER,
  dir: resolve(dataDir, "mail"),
});

/** A secret of its own for `purpose`, derived from the session secret unless set (production needs no extra one). */
const derived = (secret: string, purpose: string, explicit: string | undefined) =>
  explicit ?? createHmac("sha256", secret).update(purpose).digest("hex");

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const secret = sessionSecret(env, dataDir);
  const adminList = env.ADMIN_EMAILS ? env.ADMIN_EMAILS.split(",") : env.OIDC_ISSUER ? [] : DEMO_ADMIN_EMAILS;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    metricsToken: env.METRICS_TOKEN,
    fileStore: env.FILE_STORE ?? (env.S3_BUCKET ? "s3" : env.DATABASE_URL ? "database" : "disk"),
    s3: s3Of(env),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    logLevel: env.LOG_LEVEL,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    sessionSecret: secret,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    adminEmails: new Set(adminList.map((e) => e.trim().toLowerCase()).filter(Boolean)),
    idp: idpOf(env, publicUrl),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    contentCacheMs: env.CONTENT_CACHE_MS,
    pageCacheMs: env.PAGE_CACHE_MS,
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO,
    prerender: env.PRERENDER,
    demoAgentCount: env.DEMO_AGENT_COUNT,
    mail: mailOf(env, dataDir),
    altcha: { hmacKey: derived(secret, "altcha-hmac-key", env.ALTCHA_HMAC_KEY), maxCounter: env.ALTCHA_MAX_COUNTER },
    attachmentSweep: { intervalMs: env.ATTACHMENT_SWEEP_INTERVAL_MS, orphanAgeMs: env.ATTACHMENT_ORPHAN_AGE_MS },
    resumableUploads: { maxAgeMs: env.RESUMABLE_UPLOAD_MAX_AGE_MS },
    hubToken: {
      secret: derived(secret, "hub-link-token", env.HUB_TOKEN_SECRET),
      ttlSeconds: env.HUB_TOKEN_TTL_SECONDS,
    },
    billing: {
      provider: env.BILLING_PROVIDER,
      portal: env.PAYMENT_PORTAL_PROVIDER,
      redirectUrl: env.PAYMENT_REDIRECT_URL,
    },
    mapStyleUrl: env.MAP_STYLE_URL,
    siteTimeZone: env.SITE_TIME_ZONE,
  };
}
