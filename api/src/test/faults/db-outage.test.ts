import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../errors";
import { multipart, solvedAltcha } from "../forms";
import { createThrowawayDatabase, TEST_DATABASE_URL, testConfig } from "../helper";
import { startTcpProxy } from "../tcp-proxy";

/**
 * Fault: PostgreSQL unreachable for 10 s (API integration tier: needs TEST_DATABASE_URL). The API reaches the
 * database through a TCP proxy the test cuts: every connection reset, new ones refused.
 */
const OUTAGE_MS = Number(process.env.FAULT_DB_OUTAGE_MS ?? 10_000);

describe.skipIf(!TEST_DATABASE_URL)("the database unreachable for a while", () => {
  let app: App;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-db-outage-"));

  beforeAll(async () => {
    database = await createThrowawayDatabase(TEST_DATABASE_URL as string);
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const config = testConfig(dataDir, {
      PRERENDER: "false",
      MAIL_WORKER: "false",
      ALTCHA_MAX_COUNTER: "40",
      RATE_LIMIT_PER_MINUTE: "100000",
      DATABASE_URL: viaProxy.toString(),
    });
    app = await buildApp(config);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const report = async (key: string) => {
    const form = await multipart({
      agentFirstName: "Sam",
      agentLastName: "Field",
      agentEmail: "sam@example.com",
      agentPhone: "(406) 555-0100",
      client: "outage",
      body: "[]",
      altcha: await solvedAltcha(app),
    });
    return app.inject({
      method: "POST",
      url: "/api/auth/ers",
      payload: form.payload,
      headers: { ...form.headers, "idempotency-key": key },
    });
  };
  const timed = async <T>(work: Promise<T>) => {
    const started = Date.now();
    const result = await work;
    return { result, ms: Date.now() - started };
  };

  it("answers 503 with a clear message while it is down, and serves normally again without a restart", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await report(randomUUID())).statusCode).toBe(200);

    await proxy.cut();
    const cutAt = Date.now();
    const keysDuringOutage: string[] = [];
    const seen: number[] = [];
    while (Date.now() - cutAt < OUTAGE_MS) {
      const key = randomUUID();
      keysDuringOutage.push(key);
      const answers = await Promise.all([
        timed(app.inject({ method: "GET", url: "/api/health" })),
        timed(app.inject({ method: "GET", url: "/api/blog/public?client=outage" })),
        timed(report(key)),
      ]);
      for (const { result, ms } of answers) {
        seen.push(result.statusCode);
        expect(result.statusCode, result.body).toBe(503);
        expect(result.json()).toEqual({ status: false, message: SERVICE_UNAVAILABLE_MESSAGE });
        expect(result.headers["retry-after"]).toBe("5");
        expect(ms).toBeLessThan(7_000); // an answer, not a hang (connect timeout 5 s)
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);

    await proxy.restore();
    let health = 0;
    for (const end = Date.now() + 10_000; health !== 200 && Date.now() < end; await new Promise((r) => setTimeout(r, 200)))
      health = (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
    expect(health).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/blog/public?client=outage" })).statusCode).toBe(200);

    // the client's outbox resends what got a 503: each is stored once
    for (const key of keysDuringOutage.slice(0, 3)) {
      const again = await report(key);
      expect(again.statusCode, again.body).toBe(200);
      expect((await report(key)).json().result.id).toBe(again.json().result.id);
    }
    const stored = await app.db
      .selectFrom("submission")
      .select("idempotencyKey")
      .where("idempotencyKey", "in", keysDuringOutage)
      .execute();
    expect(stored).toHaveLength(3);
  }, 60_000);
});
