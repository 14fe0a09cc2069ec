import { useConnection } from "./use-online";

export const OFFLINE_MESSAGE = "You are offline. Showing saved content.";
/** A link on which nothing answers (a captive or saturated network): offline in effect (connection.ts). */
export const SILENT_MESSAGE = "The connection is not answering. Showing saved content.";

/** The bar's element, rendered by the server, so the page's entry script can use it before React runs (boot.ts). */
export const OFFLINE_BAR_ID = "offline-bar";

export function OfflineBar() {
  const state = useConnection();
  const message = state === "offline" ? OFFLINE_MESSAGE : state === "silent" ? SILENT_MESSAGE : "";
  return (
    <div
      id={OFFLINE_BAR_ID}
      role="status"
      data-message={OFFLINE_MESSAGE}
      data-silent-message={SILENT_MESSAGE}
      className={message ? "offline-bar" : "visually-hidden"}
    >
      {message}
    </div>
  );
}
