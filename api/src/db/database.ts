import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationProvider } from "@hpm/migrations";
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

export function createDatabase(options: DatabaseOptions): { db: Database; kind: "postgres" | "pglite" } {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }), kind: "postgres" };
  }
  let pglite: PGlite;
  if (options.inMemory) {
    pglite = new PGlite();
  } else {
    const dir = resolve(options.dataDir ?? "./data", "db");
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins }), kind: "pglite" };
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
