import {
  BANNER_SECTION,
  DEFAULT_CLIENT,
  type FieldValue,
  getSectionDef,
  HOME_PAGE,
  isFieldValue,
  matchSitePath,
  mergeSection,
  pageEntry,
  readList,
  type SectionContent,
  siblingOf,
  siblingPageTitle,
} from "@hpm/contracts";
import { FAQ_PAGE } from "@hpm/contracts/pages/faq";
import type { FAQPage, Organization, WithContext } from "schema-dts";
import { absoluteImage, organization } from "../../page-meta";
import type { PageMeta, PageMetaResolver } from "../../plugins/web";
import type { CmsService } from "./cms.service";

/** The sections the home page names itself by: its banner, the footer's contact column and description. */
const HOME_BANNER = "Section_1";
const FOOTER_NAVIGATION = "Section_5_Navigation";
const FOOTER = "Section_6";
const FAQ_SECTION = "Section_2";

type Stored = Record<string, Record<string, unknown>>;

/** A section as visitors see it: what is stored over its definition's defaults. */
function section(stored: Stored, pageName: string, name: string): SectionContent {
  const def = getSectionDef(pageName, name);
  return def ? mergeSection(def, stored[name] as SectionContent | undefined) : {};
}

function field(content: SectionContent, ...path: string[]): FieldValue | undefined {
  let at: SectionContent | FieldValue | undefined = content;
  for (const name of path) at = at && !isFieldValue(at) ? at[name] : undefined;
  return at && isFieldValue(at) ? at : undefined;
}

const text = (content: SectionContent, ...path: string[]) => field(content, ...path)?.value.trim() ?? "";

/** The customer-service number as stored in the footer: its tel: link's number (with the country code), else its text. */
function customerServicePhone(footer: SectionContent): string {
  const phone = field(footer, "contact", "phone");
  const tel = phone?.link?.trim().match(/^tel:(.+)$/i)?.[1];
  return tel ?? phone?.value.trim() ?? "";
}

/** The home page's Organization: the insurer, its logo, and the customer-service number stored in the footer. */
export function homeOrganization(publicUrl: string, stored: Stored): WithContext<Organization> {
  const telephone = customerServicePhone(section(stored, HOME_PAGE, FOOTER_NAVIGATION));
  const description = text(section(stored, HOME_PAGE, FOOTER), "footerDescription");
  return {
    "@context": "https://schema.org",
    ...organization(publicUrl),
    ...(description ? { description } : {}),
    ...(telephone
      ? { contactPoint: { "@type": "ContactPoint", telephone, contactType: "customer service", areaServed: "US" } }
      : {}),
  };
}

/** The FAQ's questions and answers as stored (its default questions until an editor saves the list). */
export function faqPage(stored: Stored): WithContext<FAQPage> | null {
  const questions = readList(text(section(stored, FAQ_PAGE, FAQ_SECTION), "list")).flatMap((q) => {
    const name = q.title?.trim() ?? "";
    const answer = (q.description ?? "").replace(/\r?\n|<br\s*\/?>/gi, "\n").trim();
    return name && answer
      ? [{ "@type": "Question" as const, name, acceptedAnswer: { "@type": "Answer" as const, text: answer } }]
      : [];
  });
  if (questions.length === 0) return null;
  return { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: questions };
}

/** The content page at `path` and the client it is stored under (a sibling site's page has its own). */
function contentAt(path: string): { pageName: string; client: string; site?: string } | null {
  const route = matchSitePath(path);
  if (!route) return null;
  if (route.page === "sibling") {
    const sibling = siblingOf(path);
    return sibling ? { pageName: sibling.pageName, client: sibling.client, site: sibling.menu.label } : null;
  }
  const { content } = pageEntry(route.page);
  return content ? { pageName: content, client: DEFAULT_CLIENT } : null;
}

/**
 * A content page by what is stored: its banner's title, subtitle and image (the share image), the home page by its
 * own banner with the Organization, the FAQ with its questions as FAQPage.
 */
export function contentPageMeta(cms: Pick<CmsService, "getPage">, publicUrl: string): PageMetaResolver {
  return async (path) => {
    const page = contentAt(path);
    if (!page) return null;
    const { pageName, client, site } = page;
    const home = pageName === HOME_PAGE;
    const bannerName = home ? HOME_BANNER : BANNER_SECTION;
    if (!getSectionDef(pageName, bannerName)) return null;
    const stored = (await cms.getPage(pageName, client)) as Stored;
    const banner = section(stored, pageName, bannerName);
    const title = text(banner, "title");
    const meta: Partial<PageMeta> = {
      title: (site ? siblingPageTitle(site, title) : title) || undefined,
      description: text(banner, "subTitle") || undefined,
      image: absoluteImage(publicUrl, text(banner, home ? "image" : "imageUrl")),
    };
    if (home) meta.jsonLd = [homeOrganization(publicUrl, stored)];
    const faq = pageName === FAQ_PAGE ? faqPage(stored) : null;
    if (faq) meta.jsonLd = [faq];
    return meta;
  };
}
