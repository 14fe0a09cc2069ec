import type { CacheBus } from "../plugins/cache-bus";

export interface PageCacheOptions {
  /** Tells the other instances to clear what this one saved; without it the cache is this process's own. */
  bus?: CacheBus;
  /** The cache's name on the bus (one per kind of answer). */
  name?: string;
  now?: () => number;
  /** Told of every lookup (the metrics' cache hits). */
  onLookup?: (hit: boolean) => void;
}

// Serialized answers (a page's content, the agent directory), so a hot page costs neither a query nor serialization.
// A save clears its entry here at once and, through the bus, on every other instance; the short TTL bounds what an
// instance serves stale if a message is lost (the bus down).
/** A cached answer as it goes out (the compression memo finds a copy made ahead by this text). */
export const answerBody = (result: unknown): string => JSON.stringify({ status: true, result });
const ANSWER_HEAD = '{"status":true,"result":';
/** The `result` of an answerBody, as JSON text (to be put into a larger answer without parsing it again). */
export const resultJson = (body: string): string => body.slice(ANSWER_HEAD.length, -1);
/** The answer whose `result` is this JSON text: answerBody without serializing again what is serialized already. */
export const answerOfJson = (result: string): string => `${ANSWER_HEAD}${result}}`;

/** A page's entry in a page cache, as the bus names it to the other instances. */
export const pageCacheKey = (client: string, pageName: string) => `${client}\u0000${pageName}`;

export function createPageCache(ttlMs: number, options: PageCacheOptions = {}) {
  const { bus, name = "page", now = Date.now, onLookup } = options;
  const entries = new Map<string, { body: string; expires: number }>();
  const keyOf = pageCacheKey;
  bus?.subscribe(name, (key) => (key === null ? entries.clear() : entries.delete(key)));
  return {
    /** The serialized answer; `bypass` reads past the cache (an editor sees what was just saved, on any instance). */
    async get(client: string, pageName: string, load: () => Promise<unknown>, bypass = false): Promise<string> {
      if (bypass) return answerBody(await load());
      const key = keyOf(client, pageName);
      const hit = entries.get(key);
      const fresh = hit && hit.expires > now();
      onLookup?.(Boolean(fresh));
      if (hit && fresh) return hit.body;
      const body = answerBody(await load());
      entries.set(key, { body, expires: now() + ttlMs });
      return body;
    },
    /** Clears the entry here and, once this resolves, has told every other instance. */
    async invalidate(client: string, pageName: string): Promise<void> {
      const key = keyOf(client, pageName);
      entries.delete(key);
      await bus?.publish(name, key);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
