import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

interface Count {
  current: number;
  ttl: number;
}

/** Counts per key for one window each, in this process; the oldest keys go first past `capacity`. */
export class LocalCounts {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();
  constructor(
    private readonly capacity = 10_000,
    private readonly now = Date.now,
  ) {}

  incr(key: string, timeWindow: number): Count {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counts.delete(key);
      if (this.counts.size >= this.capacity) this.counts.delete(this.counts.keys().next().value as string);
      entry = { current: 0, resetAt: now + timeWindow };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  }
}

// The counting of @fastify/rate-limit's RedisStore (same keys, one window from the first hit), so instances of an
// earlier release count together with these during a rolling deploy.
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type CountingRedis = Redis & { hpmRateLimit(key: string, timeWindow: number): Promise<[number, number]> };

/**
 * Counts in Redis, shared by every instance, while it answers; in this process while it does not (Redis down, or
 * a command past its timeout), so a client gets at most the limit per instance then, and never a failed request.
 */
export function sharedOrLocalStore(redis: Redis, nameSpace: string, local = new LocalCounts()): FastifyRateLimitStoreCtor {
  const counting = redis as CountingRedis;
  if (!counting.hpmRateLimit) redis.defineCommand("hpmRateLimit", { numberOfKeys: 1, lua: INCR });

  class SharedOrLocalStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      const full = this.prefix + key;
      if (redis.status !== "ready") return callback(null, local.incr(full, timeWindow));
      counting.hpmRateLimit(full, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        () => callback(null, local.incr(full, timeWindow)),
      );
    }

    // (handed the route's rate-limit options, whose routeInfo is the route, whatever the declared type says)
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new SharedOrLocalStore(undefined, `${nameSpace}${route.method}${route.url}-`);
    }
  }
  return SharedOrLocalStore;
}
