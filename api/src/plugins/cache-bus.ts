import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { sql } from "kysely";
import pg from "pg";
import type { Database } from "../db/database";

/**
 * Tells every other instance to clear a cache entry when this one saves. `key` null means "clear everything": sent
 * to the local caches after the bus reconnects, since a message may have been missed while it was down. A message
 * that is lost all the same is made good by the caches' own expiry (CONTENT_CACHE_MS, PAGE_CACHE_MS).
 */
export interface CacheBus {
  readonly kind: "local" | "postgres" | "redis" | "redis+postgres";
  /** Never fails: what was saved is saved, whether or not the others could be told. */
  publish(cache: string, key: string): Promise<void>;
  /** Clears the entry in this instance's caches too, then tells the others (a change made outside a request: the scheduler's). */
  clear(cache: string, key: string): Promise<void>;
  subscribe(cache: string, onClear: (key: string | null) => void): void;
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

export const CACHE_CHANNEL = "hpm_cache";
interface Message {
  from: string;
  cache: string;
  key: string;
}

class Subscribers {
  private readonly byCache = new Map<string, ((key: string | null) => void)[]>();
  constructor(readonly instance: string) {}
  add(cache: string, onClear: (key: string | null) => void) {
    this.byCache.set(cache, [...(this.byCache.get(cache) ?? []), onClear]);
  }
  deliver(raw: string | undefined) {
    let message: Message;
    try {
      message = JSON.parse(raw ?? "");
    } catch {
      return;
    }
    if (message.from === this.instance || typeof message.key !== "string") return;
    for (const onClear of this.byCache.get(message.cache) ?? []) onClear(message.key);
  }
  deliverHere(cache: string, key: string) {
    for (const onClear of this.byCache.get(cache) ?? []) onClear(key);
  }
  clearAll() {
    for (const list of this.byCache.values()) for (const onClear of list) onClear(null);
  }
  encode(cache: string, key: string) {
    return JSON.stringify({ from: this.instance, cache, key } satisfies Message);
  }
}

/** One process (the embedded database): its caches clear themselves, nobody else needs telling. */
export function localCacheBus(): CacheBus {
  const subscribers = new Subscribers(randomUUID());
  return {
    kind: "local",
    async publish() {},
    async clear(cache, key) {
      subscribers.deliverHere(cache, key);
    },
    subscribe: (cache, onClear) => subscribers.add(cache, onClear),
    async close() {},
  };
}

/** One way of reaching the other instances. */
interface Transport {
  /** The first connection; a failure fails the start. */
  start(): Promise<void>;
  /** Never rejects. */
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL LISTEN/NOTIFY on a connection of its own, reconnecting after a failure. */
function postgresTransport(databaseUrl: string, db: Database, subscribers: Subscribers, log: FastifyBaseLogger): Transport {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on("notification", (n) => subscribers.deliver(n.payload));
    next.on("error", (err) => {
      log.warn({ err: err.message }, "cache bus: PostgreSQL connection lost; caches expire on their own until it is back");
      next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    if (connectedOnce) subscribers.clearAll();
    connectedOnce = true;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(schedule);
    }, 1_000);
    retry.unref();
  };

