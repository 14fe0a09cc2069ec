import type { DehydratedState } from "@tanstack/react-query";

const DB_NAME = "hpm-cache";
/** Version 2: one record per query (version 1 kept the whole cache as one record, rewritten after every answer). */
const DB_VERSION = 2;
const OLD_STORE = "kv";
const STORE = "queries";

type SavedQuery = DehydratedState["queries"][number];

/** One query as kept on the device, under its query hash. */
export interface PersistedQuery {
  buster: string;
  timestamp: number;
  query: SavedQuery;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      // the old single-record cache is dropped: it is refilled by the next visit's answers
      if (db.objectStoreNames.contains(OLD_STORE)) db.deleteObjectStore(OLD_STORE);
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req?.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const idbQueries = {
  readAll: async () => (await run<PersistedQuery[]>("readonly", (s) => s.getAll())) ?? [],
  /** Writes the queries given (by hash) in one transaction and deletes the hashes given. */
  write: (entries: Map<string, PersistedQuery>, remove: string[] = []) =>
    run("readwrite", (s) => {
      for (const [hash, entry] of entries) s.put(entry, hash);
      for (const hash of remove) s.delete(hash);
      return undefined;
    }),
};

export function isUsable(
  saved: PersistedQuery | undefined,
  buster: string,
  maxAge: number,
  now = Date.now(),
): saved is PersistedQuery {
  return !!saved && saved.buster === buster && now - saved.timestamp <= maxAge;
}
