import type { Readable } from "node:stream";

/** What every file store (disk, database, S3) answers to. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete?(key: string): Promise<void>;
  /** Every stored file (a half-written one too) with its last change: what a sweep for orphans reads. */
  list?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** A store every instance shares, read through the server (under /uploads/ for the public area). */
export interface SharedStorage extends Storage {
  read(key: string): Promise<{ body: Buffer | Readable; contentType: string; size?: number } | null>;
  has(key: string): Promise<boolean>;
}

/** The keys any store accepts: content hashes and generated names, never a path. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]{0,120}$/;
/** Where public files are served. */
export const UPLOAD_PREFIX = "/uploads/";
