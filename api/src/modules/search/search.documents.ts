import {
  type Agent,
  BANNER_SECTION,
  blogPostPath,
  type FieldDef,
  type FieldValue,
  faqAnchor,
  footerNavigationSection,
  footerSection6,
  isWarmedPage,
  mergeSection,
  type PageKey,
  pageEntry,
  pageKeys,
  pages,
  readList,
  type SearchDoc,
  type SectionContent,
  SITE_NOTICE_SECTION,
  sectionAnchor,
} from "@hpm/contracts";
import { FAQ_PAGE } from "@hpm/contracts/pages/faq";
import { agentDocs, clip, htmlText } from "@hpm/contracts/search";

export { agentPlace, clip, htmlText } from "@hpm/contracts/search";

/**
 * The site's search documents (SearchDoc), made from what visitors see: every section of every public content page
 * (stored content over the section's defaults), each FAQ question, each published post and each agent. What is
 * searched is plain text: no markup, links, image paths, switches, button labels or numbers alone.
 */

/** What the documents are made from, as a visitor reads it. */
export interface SearchSources {
  /** A content page's published sections, by section name (missing ones read as their defaults). */
  pageContent(pageName: string): Promise<Record<string, unknown>>;
  /** The Learning Center's list page heading (its settings, not its banner). */
  blogHeading(): Promise<{ title: string; subtitle: string }>;
  /** Newest first. */
  publishedPosts(): Promise<{ id: number; title: string; subTitle: string; richText: string }[]>;
  agents(): Promise<Agent[]>;
}

/** A post's body is searched by its first this many characters (what a visitor's words are likely to be in). */
export const POST_TEXT_MAX = 1200;
/** The newest posts searched by their body too; older ones by their title and subtitle (the index stays small). */
export const POSTS_WITH_BODY = 30;
/** The most posts in the index (newest first). */
export const POSTS_MAX = 500;
/** A section heading longer than this is copy, not a heading: the page's title names the section instead. */
const HEADING_MAX = 90;

