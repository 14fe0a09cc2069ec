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
  /** The data directory an in-memory database starts from (db/database.ts). */
  inMemoryImage?: Blob;
  seedDemo?: boolean;
  demoAgentCount?: number;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    // the process ends (for the orchestrator or a restart policy to start it again) a moment after the answer
    // to the request that met the failure has gone out
    const stop = (err: Error, message: string) => {
      app.log.fatal({ err }, message);
      setTimeout(() => process.exit(1), 500);
    };
    const { db, kind, release } = await createDatabase({
      ...opts,
      onPoolError: (err) => app.log.warn({ err: err.message }, "a pooled database connection was lost"),
      beforeWrite: opts.databaseUrl || opts.inMemory ? undefined : app.assertDataDirWritable,
      onFatal: (err) =>
        stop(err, "the embedded database stopped (PANIC): exiting, the next start recovers it from its write-ahead log"),
      onLockLost: (err) => stop(err, "the DATA_DIR lock was lost: exiting before another process opens the database"),
    });
    const applied = await migrateToLatest(db as never);
    const seeded = opts.seedDemo ? await runDemoSeeds(db, { agentCount: opts.demoAgentCount }) : [];
    app.log.info({ kind, applied, seeded }, "database ready");
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.destroy();
      await release();
    });
  },
  { name: "db" },
);
