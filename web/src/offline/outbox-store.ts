/**
 * The outbox's storage on the device: one IndexedDB object store, read and written by the pages and the service
 * worker alike, with its changes told to every one of them (a BroadcastChannel) so a list on screen follows what a
 * sender in another tab or the service worker does. Plain IndexedDB: a library for it (Dexie) was 28 KiB of every
 * first visit's 500 KB.
 *
 * The database is the one earlier versions of the site wrote through Dexie (its schema version 1 is IndexedDB's
 * version 10): same name, store, key and indexes, so what a device kept is delivered after an update.
 */

export const OUTBOX_DB = "hpm-outbox";
const DB_VERSION = 10;
const STORE = "items";
const INDEXES = ["status", "kind", "createdAt"] as const;
type Index = (typeof INDEXES)[number];

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(OUTBOX_DB, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      const store = db.objectStoreNames.contains(STORE)
        ? (req.transaction as IDBTransaction).objectStore(STORE)
        : db.createObjectStore(STORE, { keyPath: "id" });
      for (const name of INDEXES) if (!store.indexNames.contains(name)) store.createIndex(name, name);
    };
    req.onsuccess = () => {
      const db = req.result;
      // a newer version elsewhere, or the browser closing it: the next use opens it again
      const forget = () => {
        db.close();
        opening = undefined;
      };
      db.onversionchange = forget;
      db.onclose = () => {
        opening = undefined;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = undefined;
      reject(req.error);
    };
    req.onblocked = () => undefined;
  });
  return opening;
}

const done = (req: IDBRequest) =>
  new Promise<unknown>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/**
 * `work` in one transaction of the store; resolves with its result once the transaction has committed (a write is
 * on the device then, not before).
 */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  let db = await open();
  let tx: IDBTransaction;
  try {
    tx = db.transaction(STORE, mode);
  } catch {
    // the connection was closed under us (a version change, the browser): once more on a new one
    opening = undefined;
    db = await open();
    tx = db.transaction(STORE, mode);
  }
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException("The outbox's transaction was aborted.", "AbortError"));
  });
  let result: T;
  try {
    result = await work(tx.objectStore(STORE));
  } catch (err) {
    committed.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // already finished
    }
    throw err;
  }
  await committed;
  if (mode === "readwrite") changed();
  return result;
}

/** The store as the outbox reads and writes it: records of type T keyed by their `id`. */
export interface OutboxTable<T extends { id: string }> {
  /** Stores a new record; refuses one whose id is taken (and whatever the device refuses: quota, private mode). */
  add(item: T): Promise<void>;
  get(id: string): Promise<T | undefined>;
  delete(id: string): Promise<void>;
  /** Changes the record's fields as given (a field given as undefined is removed); nothing if there is none. */
  update(id: string, changes: Partial<T>): Promise<void>;
  /** The records whose `index` is one of `values`. */
  where(index: Index, values: readonly string[]): Promise<T[]>;
  /** Removes the records whose `index` is `value` and that `test` accepts. */
  deleteWhere(index: Index, value: string, test: (item: T) => boolean): Promise<void>;
}

export function outboxTable<T extends { id: string }>(): OutboxTable<T> {
  return {
    add: (item) => inStore("readwrite", async (s) => void (await done(s.add(item)))),
    get: (id) => inStore("readonly", async (s) => (await done(s.get(id))) as T | undefined),
    delete: (id) => inStore("readwrite", async (s) => void (await done(s.delete(id)))),
    update: (id, changes) =>
      inStore("readwrite", async (s) => {
        const current = (await done(s.get(id))) as T | undefined;
        if (!current) return;
        const next: Record<string, unknown> = { ...current, ...changes };
        for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
        await done(s.put(next));
      }),
    where: (index, values) =>
      inStore("readonly", async (s) => {
        const lists = await Promise.all(values.map((v) => done(s.index(index).getAll(v)) as Promise<T[]>));
        return lists.flat();
      }),
    deleteWhere: (index, value, test) =>
      inStore(
        "readwrite",
        (s) =>
          new Promise<void>((resolve, reject) => {
            const req = s.index(index).openCursor(value);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              const cursor = req.result;
              if (!cursor) return resolve();
              if (test(cursor.value as T)) cursor.delete();
              cursor.continue();
            };
          }),
      ),
  };
}

// ---- changes, told to every page and the service worker ----

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function changeChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(`${OUTBOX_DB}-changes`);
    channel.onmessage = () => {
      for (const listener of listeners) listener();
    };
  }
  return channel;
}

function changed(): void {
  for (const listener of listeners) listener();
  changeChannel()?.postMessage(null);
}

/**
 * Runs `query` now and again after every change of the outbox, here or elsewhere (another tab, the service worker),
 * one run at a time, and gives each answer to `next` (a failed run to `error`). Returns the unsubscribe.
 */
export function watchOutbox<R>(query: () => Promise<R>, next: (value: R) => void, error?: (err: unknown) => void): () => void {
  let stopped = false;
  let running = false;
  let dirty = false;
  const run = async () => {
    if (running) {
      dirty = true;
      return;
    }
    running = true;
    do {
      dirty = false;
      try {
        const value = await query();
        if (!stopped && !dirty) next(value);
      } catch (err) {
        if (!stopped) error?.(err);
      }
    } while (dirty && !stopped);
    running = false;
  };
  listeners.add(run);
  changeChannel();
  void run();
  return () => {
    stopped = true;
    listeners.delete(run);
  };
}
