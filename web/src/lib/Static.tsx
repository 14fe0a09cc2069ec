import { useRouter, useRouterState } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useId, useState } from "react";
import { routesClick } from "../components/SmartLink";
import { useAuth } from "../features/auth/use-auth";

/**
 * A static part of a page (a section's text, a banner, the footer): for a visitor, the markup the server sent is
 * kept as it is when the browser takes the page over, and React does not hydrate what is inside (issue 32: hydrating
 * a whole page was most of a phone's work at start, and most of a page is static for a visitor). Only the page's
 * interactive parts (menus, forms, tabs, accordions, maps, search) become live.
 *
 * The part renders in full, as before, wherever it is not taking over the server's markup: on the server, on a page
 * the browser draws (a navigation, the offline shell), on a page the service worker served from the device (an
 * offline navigation renders as it always has), and for an editor (pencils, drafts), who gets the live part as soon
 * as they are known.
 *
 * Links inside a kept part go through the router, as SmartLink's do. A kept part shows what it arrived with until the
 * visitor goes to another page: for a visitor, the server's page is the freshest there is.
 *
 * `live` renders the part in full always: a section whose content is interactive throughout (a form, tabs, an
 * accordion) says so rather than wrap its pieces one by one.
 */
export function Static({ children, live = false }: { children: ReactNode; live?: boolean }) {
  const id = useId();
  // read once, at the first render: the server's markup of this part while the browser takes the page over
  const [kept, setKept] = useState(() => (live ? null : keptMarkup(id)));
  const { isAdmin } = useAuth();
  const router = useRouter();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [arrivedAt] = useState(path);
  // An editor known now (or a visitor who signs in) gets the part live, and keeps it live. So does a part still on
  // screen once the visitor has gone to another page (the footer; a page whose route stays, a post's next post): what
  // it shows from then on is the application's.
  if (kept !== null && (isAdmin || path !== arrivedAt)) setKept(null);
  // (a live part needs no wrapper: it is the same on the server and in the browser)
  if (live) return children;
  if (kept === null || isAdmin) {
    return (
      <div className="static" data-static={id}>
        {children}
      </div>
    );
  }
  const follow = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.("a[href]:not([target],[download])");
    const href = link?.getAttribute("href") ?? "";
    if (!link || !routesClick(e, href)) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  // (a click on a link inside: the handler only routes it, the element is not interactive itself)
  // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what the keyboard and screen readers use
  // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on the link, which bubbles here
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is this part's own, already in the document (the server rendered it from sanitized content); nothing new is parsed from data
  return <div className="static" data-static={id} onClick={follow} dangerouslySetInnerHTML={{ __html: kept }} />;
}

/**
 * The server's markup of the part `id`, when the browser is taking over a page the server rendered (not yet
 * hydrated), the page did not come from the device's copy, and the markup is there; null otherwise.
 */
function keptMarkup(id: string): string | null {
  if (typeof document === "undefined") return null;
  const html = document.documentElement;
  if (html.dataset.hydrated || html.dataset.fromDevice || !document.getElementById("hpm-ssr")) return null;
  return document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}
