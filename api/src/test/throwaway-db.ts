import { randomBytes } from "node:crypto";
import pg from "pg";

/** A PostgreSQL database of its own on the server of `baseUrl`, for one test file (API or e2e); `drop` removes it. */
export async function createThrowawayDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hpm_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
