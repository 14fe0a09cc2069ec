import type { DehydratedState } from "@tanstack/react-query";

const DB_NAME = "hpm-cache";
const STORE = "kv";

export interface PersistedCache {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const idbCache = {
  read: (key: string) => run<PersistedCache | undefined>("readonly", (s) => s.get(key)),
  write: (key: string, value: PersistedCache) => run("readwrite", (s) => s.put(value, key)),
  remove: (key: string) => run("readwrite", (s) => s.delete(key)),
};

export function isUsable(
  saved: PersistedCache | undefined,
  buster: string,
  maxAge: number,
  now = Date.now(),
): saved is PersistedCache {
  return !!saved && saved.buster === buster && now - saved.timestamp <= maxAge;
}
