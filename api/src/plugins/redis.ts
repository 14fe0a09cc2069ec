import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The shared Redis when `REDIS_URL` is set (rate limits, cache clearing between instances); null otherwise. It may
     * be down at any moment: every use has a way on without it (see docs/deployment.md, "When Redis fails").
     */
    redis: Redis | null;
  }
}

/** The longest a request waits on a Redis command before it goes on without Redis. */
export const REDIS_COMMAND_MS = 1_000;

/**
 * A Redis client for commands that never holds a request up for long: while Redis is unreachable a command fails at
 * once (no offline queue), and one sent to a Redis that stopped answering fails after REDIS_COMMAND_MS, and the
 * connection is then dropped and made again, so the next ones fail at once too. A subscriber needs its own
 * (`duplicate()`), since it cannot send commands.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_MS,
    socketTimeout: 2 * REDIS_COMMAND_MS,
    connectTimeout: 5_000,
    // tries again every second at most, so shared counts and Redis cache clearing are back soon after Redis is
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    enableAutoPipelining: true,
  });
}

/** Resolves true once `redis` is connected and ready, false after `ms` without. */
export function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on("ready", onReady);
  });
}

export default fp<{ url?: string }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate("redis", null);
      return;
    }
    const redis = connectRedis(url);
    let down = false;
    redis.on("error", (err) => {
      if (down) return app.log.debug({ err: err.message }, "redis: still unreachable");
      down = true;
      app.log.warn(
        { err: err.message },
        "redis: unreachable; rate limits are counted per instance and caches cleared through PostgreSQL until it is back",
      );
    });
    redis.on("ready", () => {
      if (down) app.log.info("redis: connected again; rate limits are shared again");
      down = false;
    });
    // an instance started while Redis is down serves without it, and uses it once it answers
    if (await redisReady(redis, 5_000)) app.log.info("redis: connected");
    else {
      down = true;
      app.log.warn("redis: not reachable at start; running without it until it answers");
    }
    app.decorate("redis", redis);
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: "redis" },
);
