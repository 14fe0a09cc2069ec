declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: QueryMeta;
  }
}

export interface QueryMeta extends Record<string, unknown> {
  /** Kept on the device (IndexedDB), so it reads offline. */
  persist?: boolean;
  /** Sent inside a page the server renders, so the browser takes the page over without asking again. */
  inline?: boolean;
}

/** A public read that is kept for offline use and inlined in the server's rendered pages. */
export const PUBLIC_READ: QueryMeta = { persist: true, inline: true };
/** A public read kept for offline use but too large to inline (the agent directory). */
export const OFFLINE_READ: QueryMeta = { persist: true };
