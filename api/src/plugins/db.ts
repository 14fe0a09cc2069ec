import fp from "fastify-plugin";
import { createDatabase, type Database, migrateToLatest } from "../db/database";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { db, kind } = createDatabase(opts);
    const applied = await migrateToLatest(db as never);
    app.log.info({ kind, applied }, "database ready");
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.destroy();
    });
  },
  { name: "db" },
);
