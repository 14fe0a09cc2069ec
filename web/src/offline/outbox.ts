import type { SubmissionKind } from "@hpm/contracts";
import { ALTCHA_FIELD, IDEMPOTENCY_HEADER, TUS_VERSION, UPLOADS_FIELD } from "@hpm/contracts";
import { solveAltcha } from "./altcha";
import { outboxTable, watchOutbox } from "./outbox-store";
import { REQUEST_TIMEOUT_MS, type ResumableState, UploadInterrupted, UploadRefused, uploadFile, uploadId } from "./tus";

/**
 * The outbox: every submission is written here, with its files as
 * Blobs and a UUID, BEFORE the person is told it is saved. A sender delivers it when it can; the UUID is
 * the Idempotency-Key, so a resend after a lost answer creates nothing new on the server. Files go up first as
 * resumable uploads (tus) that continue after a drop; the submission then names them.
 */
export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}

/** "rejected" is shown as "needs attention": the server refused it, or a file of it. */
export type OutboxStatus = "queued" | "sending" | "sent" | "rejected";

export interface OutboxItem {
  id: string;
  kind: SubmissionKind;
  /** What the person sees in the list, e.g. "Incident report — Sam Field". */
  label: string;
  url: string;
  /** Where the files' resumable uploads are created; without it the files go in the submission itself. */
  uploadsUrl?: string;
  encoding: "multipart" | "json";
  fields: Record<string, string>;
  json?: Record<string, unknown>;
  files: OutboxFile[];
  /** Per file (same index as `files`): its upload on the server and the bytes the server has confirmed. */
  resumable?: (ResumableState | undefined)[];
  /** The form's state, to give it back to the person when the server refuses it. */
  draft?: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  sentAt?: number;
  message?: string;
  /** The office's reference number for it, as the server answered (what the person quotes on the phone). */
  reference?: string;
  /** Why the last try did not get through, while it waits for the next. */
  lastError?: string;
  errors?: { path: string; message: string }[];
  /** Bytes the server has confirmed, over all the item's bytes (0…1). */
  progress?: number;
}

const items = outboxTable<OutboxItem>();

const SENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** Math.max(0, attempts - 1));

export type NewItem = Pick<
  OutboxItem,
  "kind" | "label" | "url" | "uploadsUrl" | "encoding" | "fields" | "json" | "files" | "draft"
>;

/** The item as it will be stored and sent: its id (the Idempotency-Key) is chosen here, once. */
export function prepare(item: NewItem): OutboxItem {
  return {
    ...item,
    files: item.files.filter((f) => f.blob.size > 0),
    id: crypto.randomUUID(),
    status: "queued",
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
  };
}

/** Stores the submission on the device (this is the moment it is safe), then tries to send it. Throws when storage refuses. */
export async function store(item: OutboxItem): Promise<OutboxItem> {
  await items.add(item);
  void navigator.storage?.persist?.().catch(() => false);
  void registerBackgroundSync();
  kick();
  return item;
}

export const enqueue = (item: NewItem) => store(prepare(item));

export const removeItem = (id: string) => items.delete(id);
export const getItem = (id: string) => items.get(id);

/** "Send now": the item is due at once, whatever its backoff said. */
export async function sendNow(id: string): Promise<void> {
  await items.update(id, { nextAttemptAt: 0 });
  kick();
}

/** Live list of items (newest first), for the UI. */
export function watchItems(kinds: SubmissionKind[], onChange: (items: OutboxItem[]) => void): () => void {
  return watchOutbox(
    () => items.where("kind", kinds).then((list) => list.sort((a, b) => b.createdAt - a.createdAt)),
    onChange,
    () => onChange([]),
  );
}

/** Resolves with the item once it leaves "queued"/"sending" or after `ms`. */
export function settled(id: string, ms: number): Promise<OutboxItem | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (item: OutboxItem | undefined) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      resolve(item);
    };
    const unsubscribe = watchOutbox(
      () => items.get(id),
      (item) => {
        if (!item || item.status === "sent" || item.status === "rejected") finish(item);
      },
    );
    const timer = setTimeout(() => getItem(id).then(finish), ms);
  });
}

interface Answer {
  status: number;
  body: {
    status?: boolean;
    message?: string;
    result?: { reference?: string };
    errors?: { path: string; message: string }[];
  } | null;
}

const bytesOf = (item: OutboxItem) => item.files.reduce((n, f) => n + f.blob.size, 0);
const confirmedOf = (item: OutboxItem) =>
  item.files.reduce((n, f, i) => n + Math.min(f.blob.size, item.resumable?.[i]?.offset ?? 0), 0);

