import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { sql } from "kysely";
import pg from "pg";
import type { Database } from "../db/database";

/**
 * Tells every other instance to clear a cache entry when this one saves. `key` null means "clear everything": sent
 * to the local caches after the bus reconnects, since a message may have been missed while it was down.
 */
export interface CacheBus {
  readonly kind: "local" | "postgres" | "redis";
  publish(cache: string, key: string): Promise<void>;
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
  clearAll() {
    for (const list of this.byCache.values()) for (const onClear of list) onClear(null);
  }
  encode(cache: string, key: string) {
    return JSON.stringify({ from: this.instance, cache, key } satisfies Message);
  }
}

/** One process (the embedded database): its caches clear themselves, nobody else needs telling. */
export function localCacheBus(): CacheBus {
  return { kind: "local", async publish() {}, subscribe() {}, async close() {} };
}

/** PostgreSQL LISTEN/NOTIFY on a connection of its own, reconnecting after a failure. */
export function postgresCacheBus(
  databaseUrl: string,
  db: Database,
  log: FastifyBaseLogger,
): CacheBus & { start(): Promise<void> } {
  const subscribers = new Subscribers(randomUUID());
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
    kind: "postgres",
    // the first connection is made by the plugin, so a wrong URL fails the start
    start: connect,
    async publish(cache, key) {
      await sql`select pg_notify(${CACHE_CHANNEL}, ${subscribers.encode(cache, key)})`.execute(db);
    },
    subscribe: (cache, onClear) => subscribers.add(cache, onClear),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub on a connection of its own (ioredis resubscribes after a reconnect). */
export function redisCacheBus(redis: Redis, prefix: string, log: FastifyBaseLogger): CacheBus & { start(): Promise<void> } {
  const channel = `${prefix}cache`;
  const subscribers = new Subscribers(randomUUID());
  const subscriber = redis.duplicate();
  let readyOnce = false;
  subscriber.on("message", (_channel, message) => subscribers.deliver(message));
  subscriber.on("ready", () => {
    if (readyOnce) subscribers.clearAll();
    readyOnce = true;
  });
  subscriber.on("error", (err) => log.warn({ err: err.message }, "cache bus: Redis connection problem"));
  return {
    kind: "redis",
    async start() {
      await subscriber.subscribe(channel);
    },
    async publish(cache, key) {
      await redis.publish(channel, subscribers.encode(cache, key));
    },
    subscribe: (cache, onClear) => subscribers.add(cache, onClear),
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

export default fp<{ databaseUrl?: string; redisPrefix: string }>(
  async (app, { databaseUrl, redisPrefix }) => {
    let bus: CacheBus;
    if (app.redis) {
      const redisBus = redisCacheBus(app.redis, redisPrefix, app.log);
      await redisBus.start();
      bus = redisBus;
    } else if (databaseUrl) {
      const pgBus = postgresCacheBus(databaseUrl, app.db, app.log);
      await pgBus.start();
      bus = pgBus;
    } else bus = localCacheBus();
    app.log.info({ kind: bus.kind }, "cache bus ready");
    app.decorate("cacheBus", bus);
    app.addHook("onClose", () => bus.close());
  },
  { name: "cache-bus", dependencies: ["db", "redis"] },
);
