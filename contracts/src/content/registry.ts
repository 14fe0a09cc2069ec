import { HOME_PAGE, type PageEntry, pageEntry, pageKeys } from "../site-pages";
import { footerNavigationSection, footerSection6 } from "./footer";
import type { PageDef, SectionDef } from "./model";
import { siblingPages } from "./pages/sibling";

export { HOME_PAGE, SIGNED_IN_PAGES } from "../site-pages";

// The header and footer read these on every page, so they are known before any page's own sections load. (The site
// notice, also read on every page, renders from its stored content alone: its definition loads with the home page's.)
const SITE_SECTIONS: Record<string, SectionDef[]> = { [HOME_PAGE]: [footerNavigationSection, footerSection6] };

const contentEntries: [string, PageEntry][] = pageKeys.flatMap((k) => {
  const entry = pageEntry(k);
  return entry.content ? [[entry.content, entry] as [string, PageEntry]] : [];
});

/** The content pages of the manifest, with the sections known so far (the site-wide ones; each page's own, its banner's
 * among them, once loaded). */
export const pages: Readonly<Record<string, PageDef>> = Object.fromEntries(
  contentEntries.map(([pageName]) => {
    const declared = contentEntries.filter(([name]) => name === pageName).map(([, e]) => e);
    const title = declared.find((e) => e.title)?.title ?? pageName;
    const sections = [...(SITE_SECTIONS[pageName] ?? [])];
    return [pageName, { pageName, title, sections }];
  }),
);

const byName = new Map<string, PageDef>([...siblingPages.map((p) => [p.pageName, p] as const), ...Object.entries(pages)]);

const sectionLoaders = new Map(contentEntries.flatMap(([pageName, e]) => (e.sections ? [[pageName, e.sections] as const] : [])));
const loading = new Map<string, Promise<void>>();
const ready = new Set<string>();

/** Whether a page's own section definitions are known (or it has none to load), so a render need not wait. */
export function pageSectionsReady(pageName: string): boolean {
  return ready.has(pageName) || !sectionLoaders.has(pageName);
}

/** Loads a page's own section definitions (once): the browser with the page, the server all at start. */
export function loadPageSections(pageName: string): Promise<void> {
  let promise = loading.get(pageName);
  if (!promise) {
    const load = sectionLoaders.get(pageName);
    const page = pages[pageName];
    promise =
      load && page
        ? load().then(
            (sections) => {
              for (const s of sections) if (!page.sections.some((known) => known.section === s.section)) page.sections.push(s);
              ready.add(pageName);
            },
            (err: unknown) => {
              // a load that failed (no signal) is not kept: the next call tries again
              loading.delete(pageName);
              throw err;
            },
          )
        : Promise.resolve();
    loading.set(pageName, promise);
  }
  return promise;
}

export async function loadAllPageSections(): Promise<void> {
  await Promise.all([...sectionLoaders.keys()].map(loadPageSections));
}

export function getSectionDef(pageName: string, section: string): SectionDef | undefined {
  return byName.get(pageName)?.sections.find((s) => s.section === section);
}

export function requireSectionDef(pageName: string, section: string): SectionDef {
  const def = getSectionDef(pageName, section);
  if (!def) throw new Error(`No section ${pageName}/${section} in the content registry`);
  return def;
}
