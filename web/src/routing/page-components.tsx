import { type PageKey, pageModule } from "@hpm/contracts";
import { type ComponentType, use } from "react";
import { importWhenOnline } from "../lib/chunk";
import type { PageLoader } from "./load";

interface PageModuleExports {
  loader?: PageLoader;
  [name: string]: unknown;
}

// Every module the page manifest can name; each is its own chunk, loaded with its page.
const modules = import.meta.glob<PageModuleExports>([
  "../features/**/*Page.tsx",
  "../pages/*Page.tsx",
  "../pages/InternalPages.tsx",
  "!../pages/NotFoundPage.tsx",
  "!../pages/SimplePage.tsx",
]);

export const moduleKey = (module: string) => `../${module}.tsx`;

const loaded = new Map<PageKey, PageModuleExports>();
const pending = new Map<PageKey, Promise<PageModuleExports>>();

/** Loads a page's module (once); once it has settled the page renders without suspending. */
export function preloadPage(page: PageKey): Promise<PageModuleExports> {
  let promise = pending.get(page);
  if (!promise) {
    const { module } = pageModule(page);
    const load = modules[moduleKey(module)];
    if (!load) return Promise.reject(new Error(`The page manifest names ${module} for "${page}": no such page module`));
    // a lost signal keeps the page waiting (on screen as the server sent it) until the connection returns
    promise = importWhenOnline(load).then(
      (m) => {
        loaded.set(page, m);
        return m;
      },
      (err: unknown) => {
        pending.delete(page);
        throw err;
      },
    );
    pending.set(page, promise);
  }
  return promise;
}

/** The page module's own data loader, once its module is here. */
export const pageLoader = (page: PageKey): PageLoader | undefined => loaded.get(page)?.loader;

export function PageView({ page }: { page: PageKey }) {
  const exports = loaded.get(page) ?? use(preloadPage(page));
  const Component = exports[pageModule(page).exportName] as ComponentType;
  return <Component />;
}
