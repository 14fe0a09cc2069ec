import { DEFAULT_CLIENT, type SectionContent } from "@hpm/contracts";
import type { PageDraft, PageDrafts } from "@hpm/contracts/schemas";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { authStore } from "../../features/auth/auth-store";
import { useAuth } from "../../features/auth/use-auth";
import { api } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { useOnline } from "../../offline/use-online";
import { historyKey } from "../history-queries";
import { setDraftOverlay } from "../hooks";
import { contentKeys, type PageContent } from "../queries";

/** Editors only (issue 30): a page's drafts, its scheduled publishes, and the page as an editor sees it. */
export const draftsKey = (pageName: string, client = DEFAULT_CLIENT) => ["page-drafts", client, pageName] as const;

const DRAFTS_FRESH_MS = 30_000;

export const pageDraftsQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: draftsKey(pageName, client),
    queryFn: () => api.call("getPageDrafts", { body: { pageName, client } }),
    staleTime: DRAFTS_FRESH_MS,
  });

/**
 * The page's drafts for a signed-in editor: asked only once the page has been taken over (the server's page and the
 * first render show what is published, so they match), only online and only for an editor; one query per page, shared
 * by its pencils.
 */
export function usePageDrafts(pageName: string, client = DEFAULT_CLIENT) {
  const hydrated = useHydrated();
  const online = useOnline();
  // never for someone who is not (or no longer) an editor: a sign-out drops the drafts, and nothing asks again
  const { isAdmin } = useAuth();
  return useQuery({ ...pageDraftsQueryOptions(pageName, client), enabled: hydrated && online && isAdmin });
}

/** The drafts already read for a page, without asking for them (the section editor opened from a pencil). */
export function useKnownDrafts(pageName: string, client = DEFAULT_CLIENT) {
  return useQuery({ ...pageDraftsQueryOptions(pageName, client), enabled: false }).data;
}

export const isDrafted = (drafts: PageDrafts | undefined, section: string) =>
  drafts?.drafts.some((d) => d.section === section) ?? false;

const overlays = new WeakMap<PageDrafts, PageContent>();

function contentOf(drafts: PageDrafts): PageContent {
  let content = overlays.get(drafts);
  if (!content) {
    content = Object.fromEntries(drafts.drafts.map((d) => [d.section, d.content as SectionContent]));
    overlays.set(drafts, content);
  }
  return content;
}

let installedFor: QueryClient | null = null;

/**
 * Lays each page's drafts over its published content in what useSection answers (hooks.ts), for as long as the
 * person is an editor; a sign-out drops the drafts. Once per query client: the pencils call it as they mount.
 */
export function installDraftOverlay(queryClient: QueryClient): void {
  if (installedFor === queryClient) return;
  installedFor = queryClient;
  const overlay = (pageName: string, client: string) => {
    const drafts = queryClient.getQueryData<PageDrafts>(draftsKey(pageName, client));
    return drafts && authStore.get()?.role === "admin" ? contentOf(drafts) : undefined;
  };
  setDraftOverlay(overlay);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === "page-drafts" && (event.type === "updated" || event.type === "removed"))
      setDraftOverlay(overlay);
  });
  authStore.subscribe(() => {
    if (authStore.get()?.role !== "admin") queryClient.removeQueries({ queryKey: ["page-drafts"] });
    setDraftOverlay(overlay);
  });
}

/** A draft saved: the page shows it at once (the drafts are then read again for their authors and times). */
export function draftSaved(queryClient: QueryClient, pageName: string, client: string, draft: PageDraft): void {
  queryClient.setQueryData<PageDrafts>(draftsKey(pageName, client), (old) =>
    old ? { ...old, drafts: [...old.drafts.filter((d) => d.section !== draft.section), draft] } : old,
  );
  void queryClient.invalidateQueries({ queryKey: draftsKey(pageName, client) });
}

/** A section saved live: its draft is gone (the server dropped it). */
export function sectionPublished(queryClient: QueryClient, pageName: string, client: string, section: string): void {
  const drafts = queryClient.getQueryData<PageDrafts>(draftsKey(pageName, client));
  if (!isDrafted(drafts, section)) return;
  queryClient.setQueryData<PageDrafts>(draftsKey(pageName, client), (old) =>
    old ? { ...old, drafts: old.drafts.filter((d) => d.section !== section) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: draftsKey(pageName, client) });
}

/**
 * After a publish, a discard or a scheduled change: the page's content, drafts, history and schedule read again; the
 * content first, so the page never shows the old published copy between its drafts and the new one.
 */
export async function refreshPage(queryClient: QueryClient, pageName: string, client: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: contentKeys.page(pageName, client) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: draftsKey(pageName, client) }),
    queryClient.invalidateQueries({ queryKey: historyKey(pageName, "", client).slice(0, 3) }),
    queryClient.invalidateQueries({ queryKey: ["scheduled"] }),
  ]);
}
