import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, sleep } from "../test/api-process";
import { setupApp } from "../test/helper";
import { type RedisServer, startRedisServer } from "../test/redis-server";

// REDIS_URL names a Redis that is not there yet (a pod restarted during a Redis outage)
const port = await freePort();
const prefix = `hpm-late-${randomBytes(4).toString("hex")}:`;
const t = setupApp({
  REDIS_URL: `redis://127.0.0.1:${port}`,
  REDIS_PREFIX: prefix,
  MAIL_WORKER: "false",
  RATE_LIMIT_PER_MINUTE: "3",
});
let server: RedisServer | undefined;
afterAll(async () => server?.close());

const ready = async () => (await t.app.inject({ method: "GET", url: "/api/health/ready" })).json().result;
const token = (ip: string) =>
  t.app.inject({ method: "POST", url: "/dev-idp/token", remoteAddress: ip, payload: { email: "x@example.com", name: "X" } });

describe("an instance started while Redis is down", () => {
  it("serves without it, counting rate limits on its own", async () => {
    expect(await ready()).toMatchObject({ redis: "down", degraded: [expect.any(String)] });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await token("10.77.0.1")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("uses Redis once it answers, without a restart: shared counts and the cache bus subscribed", async () => {
    server = await startRedisServer(port);
    for (const end = Date.now() + 30_000; Date.now() < end && (await ready()).redis !== "up"; ) await sleep(100);
    expect(await ready()).toMatchObject({ redis: "up", degraded: [] });
    const client = new Redis(server.url);
    try {
      for (const end = Date.now() + 30_000; Date.now() < end; await sleep(100))
        if (((await client.pubsub("NUMSUB", `${prefix}cache`)) as [string, number])[1] === 1) break;
      expect(((await client.pubsub("NUMSUB", `${prefix}cache`)) as [string, number])[1]).toBe(1);
      expect((await token("10.77.0.2")).statusCode).toBe(200);
      expect(await client.keys(`${prefix}rate-limit:*10.77.0.2`)).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });
});
