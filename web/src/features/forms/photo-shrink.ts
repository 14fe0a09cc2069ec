import { shrunkName } from "./photo-metadata";

/** What the form asks the worker (photo-shrink.worker.ts) and what it answers. */
export interface ShrinkRequest {
  id: number;
  file: Blob;
}
export type ShrinkOutcome =
  | { outcome: "kept" | "unsupported" }
  | { outcome: "failed"; reason: string }
  | { outcome: "shrunk"; blob: Blob; width: number; height: number; takenAt: string | null };
export type ShrinkReply = { id: number } & ShrinkOutcome;

/** A picked file as it goes into the form: made smaller, or as it was (and why). */
export interface PreparedFile {
  file: File;
  original: File;
  /**
   * shrunk: a smaller JPEG; kept: a PDF or a photo small enough already; unsupported: this browser cannot re-encode
   * in a worker (sent as it is: the 5 MB rule still applies); failed: the photo could not be read.
   */
  outcome: "shrunk" | "kept" | "unsupported" | "failed";
  width?: number;
  height?: number;
  /** When the photo was taken (its EXIF time), read before re-encoding dropped the metadata. */
  takenAt?: string | null;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);
/** A worker that has not answered in this long is given up on and the photo goes as it is. */
const WORKER_TIMEOUT_MS = 60_000;
/** The worker (and the memory of its last photo) goes after this long with nothing to do. */
const IDLE_MS = 20_000;

let worker: Worker | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: ShrinkReply | null) => void>();
/** One photo at a time: decoding a 12-megapixel photo takes some 50 MB of a phone's memory. */
let queue: Promise<unknown> = Promise.resolve();

function stopWorker() {
  worker?.terminate();
  worker = null;
  for (const done of waiting.values()) done(null);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === "undefined") return null;
  try {
    worker = new Worker(new URL("./photo-shrink.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<ShrinkReply>) => {
    const done = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    done?.(event.data);
  };
  // the worker's script could not be loaded or run (an old browser, or offline before it was ever cached)
  worker.onerror = () => stopWorker();
  return worker;
}

function ask(file: File): Promise<ShrinkReply | null> {
  const w = startWorker();
  if (!w) return Promise.resolve(null);
  clearTimeout(idle);
  const id = nextId++;
  return new Promise<ShrinkReply | null>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      stopWorker();
      resolve(null);
    }, WORKER_TIMEOUT_MS);
    waiting.set(id, (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
    w.postMessage({ id, file } satisfies ShrinkRequest);
  }).finally(() => {
    if (waiting.size === 0) idle = setTimeout(stopWorker, IDLE_MS);
  });
}

/**
 * A picked file made ready to be queued, off the main thread: a JPEG or PNG larger than 2048 px on its long side or
 * than 1 MB becomes a JPEG of at most 2048 px (orientation applied, metadata dropped); anything else is returned as
 * it is. Never rejects: where the browser cannot do it, the file goes as it is.
 */
export function prepareFile(file: File): Promise<PreparedFile> {
  if (!IMAGE_TYPES.has(file.type)) return Promise.resolve({ file, original: file, outcome: "kept" });
  const run = queue.then(async (): Promise<PreparedFile> => {
    const reply = await ask(file);
    if (!reply) return { file, original: file, outcome: "unsupported" };
    if (reply.outcome !== "shrunk") return { file, original: file, outcome: reply.outcome };
    const name = shrunkName(file.name, reply.takenAt);
    const shrunk = new File([reply.blob], name, { type: "image/jpeg", lastModified: file.lastModified });
    return { file: shrunk, original: file, outcome: "shrunk", width: reply.width, height: reply.height, takenAt: reply.takenAt };
  });
  queue = run.catch(() => undefined);
  return run.catch(() => ({ file, original: file, outcome: "failed" as const }));
}