const SEARCHED_KINDS = new Set<FieldDef["kind"]>(["text", "multiline", "richText"]);
// a button's label or a form's placeholder ("START A QUOTE", "Enter your ZIP") says nothing about the page
const NOT_COPY = /button|placeholder|^icon|^image|^lat$|^lng$/i;
const HAS_WORD = /\p{L}{2}/u;
// a label in capitals ("GET AN ESTIMATE") is a button's, whatever its field is called
const HAS_LOWER = /\p{Ll}/u;
const LINK_LIKE = /^(https?:\/\/|mailto:|tel:|\/|#|www\.)\S*$|^[^\s@]+@[^\s@]+$/i;

/** The copy of one value of a field, or nothing. */
function copyOf(def: FieldDef, value: string): string {
  if (!SEARCHED_KINDS.has(def.kind) || NOT_COPY.test(def.name) || def.hidden) return "";
  const text = htmlText(value);
  return HAS_WORD.test(text) && HAS_LOWER.test(text) && !LINK_LIKE.test(text) ? text : "";
}

const fieldValue = (content: SectionContent, name: string) => (content[name] as FieldValue | undefined)?.value ?? "";

/** The copy of a section's fields, in order (a list's items field by field, a group's fields). */
function fieldTexts(fields: readonly FieldDef[], content: SectionContent): { name: string; text: string }[] {
  return fields.flatMap((f) => {
    if (f.kind === "group") return fieldTexts(f.fields ?? [], (content[f.name] as SectionContent | undefined) ?? {});
    if (f.kind === "list")
      return readList(fieldValue(content, f.name)).flatMap((item) =>
        (f.item ?? []).flatMap((i) => {
          const text = copyOf(i, item[i.name] ?? "");
          return text ? [{ name: `${f.name}[].${i.name}`, text }] : [];
        }),
      );
    const text = copyOf(f, fieldValue(content, f.name));
    return text ? [{ name: f.name, text }] : [];
  });
}

const isHeadingField = (name: string) => /^(title|heading|headerText|\w+Title)$/.test(name) && !NOT_COPY.test(name);

/** Texts not said before in the index: a sentence repeated on several pages is searched where it first appears. */
function dedupe(seen: Set<string>, texts: string[]): string[] {
  return texts.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// the header, footer and site notice are on every page: they are no page's own copy
const SITE_WIDE_SECTIONS = new Set([footerNavigationSection.section, footerSection6.section, SITE_NOTICE_SECTION]);

/** The public content pages: each content page once, under the first path of the first entry that shows it. */
function contentPages(): { key: PageKey; pageName: string; path: string }[] {
  const seen = new Set<string>();
  return pageKeys.flatMap((key) => {
    const entry = pageEntry(key);
    const pageName = entry.content;
    if (!pageName || entry.access !== "public" || !isWarmedPage(key) || seen.has(pageName)) return [];
    seen.add(pageName);
    return [{ key, pageName, path: `/360${entry.paths?.[0] ?? ""}` }];
  });
}

/** A page's documents: the page (its banner's title and subtitle), each section, or (the FAQ) each question. */
function pageDocs(
  page: { key: PageKey; pageName: string; path: string },
  stored: Record<string, unknown>,
  seen: Set<string>,
  blogHeading: { title: string; subtitle: string },
): SearchDoc[] {
  const def = pages[page.pageName];
  if (!def) return [];
  const sections = def.sections.filter((s) => !SITE_WIDE_SECTIONS.has(s.section) && !s.notShown);
  const contentOf = (section: string) => {
    const s = sections.find((d) => d.section === section);
    return s ? mergeSection(s, stored[section] as SectionContent | undefined) : undefined;
  };
  const banner = contentOf(BANNER_SECTION);
  // the Learning Center's list shows its settings' heading
  const heading =
    page.key === "blogList"
      ? { title: blogHeading.title, text: [blogHeading.subtitle] }
      : banner
        ? { title: fieldValue(banner, "title"), text: [fieldValue(banner, "subTitle"), fieldValue(banner, "tagline")] }
        : null;
  const pageTitle = htmlText(heading?.title ?? "") || def.title;
  const docs: SearchDoc[] = [];
  if (heading)
    docs.push({
      id: `page:${page.pageName}`,
      kind: "page",
      title: pageTitle,
      url: page.path,
      text: dedupe(seen, heading.text.map(htmlText).filter(Boolean)).join(" "),
    });
  for (const section of sections) {
    if (section.section === BANNER_SECTION) continue;
    const content = contentOf(section.section) ?? {};
    if (page.pageName === FAQ_PAGE) {
      docs.push(...faqDocs(section.fields, content, page.path));
      continue;
    }
    const texts = fieldTexts(section.fields, content);
    const headingText = texts.find((t) => isHeadingField(t.name) && t.text.length <= HEADING_MAX);
    const body = dedupe(
      seen,
      texts.filter((t) => t !== headingText).map((t) => t.text),
    );
    if (!body.length && !headingText) continue;
    docs.push({
      id: `section:${page.pageName}/${section.section}`,
      kind: "section",
      title: headingText?.text ?? pageTitle,
      url: `${page.path}#${sectionAnchor(section.section)}`,
      text: body.join(" "),
      context: pageTitle,
    });
  }
  return docs;
}

/**
 * The FAQ's questions: each item of its list, by the id the page gives it (readList: a stored id, or one derived from
 * the item's content and place), so the address opens the question the page shows.
 */
function faqDocs(fields: readonly FieldDef[], content: SectionContent, path: string): SearchDoc[] {
  return fields
    .filter((f) => f.kind === "list")
    .flatMap((f) =>
      readList(fieldValue(content, f.name)).flatMap((item) => {
        const title = htmlText(item.title ?? "");
        if (!title) return [];
        return [
          {
            id: `faq:${item.id}`,
            kind: "faq" as const,
            title,
            url: `${path}#${faqAnchor(item.id ?? "")}`,
            text: htmlText(item.description ?? ""),
            context: "Frequently Asked Questions",
          },
        ];
      }),
    );
}

/** Published posts, newest first. */
export function postDocs(posts: Awaited<ReturnType<SearchSources["publishedPosts"]>>): SearchDoc[] {
  return posts.slice(0, POSTS_MAX).map((p, i) => ({
    id: `post:${p.id}`,
    kind: "post",
    title: htmlText(p.title),
    url: blogPostPath(p.id),
    text: clip([htmlText(p.subTitle), i < POSTS_WITH_BODY ? htmlText(p.richText) : ""].filter(Boolean).join(" "), POST_TEXT_MAX),
  }));
}

/** Every document of the site's search, in a stable order (the index's version is their hash). */
export async function buildSearchDocs(sources: SearchSources): Promise<SearchDoc[]> {
  const list = contentPages();
  const [contents, blogHeading, posts, agents] = await Promise.all([
    Promise.all(list.map((p) => sources.pageContent(p.pageName))),
    sources.blogHeading(),
    sources.publishedPosts(),
    sources.agents(),
  ]);
  const seen = new Set<string>();
  const docs = list.flatMap((page, i) => pageDocs(page, contents[i] ?? {}, seen, blogHeading));
  return [...docs, ...postDocs(posts), ...agentDocs(agents)];
}
