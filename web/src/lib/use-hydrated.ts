import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: what only the device can
 * show (its outbox, say) renders after hydration, so the server's page and the first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
