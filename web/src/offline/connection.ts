/*
 * Whether the network answers. `navigator.onLine` says only that the device has a link; a captive or saturated link
 * is "online" and answers nothing. The network is taken as silent once a read gave up on it (web/src/lib/api.ts,
 * web/src/lib/silent-network.ts) or the service worker served this page from the device because the network did
 * not answer (it marks such a page: web/src/sw.ts; the page's entry script notes it: web/src/boot.ts), and as
 * answering again as soon as anything comes back. The page then behaves as it does offline: the offline bar says
 * so, the query cache pauses its reads (query-client.ts), and `useOnline()` is false.
 */

/** Set on `<html>` by the page's entry script when the service worker served the page because nothing answered. */
export const SILENT_DATA_ATTRIBUTE = "network";
export const SILENT = "silent";

let silent = typeof document !== "undefined" && document.documentElement.dataset[SILENT_DATA_ATTRIBUTE] === SILENT;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (silent === value) return;
  silent = value;
  if (typeof document !== "undefined") {
    if (value) document.documentElement.dataset[SILENT_DATA_ATTRIBUTE] = SILENT;
    else delete document.documentElement.dataset[SILENT_DATA_ATTRIBUTE];
  }
  for (const listener of [...listeners]) listener();
}

/** A request gave up: nothing arrived for a while. */
export const networkWentSilent = (): void => set(true);
/** Something arrived from the network. */
export const networkAnswered = (): void => set(false);
export const isNetworkSilent = (): boolean => silent;

export function subscribeNetwork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
