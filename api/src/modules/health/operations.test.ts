import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { setupApp, TEST_DATABASE_URL } from "../../test/helper";

const TOKEN = "metrics-token-for-the-test-0123456789";

describe("liveness and readiness", () => {
  const t = setupApp();
  // files on this instance's disk are looked after by readiness; in PostgreSQL (TEST_DATABASE_URL) they are not
  const storage = TEST_DATABASE_URL ? "not on this instance" : "writable";

  it("answers live without touching anything, and ready when the database is up and migrated", async () => {
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json().result.uptime).toBeGreaterThan(0);
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: true,
      result: {
        database: "up",
        redis: "not configured",
        migrations: "applied",
        storage,
        draining: false,
        degraded: [],
      },
    });
  });

  it("is not ready while a migration this code knows is not applied to the database", async () => {
    const last = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.app.db);
    const row = last.rows[0];
    if (!row) throw new Error("no migrations applied");
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.app.db);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        status: false,
        message: "Not ready: migrations are pending.",
        result: {
          database: "up",
          redis: "not configured",
          migrations: "pending",
          storage,
          draining: false,
          degraded: [],
        },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(t.app.db);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });

  it("is not ready once the server is draining for a stop", async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect([res.statusCode, res.json().message]).toEqual([503, "Not ready: the server is shutting down."]);
    } finally {
      t.app.draining = false;
    }
  });
});

describe("GET /metrics", () => {
  const t = setupApp({ METRICS_TOKEN: TOKEN });

  it("refuses a scraper without the token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("gives request durations by route, the outbox's depth and age, and cache hits", async () => {
    await t.app.inject({ method: "GET", url: "/api/health/live" });
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: "POST", url: "/api/cms/get-page-content-list", payload: { pageName: "FAQ" } });
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    expect(text).toMatch(/hpm_http_request_duration_seconds_count\{route="\/api\/health\/live",method="GET",status="2xx"\} 1/);
    expect(text).toMatch(/hpm_cache_lookups_total\{cache="page-content",result="miss"\} 1/);
    expect(text).toMatch(/hpm_cache_lookups_total\{cache="page-content",result="hit"\} 2/);
    expect(text).toMatch(/hpm_mail_outbox_messages\{status="pending"\} 0/);
    expect(text).toMatch(/hpm_mail_outbox_oldest_due_seconds 0/);
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  const t = setupApp();
  it("is not there at all", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything" } });
    expect(res.statusCode).toBe(404);
  });
});
