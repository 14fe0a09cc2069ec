import { useEffect, useState } from "react";

/** How long after the page has loaded the heavy extras wait (the first seconds belong to the page and its reader). */
export const QUIET_MS = 3000;

export const INTENT_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

let loadedAndIdle: Promise<void> | undefined;
let quiet: Promise<void> | undefined;

/** Settles once the page has loaded, then been left alone for QUIET_MS, and the browser is idle. */
export function pageLoadedAndIdle(): Promise<void> {
  loadedAndIdle ??= new Promise<void>((resolve) => {
    const afterLoad = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
        else resolve();
      }, QUIET_MS);
    if (document.readyState === "complete") afterLoad();
    else addEventListener("load", afterLoad, { once: true });
  });
  return loadedAndIdle;
}

/**
 * Settles once the page has loaded and then been left alone for QUIET_MS and the browser is idle, or at once when
 * the visitor starts using the page (a tap, a key, a scroll): the moment for what is heavy but not the page itself
 * (a map engine, a long list of agents). On a slow phone, their work then neither delays the page's first paint
 * nor competes with it, and a visitor who reaches for them gets them straight away.
 */
export function pageQuiet(): Promise<void> {
  quiet ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) addEventListener(type, done, { capture: true, passive: true, once: true });
    void pageLoadedAndIdle().then(done);
  });
  return quiet;
}

/** True once pageQuiet() has settled (false on the server and in the first render, so hydration matches). */
export function usePageQuiet(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void pageQuiet().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
