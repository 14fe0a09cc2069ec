import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding a new embedded database's data directory, made once for the whole run. */
    pgliteImage: string;
  }
}

/**
 * The API suite's global setup: one new embedded database's data directory, made once and written to a file. Each
 * test file's in-memory database starts from it (helper.ts) rather than making its own: PGlite makes a new one by
 * running initdb in WebAssembly, about 4 s of a core, against about 1 s to load this one. Nothing is migrated or
 * stored in it: every test's database still migrates itself from empty, as a new installation does.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "hpm-pglite-image-"));
  const file = join(dir, "datadir.tar");
  const pglite = new PGlite();
  // (a dump asked for before the database is ready waits on nothing that keeps Node's event loop alive)
  await pglite.waitReady;
  const image = await pglite.dumpDataDir("none");
  await pglite.close();
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The run's new embedded data directory (setup above), for a test file's in-memory database. The run on PostgreSQL
 * has one too: the tests of the embedded database itself (data-dir, attachment sweep) use it there as well.
 */
export function pgliteImage(): Blob {
  return new Blob([readFileSync(inject("pgliteImage"))]);
}
