import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared Redis when `REDIS_URL` is set (rate limits, cache clearing between instances); null otherwise. */
    redis: Redis | null;
  }
}

/** A Redis client for commands; a subscriber needs its own (`duplicate()`), since it cannot send commands. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // a command waits at most this many reconnects before it fails: a Redis outage fails fast, not a hung request
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
  });
}

export default fp<{ url?: string }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate("redis", null);
      return;
    }
    const redis = connectRedis(url);
    redis.on("error", (err) => app.log.warn({ err: err.message }, "redis: connection problem"));
    await redis.ping();
    app.log.info("redis: connected");
    app.decorate("redis", redis);
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: "redis" },
);
