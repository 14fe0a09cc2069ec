import type { EndpointInput, Endpoints } from "@hpm/contracts/endpoints";
import { endpointUrl } from "../../lib/api";

// A tiny queue of visited paths in localStorage: no cookie, no visitor id, only the path.
// Flushed after a short pause, on `online`, and with sendBeacon when the page is hidden.
export const PAGE_VIEW_KEY = "hpm-page-views";
export const PAGE_VIEW_URL = endpointUrl("recordPageViews");
const MAX_QUEUED = 200;
const BATCH = 50;
const FLUSH_DELAY_MS = 2000;

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readQueue(storage: QueueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PAGE_VIEW_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function writeQueue(storage: QueueStorage, paths: string[]): void {
  try {
    storage.setItem(PAGE_VIEW_KEY, JSON.stringify(paths.slice(-MAX_QUEUED)));
  } catch {
    // storage full or blocked: page views are best-effort
  }
}

export function createPageViewQueue(
  storage: QueueStorage,
  send: (paths: string[]) => Promise<boolean>,
  beacon: (paths: string[]) => boolean,
  isOnline: () => boolean,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const flush = async () => {
    timer = undefined;
    if (sending || !isOnline()) return;
    const batch = readQueue(storage).slice(0, BATCH);
    if (batch.length === 0) return;
    sending = true;
    try {
      if (await send(batch)) writeQueue(storage, readQueue(storage).slice(batch.length));
    } finally {
      sending = false;
    }
    if (readQueue(storage).length > 0 && isOnline()) schedule();
  };

  const schedule = () => {
    if (timer === undefined) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
  };

  return {
    record(path: string) {
      writeQueue(storage, [...readQueue(storage), path]);
      schedule();
    },
    flush,
    flushWithBeacon() {
      if (sending || !isOnline()) return;
      const batch = readQueue(storage).slice(0, BATCH);
      if (batch.length > 0 && beacon(batch)) writeQueue(storage, readQueue(storage).slice(batch.length));
    },
  };
}

export function startPageViews(subscribe: (onPath: (path: string) => void) => void): void {
  const body = (paths: string[]) => JSON.stringify({ paths } satisfies EndpointInput<Endpoints["recordPageViews"]>["body"]);
  const queue = createPageViewQueue(
    window.localStorage,
    async (paths) => {
      try {
        const res = await fetch(PAGE_VIEW_URL, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: body(paths),
          keepalive: true,
        });
        return res.ok || res.status === 400;
      } catch {
        return false;
      }
    },
    (paths) => navigator.sendBeacon?.(PAGE_VIEW_URL, new Blob([body(paths)], { type: "application/json" })) ?? false,
    () => navigator.onLine,
  );
  subscribe((path) => queue.record(path));
  window.addEventListener("online", () => void queue.flush());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") queue.flushWithBeacon();
  });
  void queue.flush();
}
