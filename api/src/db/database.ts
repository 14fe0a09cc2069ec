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
  /** Where a lost connection is reported (an idle pooled connection that PostgreSQL or the network ended). */
  onPoolError?: (err: Error) => void;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one from the pool) before it
 * answers 503 (plugins/errors.ts) instead of hanging. A connection that breaks while in use fails its query
 * at once. (No client-side query timeout: pg leaves the connection in an unknown state when one fires.)
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

export interface CreatedDatabase {
  db: Database;
  kind: "postgres" | "pglite";
  /** Releases what the database holds beyond its connections (the embedded database's DATA_DIR lock). */
  release: () => void;
}

export function createDatabase(options: DatabaseOptions): CreatedDatabase {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Without a listener, a connection that breaks (PostgreSQL restarted, the network cut) is an unhandled
    // 'error' event that ends the process: the pool reports an idle one (and drops it); a connection in use
    // (between the statements of a transaction) reports on itself, and its queries fail (answered 503).
    pool.on("error", (err) => options.onPoolError?.(err));
    pool.on("connect", (client) => client.on("error", (err) => options.onPoolError?.(err)));
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

/** Migrations the code knows that the database has not applied (readiness: an instance ahead of its database). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
