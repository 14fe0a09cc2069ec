import fp from "fastify-plugin";
import { createDatabase, type Database, migrateToLatest } from "../db/database";
import { runDemoSeeds } from "../db/seed";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  seedDemo?: boolean;
  demoAgentCount?: number;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { db, kind, release } = createDatabase({
      ...opts,
      onPoolError: (err) => app.log.warn({ err: err.message }, "a pooled database connection was lost"),
    });
    const applied = await migrateToLatest(db as never);
    const seeded = opts.seedDemo ? await runDemoSeeds(db, { agentCount: opts.demoAgentCount }) : [];
    app.log.info({ kind, applied, seeded }, "database ready");
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.destroy();
      release();
    });
  },
  { name: "db" },
);
