import { HOME_PAGE, loadPageSections, type PageKey, pageEntry } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { pageContentQueryOptions } from "../content/queries";
import { blogSettingsQueryOptions } from "../features/blog/settings-query";
import { ensure, type LoadContext } from "./load";
import { pageLoader, preloadPage } from "./page-components";

const settled = (p: Promise<unknown>) => p.catch(() => undefined);

/** A content page's section definitions and stored content, as its sections' hooks read them. */
export const loadContent = (ctx: LoadContext, pageName: string, client?: string) =>
  Promise.all([settled(loadPageSections(pageName)), ensure(ctx, pageContentQueryOptions(pageName, client))]);

/** What every page reads, the landing portal and the sibling sites too: the home page's content (the site notice). */
export const loadSiteWide = (ctx: { queryClient: QueryClient; deadline?: number }) =>
  ensure({ ...ctx, params: {}, pathname: "", search: {} }, pageContentQueryOptions(HOME_PAGE));

/** What the header and footer read on every page of the site layout. */
export async function loadChrome(ctx: { queryClient: QueryClient; deadline?: number }): Promise<void> {
  const load = { ...ctx, params: {}, pathname: "", search: {} };
  await Promise.all([loadContent(load, HOME_PAGE), ensure(load, blogSettingsQueryOptions())]);
}

/** The route loader of every page: its module, its content, then what its module says it reads besides. */
export async function loadPage(page: PageKey, ctx: LoadContext): Promise<void> {
  const { content } = pageEntry(page);
  await Promise.all([settled(preloadPage(page)), content ? loadContent(ctx, content) : undefined]);
  await settled(pageLoader(page)?.(ctx) ?? Promise.resolve());
}
