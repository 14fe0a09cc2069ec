import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { verifyStoredUser } from "./features/auth/sign-in";
import { startPageViews } from "./features/page-views/page-view-queue";
import { queryClient, startPersistence } from "./offline/query-client";
import { registerServiceWorker } from "./offline/register-sw";
import { warmContentCache } from "./offline/warm-cache";
import { router } from "./router";
import "./styles.css";

// saved content should paint first, but a slow IndexedDB must not hold the page hostage
await Promise.race([startPersistence(), new Promise((r) => setTimeout(r, 400))]);

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

void verifyStoredUser();
registerServiceWorker();
warmContentCache(queryClient);
// Submissions saved on this device earlier are sent now (the forms start the sender themselves).
window.addEventListener(
  "load",
  () =>
    void indexedDB
      .databases?.()
      .then((dbs) => {
        if (dbs.some((d) => d.name === "hpm-outbox")) void import("./offline/outbox").then((m) => m.startOutbox());
      })
      .catch(() => undefined),
  { once: true },
);
startPageViews((onPath) => router.subscribe("onResolved", (e) => onPath(e.toLocation.pathname)));
