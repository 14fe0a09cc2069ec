/** What the offline bar says (the bar itself, or the page's entry script before the application runs). */
export const OFFLINE_MESSAGE = "You are offline. Showing saved content.";

/** The offline bar's element, rendered by the server, so the entry script can find it before React runs. */
export const OFFLINE_BAR_ID = "offline-bar";