  return {
    start: connect,
    async publish(message) {
      await sql`select pg_notify(${CACHE_CHANNEL}, ${message})`
        .execute(db)
        .catch((err: Error) => log.warn({ err: err.message }, "cache bus: not told through PostgreSQL"));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Redis pub/sub on a connection of its own, which waits for Redis as long as it takes and subscribes again after
 * each reconnect (ioredis's autoResubscribe). A publish is not waited for: a Redis that hangs holds up no save.
 */
function redisTransport(redis: Redis, prefix: string, subscribers: Subscribers, log: FastifyBaseLogger): Transport {
  const channel = `${prefix}cache`;
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    // the ready check's INFO would race the SUBSCRIBE sent while connecting, and be refused on a subscribed connection
    enableReadyCheck: false,
  });
  let readyOnce = false;
  subscriber.on("message", (_channel, message) => subscribers.deliver(message));
  subscriber.on("ready", () => {
    if (readyOnce) subscribers.clearAll();
    readyOnce = true;
  });
  subscriber.on("error", (err) => log.debug({ err: err.message }, "cache bus: Redis connection problem"));
  return {
    async start() {
      const subscribed = subscriber.subscribe(channel);
      subscribed.catch((err: Error) => log.warn({ err: err.message }, "cache bus: could not subscribe on Redis"));
      // with Redis down at start, the subscription is made once it answers
      if (redis.status === "ready")
        await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
    async publish(message) {
      redis.publish(channel, message).catch((err: Error) => log.debug({ err: err.message }, "cache bus: not told through Redis"));
    },
    async close() {
      // (not quit(): it would wait behind a subscription still queued for a Redis that is down)
      subscriber.disconnect();
    },
  };
}

function busOver(
  kind: CacheBus["kind"],
  subscribers: Subscribers,
  transports: Transport[],
): CacheBus & { start(): Promise<void> } {
  const publish = async (cache: string, key: string) => {
    const message = subscribers.encode(cache, key);
    await Promise.all(transports.map((t) => t.publish(message)));
  };
  return {
    kind,
    async start() {
      for (const transport of transports) await transport.start();
    },
    publish,
    async clear(cache, key) {
      subscribers.deliverHere(cache, key);
      await publish(cache, key);
    },
    subscribe: (cache, onClear) => subscribers.add(cache, onClear),
    async close() {
      await Promise.all(transports.map((t) => t.close()));
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY: the instances on one database tell each other. */
export function postgresCacheBus(databaseUrl: string, db: Database, log: FastifyBaseLogger) {
  const subscribers = new Subscribers(randomUUID());
  return busOver("postgres", subscribers, [postgresTransport(databaseUrl, db, subscribers, log)]);
}

/** Redis pub/sub alone (REDIS_URL on the embedded database). */
export function redisCacheBus(redis: Redis, prefix: string, log: FastifyBaseLogger) {
  const subscribers = new Subscribers(randomUUID());
  return busOver("redis", subscribers, [redisTransport(redis, prefix, subscribers, log)]);
}

/**
 * Both (REDIS_URL and DATABASE_URL): each message goes out on both and a clear that arrives twice costs nothing, so
 * the others are told through PostgreSQL while Redis is down and through Redis while the listening connection to
 * PostgreSQL is being made again. A save waits for PostgreSQL's NOTIFY only.
 */
export function redisAndPostgresCacheBus(
  redis: Redis,
  prefix: string,
  databaseUrl: string,
  db: Database,
  log: FastifyBaseLogger,
) {
  const subscribers = new Subscribers(randomUUID());
  return busOver("redis+postgres", subscribers, [
    postgresTransport(databaseUrl, db, subscribers, log),
    redisTransport(redis, prefix, subscribers, log),
  ]);
}

export default fp<{ databaseUrl?: string; redisPrefix: string }>(
  async (app, { databaseUrl, redisPrefix }) => {
    // the first connections are made here, so a wrong DATABASE_URL fails the start
    const bus =
      app.redis && databaseUrl
        ? redisAndPostgresCacheBus(app.redis, redisPrefix, databaseUrl, app.db, app.log)
        : app.redis
          ? redisCacheBus(app.redis, redisPrefix, app.log)
          : databaseUrl
            ? postgresCacheBus(databaseUrl, app.db, app.log)
            : null;
    await bus?.start();
    const cacheBus = bus ?? localCacheBus();
    app.log.info({ kind: cacheBus.kind }, "cache bus ready");
    app.decorate("cacheBus", cacheBus);
    app.addHook("onClose", () => cacheBus.close());
  },
  { name: "cache-bus", dependencies: ["db", "redis"] },
);
