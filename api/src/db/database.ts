import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationProvider } from "@hpm/migrations";
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

export interface CreatedDatabase {
  db: Database;
  kind: "postgres" | "pglite";
  /** Releases what the database holds beyond its connections (the embedded database's DATA_DIR lock). */
  release: () => void;
}

export function createDatabase(options: DatabaseOptions): CreatedDatabase {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }), kind: "postgres", release: () => {} };
  }
  let pglite: PGlite;
  let release = () => {};
  if (options.inMemory) {
    pglite = new PGlite();
  } else {
    const dir = resolve(options.dataDir ?? "./data", "db");
    mkdirSync(dir, { recursive: true });
    // before the database opens its files: a second process must not touch them at all
    release = lockDataDir(dir);
    pglite = new PGlite(dir);
  }
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins }), kind: "pglite", release };
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
