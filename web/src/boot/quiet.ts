/**
 * What "quiet" means for the entry script (boot.ts): the same as for the application (lib/page-quiet.ts, which a unit
 * test holds it to), kept apart so the entry script takes in no module of the application's (a shared module would
 * pull the startup chunk into the page's first script).
 */
export const QUIET_MS = 3000;

export const INTENT_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/** Calls `done` once the page has loaded, been left alone for QUIET_MS and the browser is idle. */
export function afterQuiet(done: () => void): void {
  const afterLoad = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => done(), { timeout: 2000 });
      else done();
    }, QUIET_MS);
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
