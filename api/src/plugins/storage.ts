import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database";
import { type S3Options, S3Storage, s3Client } from "./s3-storage";
import { type SharedStorage, STORAGE_KEY, type Storage, UPLOAD_PREFIX } from "./storage-contract";

export type { SharedStorage, Storage } from "./storage-contract";
export { UPLOAD_PREFIX } from "./storage-contract";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
    /** Files that must never be public (submission attachments): not served under /uploads. */
    privateStorage: Storage;
  }
}

const KEY = STORAGE_KEY;

export class LocalDiskStorage implements Storage {
  constructor(
    private readonly root: string,
    /** Throws to refuse a write before it starts (a full disk: 507). */
    private readonly beforeWrite?: () => Promise<void>,
  ) {}

  async put(key: string, body: Buffer): Promise<string> {
    if (!KEY.test(key)) throw new Error(`Bad storage key ${key}`);
    await this.beforeWrite?.();
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await writeFile(tmp, body);
    } catch (err) {
      // a half-written file (ENOSPC) would keep the disk full
      await rm(tmp, { force: true });
      throw err;
    }
    await rename(tmp, file);
    return `${UPLOAD_PREFIX}${key}`;
  }

  async get(key: string): Promise<Buffer | null> {
    if (!KEY.test(key)) return null;
    return readFile(join(this.root, key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    if (KEY.test(key)) await rm(join(this.root, key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    for (const key of names) {
      if (!KEY.test(key)) continue;
      const info = await stat(join(this.root, key)).catch(() => null);
      if (info?.isFile()) yield { key, modifiedAt: info.mtime };
    }
  }
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};
const typeOf = (key: string) => TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/**
 * Files kept in PostgreSQL (table `stored_file`), so every instance behind a load balancer serves the same uploads
 * and attachments. Keys are content-addressed (a hash of the file), so a file never changes once stored. Files are
 * at most UPLOAD_MAX_BYTES (5 MiB by default) and are read in one piece.
 */
export class DatabaseStorage implements SharedStorage {
  constructor(
    private readonly db: Database,
    private readonly area: "uploads" | "private",
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (!KEY.test(key)) throw new Error(`Bad storage key ${key}`);
    await this.db
      .insertInto("storedFile")
      .values({ area: this.area, key, contentType: contentType || typeOf(key), size: body.length, content: body })
      .onConflict((oc) => oc.columns(["area", "key"]).doUpdateSet({ content: body, size: body.length }))
      .execute();
    return `${UPLOAD_PREFIX}${key}`;
  }

  async read(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!KEY.test(key)) return null;
    const row = await this.db
      .selectFrom("storedFile")
      .select(["content", "contentType"])
      .where("area", "=", this.area)
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? { body: Buffer.from(row.content), contentType: row.contentType } : null;
  }

  async get(key: string): Promise<Buffer | null> {
    return (await this.read(key))?.body ?? null;
  }

  async has(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("storedFile")
      .select("key")
      .where("area", "=", this.area)
      .where("key", "=", key)
      .executeTakeFirst();
    return Boolean(row);
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom("storedFile").where("area", "=", this.area).where("key", "=", key).execute();
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const rows = await this.db.selectFrom("storedFile").select(["key", "createdAt"]).where("area", "=", this.area).execute();
    for (const row of rows) yield { key: row.key, modifiedAt: new Date(row.createdAt) };
  }
}

/** Left in a folder whose files are in the shared store, so later starts do not look at them again. */
const COPIED_MARK = ".copied-to-shared-store";

/** Copies the files of a disk folder into a shared store, once: the first start with the shared store does it. */
export async function importDiskFiles(dir: string, to: SharedStorage): Promise<number> {
  const mark = join(dir, COPIED_MARK);
  if (await stat(mark).catch(() => null)) return 0;
  const from = new LocalDiskStorage(dir);
  let copied = 0;
  for await (const { key } of from.list()) {
    if (key.endsWith(".tmp") || (await to.has(key))) continue;
    const body = await from.get(key);
    if (!body) continue;
    await to.put(key, body, typeOf(key));
    copied++;
  }
  await writeFile(mark, `${new Date().toISOString()}\n`);
  return copied;
}

export interface StoragePluginOptions {
  dataDir: string;
  /** `disk`: DATA_DIR on this machine (one instance); `database`: PostgreSQL; `s3`: a bucket (both shared). */
  store?: "disk" | "database" | "s3";
  s3?: S3Options;
}

export default fp<StoragePluginOptions>(
  async (app, { dataDir, store = "disk", s3 }) => {
    const root = resolve(dataDir, "uploads");
    await mkdir(root, { recursive: true });
    const privateRoot = resolve(dataDir, "private");
    await mkdir(privateRoot, { recursive: true });
    const immutable = "public, max-age=31536000, immutable";

    if (store !== "disk") {
      const [uploads, privateFiles]: SharedStorage[] =
        store === "s3" && s3
          ? (() => {
              const client = s3Client(s3);
              app.addHook("onClose", async () => client.destroy());
              return [new S3Storage(client, s3.bucket, "uploads"), new S3Storage(client, s3.bucket, "private")];
            })()
          : [new DatabaseStorage(app.db, "uploads"), new DatabaseStorage(app.db, "private")];
      // a site that ran on one instance's disk before: its files move into the shared store on the first start
      const copied =
        (await importDiskFiles(root, uploads as SharedStorage)) +
        (await importDiskFiles(privateRoot, privateFiles as SharedStorage));
      if (copied > 0) app.log.info({ copied, from: dataDir, store }, "storage: files copied from DATA_DIR into the shared store");
      app.decorate("storage", uploads as SharedStorage);
      app.decorate("privateStorage", privateFiles as SharedStorage);
      app.get<{ Params: { "*": string } }>(
        `${UPLOAD_PREFIX}*`,
        { config: { access: "public" }, schema: { hide: true } },
        async (request: FastifyRequest<{ Params: { "*": string } }>, reply: FastifyReply) => {
          const key = request.params["*"];
          const etag = `"${key}"`;
          if (request.headers["if-none-match"] === etag) return reply.code(304).header("etag", etag).send();
          const file = await (uploads as SharedStorage).read(key);
          if (!file) return reply.code(404).send({ status: false, message: "Not found." });
          if (file.size !== undefined) reply.header("content-length", file.size);
          return reply
            .header("cache-control", immutable)
            .header("etag", etag)
            .header("cross-origin-resource-policy", "cross-origin")
            .type(file.contentType)
            .send(file.body);
        },
      );
      return;
    }

    app.decorate("storage", new LocalDiskStorage(root, app.assertDataDirWritable));
    app.decorate("privateStorage", new LocalDiskStorage(privateRoot, app.assertDataDirWritable));
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOAD_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      immutable: true,
      maxAge: "365d",
      setHeaders: (reply) => reply.header("cross-origin-resource-policy", "cross-origin"),
    });
  },
  { name: "storage", dependencies: ["db"] },
);
