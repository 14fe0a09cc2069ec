import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { idbQueries, isUsable, type PersistedQuery } from "./idb-persister";
import { CACHE_MAX_AGE, queryClient } from "./query-client";

/*
 * The query cache kept on the device (IndexedDB). A chunk of its own, not part of the startup JavaScript: a rendered
 * page brings its content and needs the device's copy only once it is quiet; the offline shell and a signed-in page
 * load it before they draw (main.tsx), as does the warm-up.
 */

const BUSTER = "v2";
/** Answers that arrive within a second are written together. */
const FLUSH_AFTER_MS = 1000;

const dirty = new Set<string>();

/**
 * Writes the queries that changed since the last write, each as its own record: a new answer costs the
 * structured clone of that answer only (the 5,000-agent directory is written once, not again after every page's
 * content as when the whole cache was one record).
 */
export function flushPersistedQueries(): Promise<unknown> {
  if (dirty.size === 0) return Promise.resolve();
  const hashes = new Set(dirty);
  dirty.clear();
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => hashes.has(q.queryHash) && q.state.status === "success" && q.meta?.persist === true,
  });
  const timestamp = Date.now();
  return idbQueries.write(new Map(state.queries.map((query) => [query.queryHash, { buster: BUSTER, timestamp, query }])));
}

/** Keeps every answer already loaded that is meant to be kept (the page's own, which came inside the page). */
export function persistLoadedQueries(): Promise<unknown> {
  for (const q of queryClient.getQueryCache().getAll()) dirty.add(q.queryHash);
  // (the write keeps only the successful queries meant to be kept)
  return flushPersistedQueries();
}

/**
 * Puts the device's saved answers in the cache where they are newer than what it holds, and marks those stale: what
 * comes from storage shows at once and is asked for again when a page shows it, however recently it was written (a
 * page's content counts as fresh for a while after it arrives from the server, not after it comes back from storage;
 * a save and a reload within that while must show the save).
 */
export function restoreSaved(client: QueryClient, queries: DehydratedState["queries"]): void {
  if (!queries.length) return;
  const cache = client.getQueryCache();
  const before = new Map(queries.map((saved) => [saved.queryHash, cache.get(saved.queryHash)?.state.dataUpdatedAt ?? 0]));
  hydrate(client, { mutations: [], queries });
  // only what the device's copy replaced or added (not the same answer, written by this page a moment ago)
  const restored = new Set(
    queries
      .filter(
        (saved) =>
          saved.state.dataUpdatedAt > (before.get(saved.queryHash) ?? 0) &&
          cache.get(saved.queryHash)?.state.dataUpdatedAt === saved.state.dataUpdatedAt,
      )
      .map((saved) => saved.queryHash),
  );
  if (restored.size) void client.invalidateQueries({ predicate: (q) => restored.has(q.queryHash), refetchType: "none" });
}

export async function startPersistence(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  try {
    const saved = await idbQueries.readAll();
    const usable: PersistedQuery[] = [];
    const stale: string[] = [];
    for (const entry of saved) {
      const hash = (entry as Partial<PersistedQuery> | undefined)?.query?.queryHash;
      if (isUsable(entry, BUSTER, CACHE_MAX_AGE)) usable.push(entry);
      else if (typeof hash === "string") stale.push(hash);
    }
    restoreSaved(
      queryClient,
      usable.map((s) => s.query),
    );
    if (stale.length) await idbQueries.write(new Map(), stale);
  } catch {
    // a broken cache only costs a refetch
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.query.meta?.persist !== true) return;
    dirty.add(event.query.queryHash);
    timer ??= setTimeout(() => {
      timer = undefined;
      void flushPersistedQueries().catch(() => undefined);
    }, FLUSH_AFTER_MS);
  });
}
