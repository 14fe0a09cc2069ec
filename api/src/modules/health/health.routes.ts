import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { pendingMigrations } from "../../db/database";
import { route } from "../../http/route";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the process is asked to stop (SIGTERM): readiness answers 503 so the load balancer drains it. */
    draining: boolean;
    /** Whether the data directory takes a write (the embedded database, files on disk); unset when nothing is kept there. */
    dataDirWritable?: () => Promise<boolean>;
  }
}

/** At most this long per check, so a load balancer's probe gets an answer while a dependency hangs. */
const CHECK_MS = 3_000;
const within = <T>(p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_MS).unref())]);

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, "checkHealth", async () => {
    await sql`select 1`.execute(app.db);
    return { status: true as const, result: { database: "up" as const, uptime: process.uptime() } };
  });

  // Liveness: the process answers (a load balancer restarts it when it does not). Touches nothing else.
  route(app, "checkLiveness", async () => ({ status: true as const, result: { uptime: process.uptime() } }));

  // Readiness: the database answers, Redis too when configured, and every migration this code knows is applied.
  route(app, "checkReadiness", async (_request, reply) => {
    const database = await within(sql`select 1`.execute(app.db)).then(
      () => "up" as const,
      () => "down" as const,
    );
    const redis = app.redis
      ? await within(app.redis.ping()).then(
          () => "up" as const,
          () => "down" as const,
        )
      : ("not configured" as const);
    const migrations =
      database === "up"
        ? await within(pendingMigrations(app.db as never)).then(
            (pending) => (pending.length === 0 ? ("applied" as const) : ("pending" as const)),
            () => "unknown" as const,
          )
        : ("unknown" as const);
    const storage = app.dataDirWritable
      ? await within(app.dataDirWritable()).then(
          (ok) => (ok ? ("writable" as const) : ("full" as const)),
          () => "full" as const,
        )
      : ("not on this instance" as const);
    const degraded = redis === "down" ? ["redis: rate limits are counted per instance, caches cleared through PostgreSQL"] : [];
    const result = { database, redis, migrations, storage, draining: app.draining, degraded };
    if (database === "up" && migrations === "applied" && storage !== "full" && !app.draining)
      return reply.send({ status: true as const, result });
    const down = [
      app.draining && "the server is shutting down",
      database === "down" && "the database does not answer",
      migrations === "pending" && "migrations are pending",
      storage === "full" && "the data directory cannot be written",
    ].filter(Boolean);
    return reply
      .code(503)
      .header("retry-after", "5")
      .send({ status: false as const, message: `Not ready: ${down.join(", ") || "checks did not finish"}.`, result });
  });
};

export default healthRoutes;
