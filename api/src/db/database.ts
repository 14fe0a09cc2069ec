import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationProvider } from "@hpm/migrations";
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { openFailureCause } from "./data-dir-space";
import type { DB } from "./schema";

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * An in-memory database starts from this data directory (PGlite's `dumpDataDir`) instead of making a new one: the
   * test suite makes one once (api/src/test/pglite-image.ts), where each new one costs seconds of a core.
   */
  inMemoryImage?: Blob;
  /** Where a lost connection is reported (an idle pooled connection that PostgreSQL or the network ended). */
  onPoolError?: (err: Error) => void;
  /** Embedded database: awaited before a statement that writes (throws to refuse it, e.g. while the disk is full). */
  beforeWrite?: () => Promise<void>;
  /** Embedded database: it stopped for good (a PANIC, e.g. no room for a WAL segment); only a restart recovers it. */
  onFatal?: (err: Error) => void;
  /** Embedded database: the DATA_DIR lock was lost while held. */
  onLockLost?: (err: Error) => void;
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
  release: () => Promise<void>;
}

export async function createDatabase(options: DatabaseOptions): Promise<CreatedDatabase> {
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
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }),
      kind: "postgres",
      release: async () => {},
    };
  }
  let pglite: PGlite;
  let release = async () => {};
  if (options.inMemory) {
    pglite = new PGlite(options.inMemoryImage ? { loadDataDir: options.inMemoryImage } : {});
  } else {
    const dir = resolve(options.dataDir ?? "./data", "db");
    const cannotOpen = async (err: unknown) =>
      new Error(`Cannot open the embedded database in ${dir}: ${await openFailureCause(dir, err)}`, { cause: err });
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw await cannotOpen(err);
    }
    // before the database opens its files: a second process must not touch them at all
    release = await lockDataDir(dir, { onLost: options.onLockLost });
    pglite = new PGlite(dir);
    try {
      await pglite.waitReady;
    } catch (err) {
      await release();
      throw await cannotOpen(err);
    }
  }
  const guarded = guardedPGlite(pglite, options);
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(guarded), plugins }), kind: "pglite", release };
}

// Statements that change nothing: reads and transaction control. Anything else counts as a write (refused while
// the disk is full); a read that names a data-changing keyword or a row lock counts as one too.
const READ = /^\s*(?:select|with|show|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset|explain)\b/i;
const WRITES = /\b(?:insert|update|delete|merge|nextval|setval|for\s+(?:no\s+key\s+|key\s+)?(?:update|share))\b/i;
export const isWriteStatement = (text: string) => !READ.test(text) || WRITES.test(text);

/** Error code 57P01 (admin_shutdown): answered 503 like a database that went away (plugins/errors.ts). */
const stopped = () => Object.assign(new Error("The embedded database has stopped; the server is restarting."), { code: "57P01" });

/**
 * The embedded database as the dialect uses it (query, close), with `beforeWrite` in front of each write. After a
 * PANIC (PostgreSQL would restart itself; PGlite cannot), every later call into PGlite spins at 100% CPU and never
 * returns, blocking the event loop: it is not called again, and `onFatal` is told.
 */
function guardedPGlite(pglite: PGlite, options: DatabaseOptions): PGlite {
  let fatal = false;
  const query: PGlite["query"] = async (text, params, queryOptions) => {
    if (fatal) throw stopped();
    if (options.beforeWrite && isWriteStatement(text)) await options.beforeWrite();
    try {
      return await pglite.query(text, params, queryOptions);
    } catch (err) {
      if ((err as { severity?: unknown }).severity === "PANIC" && !fatal) {
        fatal = true;
        options.onFatal?.(err as Error);
      }
      throw err;
    }
  };
  const close = async () => {
    if (!fatal) await pglite.close();
  };
  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === "query") return query;
      if (prop === "close") return close;
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
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
