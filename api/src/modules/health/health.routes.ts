import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Ok } from "@hpm/contracts/schemas";
import type { FastifyReply } from "fastify";
import { sql } from "kysely";
import Type from "typebox";
import { pendingMigrations } from "../../db/database";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the process is asked to stop (SIGTERM): readiness answers 503 so the load balancer drains it. */
    draining: boolean;
    /** Whether the data directory takes a write (the embedded database, files on disk); unset when nothing is kept there. */
    dataDirWritable?: () => Promise<boolean>;
  }
}

const Check = Type.Union([Type.Literal("up"), Type.Literal("down"), Type.Literal("not configured")]);
const Readiness = Type.Object({
  database: Check,
  /** Down is a degradation, not unreadiness: PostgreSQL carries what Redis speeds up. */
  redis: Check,
  migrations: Type.Union([Type.Literal("applied"), Type.Literal("pending"), Type.Literal("unknown")]),
  storage: Type.Union([Type.Literal("writable"), Type.Literal("full"), Type.Literal("not on this instance")]),
  draining: Type.Boolean(),
  /** What runs in a lesser way right now (served, but e.g. rate limits counted per instance). */
  degraded: Type.Array(Type.String()),
});
const NotReady = Type.Object({ status: Type.Literal(false), message: Type.String(), result: Readiness });

/** At most this long per check, so a load balancer's probe gets an answer while a dependency hangs. */
const CHECK_MS = 3_000;
const within = <T>(p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_MS).unref())]);

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        response: { 200: Ok(Type.Object({ database: Type.Literal("up"), uptime: Type.Number() })) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: true as const, result: { database: "up" as const, uptime: process.uptime() } };
    },
  );

  // Liveness: the process answers (a load balancer restarts it when it does not). Touches nothing else.
  app.get(
    "/api/health/live",
    {
      config: { access: "public" },
      schema: { tags: ["health"], response: { 200: Ok(Type.Object({ uptime: Type.Number() })) } },
    },
    async () => ({ status: true as const, result: { uptime: process.uptime() } }),
  );

  // Readiness: the database answers, Redis too when configured, and every migration this code knows is applied.
  app.get(
    "/api/health/ready",
    {
      config: { access: "public" },
      schema: { tags: ["health"], response: { 200: Ok(Readiness), 503: NotReady } },
    },
    async (_request, reply: FastifyReply) => {
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
    },
  );
};

export default healthRoutes;