/** The share of the item's bytes the server has confirmed. */
export function progressOf(item: OutboxItem): number {
  const total = bytesOf(item);
  return total && item.uploadsUrl ? confirmedOf(item) / total : 0;
}

/** The submission itself: its fields, the proof of work, and its files' finished uploads (or the files themselves). */
async function post(item: OutboxItem, altcha: string, uploads: { field: string; id: string }[] | null): Promise<Answer> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: item.id, accept: "application/json" };
  let body: BodyInit;
  if (item.encoding === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ ...item.json, [ALTCHA_FIELD]: altcha });
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(item.fields)) form.append(k, v);
    form.append(ALTCHA_FIELD, altcha);
    if (uploads) form.append(UPLOADS_FIELD, JSON.stringify(uploads));
    else for (const f of item.files) form.append(f.field, f.blob, f.name);
    body = form;
  }
  // a submission that carries its files gets time for them (at 16 KB/s); one naming uploads is small
  const timeout = REQUEST_TIMEOUT_MS + (uploads ? 0 : bytesOf(item) / 16);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  try {
    const res = await fetch(item.url, { method: "POST", headers, body, credentials: "same-origin", signal: abort.signal });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
  }
}

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Where an item's changes go: the device's outbox, or (for a report the device could not store) the page's memory. */
export type ItemSink = (changes: Partial<OutboxItem>) => Promise<void>;

const storedSink =
  (id: string): ItemSink =>
  async (changes) => {
    await items.update(id, changes);
  };

/** Sends the files that are not finished yet; returns the uploads the submission names. */
async function uploadAll(item: OutboxItem, save: ItemSink): Promise<{ field: string; id: string }[]> {
  const uploads: { field: string; id: string }[] = [];
  const resumable = [...(item.resumable ?? item.files.map(() => undefined))];
  for (const [index, file] of item.files.entries()) {
    const done = await uploadFile(
      {
        endpoint: item.uploadsUrl ?? "",
        key: item.id,
        save: async (i, state) => {
          resumable[i] = state;
          item.resumable = [...resumable];
          await save({ resumable: item.resumable, progress: progressOf(item) });
        },
      },
      index,
      file,
      resumable[index],
    );
    uploads.push({ field: file.field, id: uploadId(done.url) });
  }
  return uploads;
}

/** After a refused submission: were some of its uploads lost on the server (removed as abandoned)? They start again. */
async function forgetLostUploads(item: OutboxItem, save: ItemSink): Promise<boolean> {
  let lost = false;
  const resumable = [...(item.resumable ?? [])];
  for (const [i, state] of resumable.entries()) {
    if (!state) continue;
    try {
      const res = await fetch(state.url, { method: "HEAD", headers: { "Tus-Resumable": TUS_VERSION }, cache: "no-store" });
      const offset = Number(res.headers.get("upload-offset"));
      if (res.status === 404 || res.status === 410 || (res.ok && offset < (item.files[i]?.blob.size ?? 0))) {
        resumable[i] = undefined;
        lost = true;
      }
    } catch {
      // unknown: leave it
    }
  }
  if (lost) {
    item.resumable = resumable;
    await save({ resumable });
  }
  return lost;
}

/**
 * One try at delivering `item`: its files' uploads, then the submission. Every change is given to `save` (and
 * applied to `item`), so a reload, another tab or the service worker continues from there.
 */
