import { DEFAULT_CLIENT, loadPageSections, mergeSection, pageSectionsReady, requireSectionDef } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { use, useMemo, useSyncExternalStore } from "react";
import { importWhenOnline } from "../lib/chunk";
import { type PageContent, pageContentQueryOptions } from "./queries";

export function usePageContent(pageName: string, client = DEFAULT_CLIENT) {
  return useQuery(pageContentQueryOptions(pageName, client));
}

const sectionLoads = new Map<string, Promise<void>>();

/** A page's section definitions; with no signal, the load waits for it rather than failing (lib/chunk.ts). */
function sectionsWhenOnline(pageName: string): Promise<void> {
  let promise = sectionLoads.get(pageName);
  if (!promise) {
    promise = importWhenOnline(() => loadPageSections(pageName));
    sectionLoads.set(pageName, promise);
  }
  return promise;
}

export function useSectionDef(pageName: string, section: string) {
  // The route loader has loaded them before the page renders (on the server and in the browser); a section shown
  // outside its page's route (an editor's preview, say), or one whose load met a lost signal, waits for them. The
  // promise is cached per page, so a render that suspended on it makes the same call when it retries.
  if (!pageSectionsReady(pageName)) use(sectionsWhenOnline(pageName));
  return requireSectionDef(pageName, section);
}

type DraftOverlay = (pageName: string, client: string) => PageContent | undefined;
const noDraft = () => undefined;
let drafted: DraftOverlay = noDraft;
const overlayListeners = new Set<() => void>();
const subscribeOverlay = (listener: () => void) => {
  overlayListeners.add(listener);
  return () => overlayListeners.delete(listener);
};

/** Editors only: the admin chunk (publishing/drafts.ts) lays a page's drafts over what is published, and says when they change. */
export function setDraftOverlay(overlay: DraftOverlay): void {
  drafted = overlay;
  for (const listener of overlayListeners) listener();
}

export function useSection(pageName: string, section: string, client = DEFAULT_CLIENT) {
  const def = useSectionDef(pageName, section);
  const { data } = usePageContent(pageName, client);
  // the server's page and the first render have no drafts (noDraft): they come in after hydration
  const draft = useSyncExternalStore(subscribeOverlay, () => drafted(pageName, client)?.[section], noDraft);
  const stored = draft ?? data?.[section];
  return useMemo(() => mergeSection(def, stored), [def, stored]);
}
