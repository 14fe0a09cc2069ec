import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql } from "kysely";
import { Counter, Gauge, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    metrics: { cacheLookup(cache: string, hit: boolean): void; activityNotRecorded(): void };
  }
}

const sameToken = (given: string, want: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at GET /metrics: request durations by route, the mail outbox's depth and oldest due message,
 * dead mails, cache hits. Only with METRICS_TOKEN (sent as `Authorization: Bearer …`); without it the route is 404.
 */
export default fp<{ token?: string }>(
  async (app, { token }) => {
    const registry = new Registry();
    const durations = new Histogram({
      name: "hpm_http_request_duration_seconds",
      help: "Time to answer a request, by route pattern, method and status class",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const cache = new Counter({
      name: "hpm_cache_lookups_total",
      help: "In-memory answer cache lookups (page content, agent directory), by cache and result",
      labelNames: ["cache", "result"] as const,
      registers: [registry],
    });
    const outbox = new Gauge({
      name: "hpm_mail_outbox_messages",
      help: "Notification e-mails in the outbox, by status (pending, sending, sent, dead)",
      labelNames: ["status"] as const,
      registers: [registry],
    });
    const oldest = new Gauge({
      name: "hpm_mail_outbox_oldest_due_seconds",
      help: "Age of the oldest e-mail waiting to be sent (0 when none waits)",
      registers: [registry],
    });

    const activityLost = new Counter({
      name: "hpm_activity_not_recorded_total",
      help: "Changes that were saved but whose activity-log row could not be written (the error is logged)",
      registers: [registry],
    });

    app.decorate("metrics", {
      cacheLookup: (name: string, hit: boolean) => cache.inc({ cache: name, result: hit ? "hit" : "miss" }),
      activityNotRecorded: () => activityLost.inc(),
    });

    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = request.routeOptions.url ?? "(page or not found)";
      if (route !== "/metrics")
        durations.observe(
          { route, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` },
          reply.elapsedTime / 1000,
        );
      done();
    });

    app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
      const given = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!token) return reply.code(404).send({ status: false, message: "Not found." });
      if (!sameToken(given, token)) return reply.code(401).send({ status: false, message: "Unauthorized" });
      const rows = await app.db
        .selectFrom("mailOutbox")
        .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
        .groupBy("status")
        .execute();
      outbox.reset();
      for (const status of ["pending", "sending", "sent", "dead"]) outbox.set({ status }, 0);
      for (const row of rows) outbox.set({ status: row.status }, Number(row.n));
      const due = await sql<{ age: number | string | null }>`
        select extract(epoch from (now() - min(created_at))) as age from mail_outbox where status in ('pending', 'sending')`.execute(
        app.db,
      );
      oldest.set(Number(due.rows[0]?.age ?? 0));
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: "metrics", dependencies: ["db"] },
);
