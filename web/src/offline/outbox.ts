import type { SubmissionKind } from "@hpm/contracts";
import { ALTCHA_FIELD, IDEMPOTENCY_HEADER } from "@hpm/contracts";
import Dexie, { liveQuery, type Table } from "dexie";
import { solveAltcha } from "./altcha";

/**
 * The outbox: every submission is written here, with its files as
 * Blobs and a UUID, BEFORE the person is told it is saved. A sender delivers it when it can; the UUID is
 * the Idempotency-Key, so a resend after a lost answer creates nothing new on the server.
 */
export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}

export type OutboxStatus = "queued" | "sending" | "sent" | "rejected";

export interface OutboxItem {
  id: string;
  kind: SubmissionKind;
  /** What the person sees in the list, e.g. "Incident report — Sam Field". */
  label: string;
  url: string;
  encoding: "multipart" | "json";
  fields: Record<string, string>;
  json?: Record<string, unknown>;
  files: OutboxFile[];
  /** The form's state, to give it back to the person when the server refuses it. */
  draft?: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  sentAt?: number;
  message?: string;
  errors?: { path: string; message: string }[];
  progress?: number;
}

class OutboxDb extends Dexie {
  items!: Table<OutboxItem, string>;
  constructor() {
    super("hpm-outbox");
    this.version(1).stores({ items: "id, status, kind, createdAt" });
  }
}

let database: OutboxDb | undefined;
const db = () => {
  database ??= new OutboxDb();
  return database;
};

const SENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** Math.max(0, attempts - 1));

export type NewItem = Pick<OutboxItem, "kind" | "label" | "url" | "encoding" | "fields" | "json" | "files" | "draft">;

/** Stores the submission on the device (this is the moment it is safe), then tries to send it. */
export async function enqueue(item: NewItem): Promise<OutboxItem> {
  const stored: OutboxItem = {
    ...item,
    id: crypto.randomUUID(),
    status: "queued",
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
  };
  await db().items.add(stored);
  void navigator.storage?.persist?.().catch(() => false);
  void registerBackgroundSync();
  kick();
  return stored;
}

export const removeItem = (id: string) => db().items.delete(id);
export const getItem = (id: string) => db().items.get(id);

/** Live list of items (newest first), for the UI. */
export function watchItems(kinds: SubmissionKind[], onChange: (items: OutboxItem[]) => void): () => void {
  const sub = liveQuery(() =>
    db()
      .items.where("kind")
      .anyOf(kinds)
      .toArray()
      .then((items) => items.sort((a, b) => b.createdAt - a.createdAt)),
  ).subscribe({ next: onChange, error: () => onChange([]) });
  return () => sub.unsubscribe();
}

/** Resolves with the item once it leaves "queued"/"sending" or after `ms`. */
export function settled(id: string, ms: number): Promise<OutboxItem | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (item: OutboxItem | undefined) => {
      if (done) return;
      done = true;
      sub.unsubscribe();
      clearTimeout(timer);
      resolve(item);
    };
    const sub = liveQuery(() => db().items.get(id)).subscribe({
      next: (item) => {
        if (!item || item.status === "sent" || item.status === "rejected") finish(item);
      },
    });
    const timer = setTimeout(() => getItem(id).then(finish), ms);
  });
}

interface Answer {
  status: number;
  body: { status?: boolean; message?: string; errors?: { path: string; message: string }[] } | null;
}

function send(item: OutboxItem, altcha: string, onProgress: (p: number) => void): Promise<Answer> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: item.id, accept: "application/json" };
  let body: BodyInit;
  if (item.encoding === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ ...item.json, [ALTCHA_FIELD]: altcha });
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(item.fields)) form.append(k, v);
    form.append(ALTCHA_FIELD, altcha);
    for (const f of item.files) form.append(f.field, f.blob, f.name);
    body = form;
  }
  // XMLHttpRequest reports upload progress; a service worker (Background Sync) has only fetch.
  if (typeof XMLHttpRequest === "undefined")
    return fetch(item.url, { method: "POST", headers, body, credentials: "same-origin" }).then(async (res) => ({
      status: res.status,
      body: await res.json().catch(() => null),
    }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", item.url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let parsed: Answer["body"] = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.ontimeout = () => reject(new Error("timeout"));
    xhr.timeout = 120_000;
    xhr.send(body);
  });
}

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

async function deliver(item: OutboxItem): Promise<void> {
  const items = db().items;
  await items.update(item.id, { status: "sending", progress: 0 });
  let answer: Answer;
  try {
    let altcha = await solveAltcha();
    let lastProgress = 0;
    const progress = (p: number) => {
      if (p - lastProgress >= 0.05 || p === 1) {
        lastProgress = p;
        void items.update(item.id, { progress: p });
      }
    };
    answer = await send(item, altcha, progress);
    if (answer.status === 400 && answer.body?.errors?.some((e) => e.path === "altcha")) {
      altcha = await solveAltcha(); // expired while queued: a fresh proof, once
      answer = await send(item, altcha, progress);
    }
  } catch {
    answer = { status: 0, body: null };
  }
  if (answer.status >= 200 && answer.status < 300) {
    await items.update(item.id, {
      status: "sent",
      sentAt: Date.now(),
      message: answer.body?.message,
      progress: 1,
      files: [],
      errors: undefined,
    });
  } else if (retryable(answer.status)) {
    const attempts = item.attempts + 1;
    await items.update(item.id, { status: "queued", attempts, nextAttemptAt: Date.now() + backoff(attempts), progress: 0 });
  } else {
    await items.update(item.id, {
      status: "rejected",
      message: answer.body?.message ?? `The server refused this (${answer.status}).`,
      errors: answer.body?.errors,
      progress: 0,
    });
  }
}

let draining: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

async function drainOnce(): Promise<void> {
  const items = db().items;
  await items
    .where("status")
    .equals("sent")
    .and((i) => (i.sentAt ?? 0) < Date.now() - SENT_KEPT_MS)
    .delete();
  // An item left "sending" by a closed tab is due again (the server dedupes by its key).
  const due = (await items.where("status").anyOf("queued", "sending").toArray()).sort((a, b) => a.createdAt - b.createdAt);
  for (const item of due) {
    if (item.status === "queued" && item.nextAttemptAt > Date.now()) continue;
    if (typeof navigator !== "undefined" && navigator.onLine === false) break;
    await deliver(item);
  }
  const waiting = await items.where("status").equals("queued").toArray();
  clearTimeout(timer);
  if (waiting.length) {
    const next = Math.max(500, Math.min(...waiting.map((i) => i.nextAttemptAt)) - Date.now());
    timer = setTimeout(kick, next);
  }
}

/** Sends what is due. One sender at a time across tabs and the service worker (Web Locks). */
export function drain(): Promise<void> {
  if (draining) return draining;
  const run = () => drainOnce().catch(() => undefined);
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  draining = (locks ? locks.request("hpm-outbox", run) : run()).finally(() => {
    draining = null;
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
