import {
  DEFAULT_CLIENT,
  loadPageSections,
  mergeSection,
  pageSectionsReady,
  requireSectionDef,
  type SectionContent,
} from "@hpm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { use, useMemo } from "react";
import { importWhenOnline } from "../lib/chunk";
import { showToast } from "../lib/toast";
import { contentApi, contentKeys, type PageContent, pageContentQueryOptions } from "./queries";

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

export function useSection(pageName: string, section: string, client = DEFAULT_CLIENT) {
  const def = useSectionDef(pageName, section);
  const { data } = usePageContent(pageName, client);
  const stored = data?.[section];
  return useMemo(() => mergeSection(def, stored), [def, stored]);
}

export interface SaveSectionInput {
  pageName: string;
  section: string;
  content: SectionContent;
  client?: string;
  message?: string;
  /** the version the editor opened (0: none saved yet); a newer one on the server answers 409 */
  baseVersion?: number;
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: ({ pageName, section, content, client = DEFAULT_CLIENT, baseVersion }: SaveSectionInput) =>
      contentApi.save({ pageName, section, content, client, ...(baseVersion === undefined ? {} : { baseVersion }) }),
    onSuccess: (_result, { pageName, section, content, client = DEFAULT_CLIENT, message }) => {
      queryClient.setQueryData<PageContent>(contentKeys.page(pageName, client), (old) => ({ ...old, [section]: content }));
      showToast(message ?? "Content Saved");
    },
  });
}
