/**
 * Passes of a background worker (the mail outbox's, the scheduled changes'), one at a time: a call while a pass runs
 * shares its promise and asks for one more pass after it, so work that arrived meanwhile is not left for the next
 * timer. `current()` is the pass in progress, for a stop that waits for it.
 */
export function serialPasses(pass: () => Promise<number>, stopping: () => boolean) {
  let running: Promise<number> | null = null;
  let again = false;
  return {
    /** Runs passes until one finds nothing more to do after a call asked again (or stopping); the total done. */
    drain(): Promise<number> {
      if (stopping()) return Promise.resolve(0);
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await pass();
        } while (again && !stopping());
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    current: (): Promise<number> | null => running,
  };
}
