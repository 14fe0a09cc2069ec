import { useOnline } from "./use-online";

export const OFFLINE_MESSAGE = "You are offline. Showing saved content.";

/** The bar's element, rendered by the server, so the page's entry script can use it before React runs (boot.ts). */
export const OFFLINE_BAR_ID = "offline-bar";

export function OfflineBar() {
  const online = useOnline();
  return (
    <div id={OFFLINE_BAR_ID} role="status" data-message={OFFLINE_MESSAGE} className={online ? "visually-hidden" : "offline-bar"}>
      {online ? "" : OFFLINE_MESSAGE}
    </div>
  );
}
