import { HOME_PAGE } from "@hpm/contracts";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { PageBar } from "./PageBar";

interface ShownPage {
  token: symbol;
  pageName: string;
  client: string;
}

let shown: ShownPage[] = [];
const none: ShownPage[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const setShown = (next: ShownPage[]) => {
  shown = next;
  for (const listener of listeners) listener();
};

/**
 * The content pages a bar is drawn for: each page whose pencils are on screen, but the home page's (the footer and
 * the notice are sections of it, shown on every page) only on a page with no content of its own.
 */
export function barPages(pages: readonly { pageName: string; client: string }[]): { pageName: string; client: string }[] {
  const unique = [...new Map(pages.map((p) => [`${p.client}\n${p.pageName}`, p])).values()];
  const own = unique.filter((p) => p.pageName !== HOME_PAGE);
  return (own.length ? own : unique).map(({ pageName, client }) => ({ pageName, client }));
}

/**
 * Every editor pencil says which page it is on; the first one on screen draws the page's bar at the end of the
 * document (no layout of the site carries editor code), and the next takes over when it goes.
 */
export function PageBarHost({ pageName, client }: { pageName: string; client: string }) {
  const [token] = useState(() => Symbol(pageName));
  useEffect(() => {
    setShown([...shown, { token, pageName, client }]);
    return () => setShown(shown.filter((p) => p.token !== token));
  }, [token, pageName, client]);
  const pages = useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  );
  if (pages[0]?.token !== token) return null;
  return createPortal(
    barPages(pages).map((p) => <PageBar key={`${p.client}\n${p.pageName}`} pageName={p.pageName} client={p.client} />),
    document.body,
  );
}
