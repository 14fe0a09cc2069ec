let serverOrigin = "";

/** The server's page renderer has no window: it gives the site's public address instead. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin, for absolute links (share links); the same in the browser and in the server's render. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}
