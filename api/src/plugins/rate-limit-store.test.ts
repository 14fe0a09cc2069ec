import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer } from "../test/redis-server";
import { LocalCounts, sharedOrLocalStore } from "./rate-limit-store";
import { connectRedis, redisReady } from "./redis";

const MINUTE = 60_000;
const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result.current)), MINUTE, 100),
  );
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe("LocalCounts", () => {
  it("counts a key through its window and starts again after it", () => {
    let now = 1_000;
    const counts = new LocalCounts(10, () => now);
    expect(counts.incr("a", MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    now += 10_000;
    expect(counts.incr("a", MINUTE)).toEqual({ current: 2, ttl: MINUTE - 10_000 });
    expect(counts.incr("b", MINUTE).current).toBe(1);
    now += MINUTE;
    expect(counts.incr("a", MINUTE)).toEqual({ current: 1, ttl: MINUTE });
  });

  it("keeps at most its capacity of keys, the oldest going first", () => {
    const counts = new LocalCounts(2);
    counts.incr("a", MINUTE);
    counts.incr("b", MINUTE);
    counts.incr("b", MINUTE);
    counts.incr("c", MINUTE);
    expect(counts.incr("b", MINUTE).current).toBe(3);
    expect(counts.incr("a", MINUTE).current).toBe(1);
  });
});

describe("a rate limit counted in Redis, or per instance while Redis does not answer", async () => {
  const server = await startRedisServer();
  // two instances: each its own client and its own local counts
  const clients: Redis[] = [connectRedis(server.url), connectRedis(server.url)];
  for (const client of clients) client.on("error", () => {});
  const [a, b] = clients.map((client) => new (sharedOrLocalStore(client, "test:"))({})) as [
    FastifyRateLimitStore,
    FastifyRateLimitStore,
  ];
  beforeAll(async () => {
    for (const client of clients) expect(await redisReady(client, 10_000)).toBe(true);
  });
  afterAll(async () => {
    server.resume();
    for (const client of clients) client.disconnect();
    await server.close();
  });

  it("counts both instances together while Redis answers", async () => {
    expect([await count(a, "ip1"), await count(b, "ip1"), await count(a, "ip1")]).toEqual([1, 2, 3]);
  });

  it("counts on each instance alone, at once, while Redis is down", async () => {
    await server.down();
    const first = await timed(() => count(a, "ip2"));
    expect(first.result).toBe(1);
    expect(first.ms).toBeLessThan(2_000);
    expect([await count(a, "ip2"), await count(b, "ip2")]).toEqual([2, 1]);
  });

  it("counts together again once Redis is back, without a restart", async () => {
    await server.up();
    for (const client of clients) expect(await redisReady(client, 20_000)).toBe(true);
    expect([await count(a, "ip3"), await count(b, "ip3")]).toEqual([1, 2]);
  });

  it("answers within about a second while Redis hangs (SIGSTOP), and counts locally", async () => {
    server.pause();
    const hung = await timed(() => count(a, "ip4"));
    expect(hung.result).toBe(1);
    // the command timeout is one second; the bound is loose for a loaded machine, the old client waited for ever
    expect(hung.ms).toBeLessThan(5_000);
    server.resume();
    for (const client of clients) expect(await redisReady(client, 20_000)).toBe(true);
  });
});
