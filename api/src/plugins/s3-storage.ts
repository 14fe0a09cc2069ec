import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { STORAGE_KEY as KEY, type SharedStorage, UPLOAD_PREFIX } from "./storage-contract";

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); unset for Amazon S3. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name (most S3-compatible services). */
  forcePathStyle: boolean;
}

export function s3Client(o: S3Options): S3Client {
  return new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
  });
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Files in an S3 bucket under `<area>/`: every instance reads the same bucket, and a download is streamed. */
export class S3Storage implements SharedStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly area: "uploads" | "private",
  ) {}

  private objectKey(key: string) {
    return `${this.area}/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (!KEY.test(key)) throw new Error(`Bad storage key ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType }),
    );
    return `${UPLOAD_PREFIX}${key}`;
  }

  async read(key: string): Promise<{ body: Readable | Buffer; contentType: string; size?: number } | null> {
    if (!KEY.test(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? "application/octet-stream",
        size: out.ContentLength,
      };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.read(key);
    if (!file) return null;
    if (Buffer.isBuffer(file.body)) return file.body;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (KEY.test(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.area}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) yield { key: o.Key.slice(this.area.length + 1), modifiedAt: o.LastModified ?? new Date(0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
