import { matchSitePath } from "@hpm/contracts";
import type { createPageViewRepository } from "./page-view.repository";

// Counted per route pattern (/360/agent-details/$id), so no visitor's target is stored and the table stays small.
function routeOf(path: string): string | undefined {
  try {
    return matchSitePath(path)?.path;
  } catch {
    return undefined;
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Views are counted in memory and written together by `flush` (every few seconds, and at shutdown), so a view costs
 * no database write of its own and a crowd behind one address needs no limit: the writes are one statement per
 * day, whatever the traffic. A crash loses the last few seconds of counts.
 */
export function createPageViewService(repo: ReturnType<typeof createPageViewRepository>) {
  let tally = new Map<string, Map<string, number>>();
  let writing: Promise<void> = Promise.resolve();
  const add = (into: typeof tally, dayKey: string, route: string, n: number) => {
    const counts = into.get(dayKey) ?? new Map<string, number>();
    counts.set(route, (counts.get(route) ?? 0) + n);
    into.set(dayKey, counts);
  };

  const flush = (): Promise<void> => {
    const next = writing.then(async () => {
      const batch = tally;
      tally = new Map();
      for (const [dayKey, counts] of batch) {
        try {
          await repo.add(counts, dayKey);
          batch.delete(dayKey);
        } catch (err) {
          // kept for the next flush
          for (const [d, c] of batch) for (const [route, n] of c) add(tally, d, route, n);
          throw err;
        }
      }
    });
    writing = next.catch(() => {});
    return next;
  };

  return {
    /** Counts the paths that are site pages; how many were. */
    record(paths: string[], now = new Date()) {
      let recorded = 0;
      for (const raw of paths) {
        const route = routeOf(raw.length > 1 ? raw.replace(/\/+$/, "") : raw);
        if (!route) continue;
        add(tally, day(now), route, 1);
        recorded++;
      }
      return recorded;
    },

    flush,

    async list(days: number, now = new Date()) {
      await flush();
      return repo.list(day(new Date(now.getTime() - (days - 1) * 86_400_000)));
    },
  };
}

export type PageViewService = ReturnType<typeof createPageViewService>;
