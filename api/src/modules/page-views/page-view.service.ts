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

export function createPageViewService(repo: ReturnType<typeof createPageViewRepository>) {
  return {
    async record(paths: string[], now = new Date()) {
      const counts = new Map<string, number>();
      for (const raw of paths) {
        const route = routeOf(raw.length > 1 ? raw.replace(/\/+$/, "") : raw);
        if (!route) continue;
        const path = route;
        counts.set(path, (counts.get(path) ?? 0) + 1);
      }
      await repo.add(counts, day(now));
      return counts.size === 0 ? 0 : [...counts.values()].reduce((a, b) => a + b, 0);
    },

    list(days: number, now = new Date()) {
      return repo.list(day(new Date(now.getTime() - (days - 1) * 86_400_000)));
    },
  };
}
