/** The map style the server names in the page (MAP_STYLE_URL); null: the offline basemap only. */
export function configuredMapStyle(doc: Pick<Document, "querySelector"> | undefined = globalThis.document): string | null {
  return doc?.querySelector<HTMLMetaElement>('meta[name="hpm-map-style"]')?.content || null;
}

/** The configured style while it can load; otherwise null, the offline basemap that ships with the map. */
export function chooseMapStyle(configured: string | null, online: boolean, failed: boolean): string | null {
  return configured && online && !failed ? configured : null;
}

/** The offline basemap has no streets: a map focused on one point opens no closer than this, where towns and county lines show. */
export const OFFLINE_FOCUS_MAX_ZOOM = 10;
