import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { verifyStoredUser } from "./features/auth/sign-in";
import { startPageViews } from "./features/page-views/page-view-queue";
import { pageLoadedAndIdle, pageQuiet } from "./lib/page-quiet";
import { pageCommitted } from "./lib/page-ready";
import { OFFLINE_BAR_ID } from "./offline/OfflineBar";
import { queryClient } from "./offline/query-client";
import { registerServiceWorker } from "./offline/register-sw";
import { createRoot, hydrateRoot } from "./react-runtime";
import { createAppRouter } from "./router";

const root = document.getElementById("root");
const rendered = document.getElementById("hpm-ssr");

/** Lets the browser paint and answer taps: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's entry script (boot.ts) keeps the server's offline bar until now: it stops, and the bar is put back as
 * the server sent it, the markup React expects (React shows it again at once if the signal is gone).
 */
function takeOverOfflineBar(): void {
  document.documentElement.dataset.app = "true";
  const bar = document.getElementById(OFFLINE_BAR_ID);
  if (bar) {
    bar.className = "visually-hidden";
    bar.textContent = "";
  }
}

/**
 * Takes the page over (or draws it). No top-level await: this module shares the startup chunk with code every page
 * chunk imports, so a module that waited here for a page chunk would wait on itself.
 */
async function mount(): Promise<void> {
  takeOverOfflineBar();
  // Evaluating the startup chunk was one task; creating the router, reading the page's data and each slice of
  // hydration are tasks of their own, so none is long on a slow phone.
  await nextTask();
  const router = createAppRouter({ queryClient });
  // before the first load, which resolves the page a visitor arrived on (awaited below when the server rendered it)
  startPageViews((onPath) => router.subscribe("onResolved", (e) => onPath(e.toLocation.pathname)));
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  await nextTask();
  if (root && rendered?.textContent && root.firstElementChild) {
    // The server sent this page rendered with its content: take it over as it is. Saved content (IndexedDB)
    // comes in afterwards and only replaces what it holds newer.
    try {
      hydrate(queryClient, JSON.parse(rendered.textContent));
    } catch {
      // unreadable data only costs a refetch
    }
    await router.load();
    await nextTask();
    // the router renders its matches the way it did on the server (no extra Suspense around the root match)
    router.ssr = { manifest: undefined };
    // as a transition, React takes the page over in slices and lets the browser answer a tap between them, rather
    // than in one long task (the markup is on screen already; nothing waits for it)
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // Saved content (IndexedDB) comes in once the page is quiet (or in use): the page on screen is the server's, as
    // fresh as it gets, and the device's storage work then never competes with the page's first moments. The page's
    // own answers came inside the page, unseen by the cache's listener: they are kept then too, so a reload with no
    // signal a little later still has this page's form and content.
    void pageCommitted
      .then(() => pageQuiet())
      .then(() => import("./offline/persistence"))
      .then((kept) => kept.startPersistence().then(() => kept.persistLoadedQueries()))
      .catch(() => undefined);
  } else if (root) {
    // saved content should paint first, but a slow IndexedDB must not hold the page hostage
    await Promise.race([
      import("./offline/persistence").then((kept) => kept.startPersistence()),
      new Promise((r) => setTimeout(r, 400)),
    ]);
    createRoot(root).render(app);
  }
  void verifyStoredUser();
  // (once the page is quiet or in use: register-sw.ts)
  registerServiceWorker();
}

void mount();

// The warm-up is a chunk of its own (with the form model and the device's outbox, which it reads): it loads once the
// page is up and has been left alone a while, so running its modules is not part of the page's first moments.
void pageCommitted
  .then(() => pageLoadedAndIdle())
  .then(() => import("./offline/warm-cache"))
  .then((m) => m.warmContentCache(queryClient))
  .catch(() => undefined);
// Submissions saved on this device earlier are sent once the page is quiet or in use (a form that is sent starts the
// sender itself at once): the device's storage work is not part of the page's first moments.
void pageQuiet()
  .then(() => indexedDB.databases?.())
  .then((dbs) => {
    if (dbs?.some((d) => d.name === "hpm-outbox")) void import("./offline/outbox").then((m) => m.startOutbox());
  })
  .catch(() => undefined);
