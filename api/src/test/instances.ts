import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type App, buildApp } from "../app";
import { createThrowawayDatabase, testConfig } from "./helper";

const PG_BASE = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Two API instances on one throwaway PostgreSQL database, as a deployment runs them: started one after the other
 * (the first applies the migrations), each with a data directory of its own and `env` besides.
 */
export async function instancePair(env: Record<string, string> = {}): Promise<{ a: App; b: App; close(): Promise<void> }> {
  const database = await createThrowawayDatabase(PG_BASE);
  const dirs: string[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hpm-pair-"));
    dirs.push(dataDir);
    const app = await buildApp(testConfig(dataDir, { DATABASE_URL: database.url, SESSION_SECRET: "s".repeat(48), ...env }));
    await app.ready();
    return app;
  };
  const a = await start();
  const b = await start();
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `read` again every 25 ms until `done` says so or `ms` have passed; the last value read. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}
