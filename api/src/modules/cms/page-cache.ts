// Serialized get-page-content-list answers, so a hot page costs neither a query nor serialization.
// Saves through this process clear their page at once; the short TTL bounds what other instances serve stale.
export function createPageCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { body: string; expires: number }>();
  const keyOf = (client: string, pageName: string) => `${client}\u0000${pageName}`;
  return {
    async get(client: string, pageName: string, load: () => Promise<unknown>): Promise<string> {
      const key = keyOf(client, pageName);
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.body;
      const body = JSON.stringify({ status: true, result: await load() });
      entries.set(key, { body, expires: now() + ttlMs });
      return body;
    },
    invalidate(client: string, pageName: string) {
      entries.delete(keyOf(client, pageName));
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
