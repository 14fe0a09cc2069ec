import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/helper";
import { startRedisServer } from "../test/redis-server";
import { redisCacheBus } from "./cache-bus";
import { connectRedis, redisReady } from "./redis";

const quiet = { warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

describe("the cache bus over Redis", async () => {
  const server = await startRedisServer();
  const clients = [connectRedis(server.url), connectRedis(server.url)] as const;
  for (const client of clients) client.on("error", () => {});
  const buses = clients.map((client) => redisCacheBus(client, "test:", quiet));
  const [a, b] = buses as [(typeof buses)[0], (typeof buses)[0]];
  const heardOnB: (string | null)[] = [];
  b.subscribe("page", (key) => heardOnB.push(key));
  const heard = (key: string | null) => eventually(() => Promise.resolve(heardOnB.includes(key)), true);

  beforeAll(async () => {
    for (const client of clients) expect(await redisReady(client, 10_000)).toBe(true);
    await Promise.all(buses.map((bus) => bus.start()));
  });
  afterAll(async () => {
    server.resume();
    await Promise.all(buses.map((bus) => bus.close()));
    for (const client of clients) client.disconnect();
    await server.close();
  });

  it("tells the other instance", async () => {
    await a.publish("page", "one");
    expect(await heard("one")).toBe(true);
  });

  it("publishes without failing and at once while Redis is down", async () => {
    await server.down();
    const started = Date.now();
    await expect(a.publish("page", "lost")).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("subscribes again once Redis is back, and clears everything for what it may have missed", async () => {
    await server.up();
    expect(await heard(null)).toBe(true);
    expect(await redisReady(clients[0], 20_000)).toBe(true);
    // the subscription is made again just after "ready": publish until one arrives
    for (let i = 0; i < 100 && !heardOnB.includes("two"); i++) {
      await a.publish("page", "two");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heardOnB).toContain("two");
  });

  it("publishes without waiting while Redis hangs (SIGSTOP)", async () => {
    server.pause();
    const started = Date.now();
    await a.publish("page", "while hung");
    expect(Date.now() - started).toBeLessThan(500);
    server.resume();
  });
});
