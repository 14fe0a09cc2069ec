import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete?(key: string): Promise<void>;
  /** Every stored file (a half-written one too) with its last change: what a sweep for orphans reads. */
  list?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
    /** Files that must never be public (submission attachments): not served under /uploads. */
    privateStorage: Storage;
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,120}$/;
export const UPLOAD_PREFIX = "/uploads/";

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    if (!KEY.test(key)) throw new Error(`Bad storage key ${key}`);
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, body);
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

export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const root = resolve(dataDir, "uploads");
    await mkdir(root, { recursive: true });
    app.decorate("storage", new LocalDiskStorage(root));
    const privateRoot = resolve(dataDir, "private");
    await mkdir(privateRoot, { recursive: true });
    app.decorate("privateStorage", new LocalDiskStorage(privateRoot));
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
  { name: "storage" },
);