export async function deliver(item: OutboxItem, sink: ItemSink = storedSink(item.id)): Promise<OutboxItem> {
  const save: ItemSink = async (changes) => {
    Object.assign(item, changes);
    await sink(changes);
  };
  await save({ status: "sending", progress: progressOf(item) });
  const resumes = item.encoding === "multipart" && !!item.uploadsUrl && item.files.length > 0;
  const confirmedBefore = confirmedOf(item);
  let answer: Answer;
  try {
    const uploads = resumes ? await uploadAll(item, save) : null;
    let altcha = await solveAltcha();
    answer = await post(item, altcha, uploads);
    if (answer.status === 400 && answer.body?.errors?.some((e) => e.path === "altcha")) {
      altcha = await solveAltcha(); // expired while queued: a fresh proof, once
      answer = await post(item, altcha, uploads);
    }
    if (uploads && answer.status >= 400 && !retryable(answer.status) && (await forgetLostUploads(item, save))) {
      await save({ status: "queued", nextAttemptAt: Date.now(), lastError: "A file must be sent again." });
      return item;
    }
  } catch (err) {
    if (err instanceof UploadRefused) {
      const file = item.files.find((f, i) => (item.resumable?.[i]?.offset ?? 0) < f.blob.size);
      const field = file?.field.replace(/^files\./, "field.");
      await save({
        status: "rejected",
        message: file ? `${file.name}: ${err.message}` : err.message,
        errors: field ? [{ path: field, message: err.message }] : undefined,
        progress: 0,
      });
      return item;
    }
    answer = { status: 0, body: null };
    item.lastError = err instanceof UploadInterrupted ? err.message : "Could not reach the server.";
  }
  if (answer.status >= 200 && answer.status < 300) {
    await save({
      status: "sent",
      sentAt: Date.now(),
      message: answer.body?.message,
      reference: answer.body?.result?.reference,
      progress: 1,
      files: [],
      resumable: undefined,
      errors: undefined,
      lastError: undefined,
    });
  } else if (retryable(answer.status)) {
    // a try that moved bytes starts the backoff over: a link that drops every few seconds still gets through
    const attempts = confirmedOf(item) > confirmedBefore ? 1 : item.attempts + 1;
    await save({
      status: "queued",
      attempts,
      nextAttemptAt: Date.now() + backoff(attempts),
      progress: progressOf(item),
      lastError: answer.status
        ? `The server did not take it (${answer.status}).`
        : (item.lastError ?? "Could not reach the server."),
    });
  } else {
    await save({
      status: "rejected",
      message: answer.body?.message ?? `The server refused this (${answer.status}).`,
      errors: answer.body?.errors,
      progress: 0,
    });
  }
  return item;
}

let draining: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function drainOnce(): Promise<void> {
  await items.deleteWhere("status", "sent", (i) => (i.sentAt ?? 0) < Date.now() - SENT_KEPT_MS);
  // An item left "sending" by a closed tab is due again (the server dedupes by its key, its uploads resume).
  const due = (await items.where("status", ["queued", "sending"])).sort((a, b) => a.createdAt - b.createdAt);
  for (const item of due) {
    if (item.status === "queued" && item.nextAttemptAt > Date.now()) continue;
    if (typeof navigator !== "undefined" && navigator.onLine === false) break;
    await deliver(item);
  }
  const waiting = await items.where("status", ["queued"]);
  clearTimeout(timer);
  if (waiting.length) {
    const next = Math.max(500, Math.min(...waiting.map((i) => i.nextAttemptAt)) - Date.now());
    timer = setTimeout(kick, next);
  }
}

/** Sends what is due. One sender at a time across tabs and the service worker (Web Locks). */
export function drain(): Promise<void> {
  if (draining) {
    again = true; // made due while a round runs ("Send now", `online`): one more round after it
    return draining;
  }
  const run = () => drainOnce().catch(() => undefined);
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  draining = (locks ? locks.request("hpm-outbox", run) : run()).finally(() => {
    draining = null;
    if (again) {
      again = false;
      kick();
    }
  }) as Promise<void>;
  return draining;
}

export function kick() {
  void drain();
}

async function registerBackgroundSync() {
  try {
    const reg = (await navigator.serviceWorker?.ready) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync is optional: `online`, start and visibility changes still drain the outbox.
  }
}

export const OUTBOX_SYNC_TAG = "hpm-outbox";

let started = false;
/** Starts the sender in a page: now, on `online`, on becoming visible, and when the service worker asks. */
export function startOutbox() {
  if (started) return;
  started = true;
  kick();
  window.addEventListener("online", kick);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") kick();
  });
  navigator.serviceWorker?.addEventListener("message", (e) => {
    if ((e.data as { type?: string } | null)?.type === "outbox-drain") kick();
  });
}

/**
 * A submission the device could not store, sent straight from the page's memory (same request, same
 * Idempotency-Key): tries while the page is online, a few times, resuming its uploads between tries.
 */
export async function sendDirect(item: OutboxItem, onChange: (item: OutboxItem) => void, tries = 5): Promise<OutboxItem> {
  const sink: ItemSink = async () => onChange({ ...item });
  for (let n = 0; n < tries; n++) {
    await deliver(item, sink);
    if (item.status !== "queued") return item;
    if (typeof navigator !== "undefined" && navigator.onLine === false) return item;
    if (n < tries - 1) await new Promise((r) => setTimeout(r, Math.max(0, item.nextAttemptAt - Date.now())));
  }
  return item;
}
