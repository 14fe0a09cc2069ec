import { mkdir } from "node:fs/promises";
import fp from "fastify-plugin";
import { DataDirSpace } from "../db/data-dir-space";

declare module "fastify" {
  interface FastifyInstance {
    /** Throws OutOfStorageError (507) while the data directory is full; unset when nothing is kept there. */
    assertDataDirWritable?: () => Promise<void>;
  }
}

export interface DataDirPluginOptions {
  dataDir: string;
  /** The embedded database is kept in DATA_DIR/db. */
  embeddedDatabase: boolean;
  /** Uploads and attachments are kept in DATA_DIR (FILE_STORE=disk). */
  filesOnDisk: boolean;
  /** Free space below which the directory counts as full (DATA_DIR_RESERVE_BYTES). */
  reserveBytes?: number;
}

/**
 * A full data directory: readiness answers 503 (app.dataDirWritable) and writes are refused with 507 before they
 * start (app.assertDataDirWritable, called by the embedded database before each write and by the disk file store),
 * until space is freed; reads go on.
 */
export default fp<DataDirPluginOptions>(
  async (app, opts) => {
    if (!opts.embeddedDatabase && !opts.filesOnDisk) return;
    await mkdir(opts.dataDir, { recursive: true });
    const space = new DataDirSpace(opts.dataDir, opts.reserveBytes, (check) => {
      const at = { dataDir: opts.dataDir, freeBytes: check.freeBytes, problem: check.problem };
      if (check.writable) app.log.info(at, "the data directory takes writes again");
      else app.log.error(at, "the data directory is full: writes answer 507 and readiness 503 until space is freed");
    });
    // from the end of start-up on: the migrations and seeds of a start on a nearly full disk go ahead, or fail with their cause
    let serving = false;
    app.addHook("onReady", async () => {
      serving = true;
    });
    app.decorate("dataDirWritable", () => space.writable());
    app.decorate("assertDataDirWritable", async () => {
      if (serving) await space.assertWritable();
    });
  },
  { name: "data-dir" },
);
