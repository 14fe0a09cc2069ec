import { type ComponentType, lazy } from "react";

/**
 * Loads a chunk; when the signal is gone it waits for the connection and tries again, and while the device says it
 * is online it tries three times more, a little later each time (browsers word a failed fetch differently, so any
 * failure counts: a module that really fails only costs the three tries). Until then the promise stays pending: a page
 * that is on screen keeps showing what it has (a Suspense fallback where the chunk goes), never an error page.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      const offline = !navigator.onLine;
      if (!offline && attempt > 3) throw err;
      if (offline) await new Promise((r) => addEventListener("online", r, { once: true }));
      await new Promise((r) => setTimeout(r, offline ? 300 : 1000 * attempt));
    }
  }
}

/** React.lazy for a part of a public page: a lost signal leaves its place empty until the connection returns. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export const lazyWhenOnline = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazy(() => importWhenOnline(load));
