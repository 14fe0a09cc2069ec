import type { SectionDef } from "./content/model";
import { SIBLING_MENUS } from "./sibling-menus";

/**
 * The page manifest: every page of the site, declared once. The router, the content registry, the section
 * loaders, the signed-in and rendered sets, the sitemap, the offline warm-up and the page assets the server
 * preloads are all derived from it. See docs/architecture.md ("The page manifest").
 */
export interface PageEntry {
  /** Its name where no banner gives one. */
  title?: string;
  /** Paths under each site prefix (/360, /mwfbi); `$id` is a parameter. */
  paths?: readonly string[];
  /** Paths at the root of the site. */
  rootPaths?: readonly string[];
  /** Its module under web/src without extension, `#Name` for a named export (default: the module's default). */
  component: string;
  /** The content page name its editable sections are stored under (the API's `pageName`). */
  content?: string;
  /** Its own section definitions (its TopBanner's default copy among them), loaded with the page. */
  sections?: () => Promise<SectionDef[]>;
  /** Who may open it: the server refuses the content of a signed-in page to visitors. */
  access: PageAccess;
  /** Only for a visitor who is not signed in (a signed-in visitor is sent home). */
  signedOutOnly?: boolean;
  /** Rendered on the server for visitors (default: public pages). */
  prerender?: boolean;
  /** Listed in the sitemap (default: public pages without parameters). */
  sitemap?: boolean;
  /** Its content is fetched ahead for offline reading (default: public pages with content). */
  warm?: boolean;
  /** Drawn without the site's header and footer. */
  plain?: boolean;
  /**
   * The query parameters its rendering reads (the search page's `q`): the server renders and keeps the page per their
   * values. Every other page is rendered from its path alone.
   */
  queryParams?: readonly string[];
}

export type PageAccess = "public" | "signed-in" | "admin";

const HOME_CONTENT = "360_Home";

export const sitePages = {
  home: {
    title: "Home",
    paths: [""],
    rootPaths: ["/main"],
    component: "features/products/HomePage",
    content: HOME_CONTENT,
    sections: () => import("./content/pages/home").then((m) => m.homeSections),
    access: "public",
  },
  auto: {
    title: "Auto Insurance",
    paths: ["/auto-insurance"],
    component: "features/products/AutoInsurancePage",
    content: "Auto_Insurance",
    sections: () => import("./content/pages/auto-insurance").then((m) => m.autoSections),
    access: "public",
  },
  homeInsurance: {
    title: "Home Insurance",
    paths: ["/home-insurance"],
    component: "features/products/HomeInsurancePage",
    content: "HomeInsurance",
    sections: () => import("./content/pages/home-insurance").then((m) => m.homeInsuranceSections),
    access: "public",
  },
  farm: {
    title: "Farm & Ranch Insurance",
    paths: ["/farm-&-ranch-insurance"],
    component: "features/products/FarmRanchPage",
    content: "Farm&Ranch",
    sections: () => import("./content/pages/farm-ranch").then((m) => m.farmSections),
    access: "public",
  },
  business: {
    title: "Business Insurance",
    paths: ["/business-insurance"],
    component: "features/products/BusinessPage",
    content: "Business",
    sections: () => import("./content/pages/business").then((m) => m.businessSections),
    access: "public",
  },
  life: {
    title: "Life Insurance",
    paths: ["/life-insurance"],
    component: "features/products/LifeInsurancePage",
    content: "LifeInsurance",
    sections: () => import("./content/pages/life-insurance").then((m) => m.lifeSections),
    access: "public",
  },
  annuities: {
    title: "Annuities",
    paths: ["/annuities"],
    component: "features/products/AnnuitiesPage",
    content: "Annuities",
    sections: () => import("./content/pages/annuities").then((m) => m.annuitiesSections),
    access: "public",
  },
  otherOfferings: {
    title: "Other Offerings",
    paths: ["/other-offerings"],
    component: "features/products/OtherOfferingsPage",
    content: "OtherOffering_1",
    sections: () => import("./content/pages/other-offerings").then((m) => m.otherOfferingsSections),
    access: "public",
  },
  findAgent: {
    title: "Find an Agent",
    paths: ["/find-an-agent"],
    component: "features/agents/FindAnAgentPage",
    content: "FindAnAgent",
    sections: () => import("./content/pages/find-an-agent").then((m) => m.findAnAgentSections),
    access: "public",
  },
  agentDetails: { paths: ["/agent-details/$id"], component: "features/agents/AgentDetailsPage", access: "public" },
  startQuote: {
    title: "Start a Quote",
    paths: ["/start-a-quote", "/start-a-quote/$id"],
    component: "features/forms/StartAQuotePage",
    content: "StartAQuote",
    sections: () => import("./content/pages/forms").then((m) => m.startAQuoteSections),
    access: "public",
  },
  claims: {
    title: "How to File a Claim",
    paths: ["/how-to-claim-file"],
    component: "features/company/ClaimsPage",
    content: "Claims",
    sections: () => import("./content/pages/claims").then((m) => m.claimsSections),
    access: "public",
  },
  ers: {
    title: "Emergency Roadside Service Incident Report",
    paths: ["/ers"],
    component: "features/forms/ErsPage",
    content: "ERS",
    sections: () => import("./content/pages/banner-pages").then((m) => m.ersSections),
    access: "public",
  },
  aboutUs: {
    title: "About Us",
    paths: ["/about", "/about-us"],
    component: "features/company/AboutUsPage",
    content: "AboutUs",
    sections: () => import("./content/pages/about-us").then((m) => m.aboutUsSections),
    access: "public",
  },
  ourCommunity: {
    title: "Our Community",
    paths: ["/our-community", "/about/our-community"],
    component: "features/company/OurCommunityPage",
    content: "AboutUsOurCommunityPage",
    sections: () => import("./content/pages/our-community").then((m) => m.ourCommunitySections),
    access: "public",
  },
  careers: {
    title: "Careers",
    paths: ["/about/careers", "/careers"],
    component: "features/company/CareersPage",
    content: "Careers",
    sections: () => import("./content/pages/banner-pages").then((m) => m.careersSections),
    access: "public",
  },
  federation: {
    title: "Farm Bureau Federation",
    paths: ["/federation", "/about/federation"],
    component: "features/company/FederationPage",
    content: "Federation",
    sections: () => import("./content/pages/banner-pages").then((m) => m.federationSections),
    access: "public",
  },
  blogList: {
    title: "The Learning Center",
    paths: ["/about/blog", "/learning-center"],
    component: "features/blog/BlogListPage",
    content: "LearningCenter",
    sections: () => import("./content/pages/banner-pages").then((m) => m.learningCenterSections),
    access: "public",
  },
  blogPost: { paths: ["/about/blog/$id", "/learning-center/$id"], component: "features/blog/BlogPostPage", access: "public" },
  faq: {
    title: "Frequently Asked Questions",
    paths: ["/faq"],
    component: "features/company/FaqPage",
    content: "FAQ",
    sections: () => import("./content/pages/faq").then((m) => m.faqSections),
    access: "public",
  },
  contact: {
    title: "Contact Us",
    paths: ["/contact", "/send-us-message"],
    component: "features/forms/ContactPage",
    content: "Contact",
    sections: () => import("./content/pages/forms").then((m) => m.contactSections),
    access: "public",
  },
  agentHub: {
    title: "Welcome to the 360 Insurance Hub",
    paths: ["/agent-hub"],
    component: "features/hub/AgentHubPage",
    content: "AgentLandingPageLatest1",
    sections: () => import("./content/pages/agent-hub").then((m) => m.agentHubSections),
    access: "signed-in",
  },
  internalLanding: { paths: ["/internal-landing"], component: "features/hub/InternalLandingPage", access: "signed-in" },
  agentLogin: { paths: ["/agent-login"], component: "pages/InternalPages#AgentLoginPage", access: "public", sitemap: false },
  customerLogin: {
    title: "Customer Hub",
    paths: ["/customer-login"],
    component: "features/customer/CustomerHubPage",
    content: "CustomerLogin",
    sections: () => import("./content/pages/banner-pages").then((m) => m.customerLoginSections),
    access: "public",
  },
  customerLanding: {
    paths: ["/customer-landing"],
    component: "features/customer/CustomerHubPage",
    content: "CustomerLogin",
    access: "public",
    prerender: false,
    sitemap: false,
    warm: false,
  },
  andMore: {
    title: "And More",
    paths: ["/more"],
    component: "features/company/AndMorePage",
    content: "AndMore",
    sections: () => import("./content/pages/and-more").then((m) => m.andMoreSections),
    access: "public",
  },
  terms: {
    title: "Terms & Conditions",
    paths: ["/TermsConditions"],
    component: "features/company/LegalPage#TermsPage",
    content: "TermsConditions",
    sections: () => import("./content/pages/legal").then((m) => m.termsSections),
    access: "public",
  },
  privacy: {
    title: "Privacy Policy",
    paths: ["/PrivacyPolicy"],
    component: "features/company/LegalPage#PrivacyPage",
    content: "PrivacyPolicy",
    sections: () => import("./content/pages/legal").then((m) => m.privacySections),
    access: "public",
  },
  disclosure: {
    title: "Colorado Private Passenger Auto Disclosure",
    paths: ["/disclosure"],
    component: "features/company/DisclosurePage",
    content: "Disclosure",
    sections: () => import("./content/pages/banner-pages").then((m) => m.disclosureSections),
    access: "public",
  },
  // the site's search results (issue 31): rendered on the server for its `q`, not listed (a result list is no page)
  search: {
    title: "Search",
    paths: ["/search"],
    component: "features/search/SearchPage",
    access: "public",
    queryParams: ["q"],
    sitemap: false,
  },
  underMaintenance: { paths: ["/under-maintenance"], component: "pages/UnderMaintenancePage", access: "public", sitemap: false },
  blogSettings: { paths: ["/blog-settings"], component: "features/blog/admin/BlogSettingsPage", access: "admin" },
  blogEditor: { paths: ["/blog-editor", "/blog-editor/$id"], component: "features/blog/admin/BlogEditorPage", access: "admin" },
  blogPreview: { paths: ["/preview"], component: "features/blog/admin/BlogPreviewPage", access: "admin" },
  submissions: { paths: ["/submissions"], component: "features/inbox/InboxPage", access: "admin" },
  activity: { paths: ["/activity"], component: "features/activity/ActivityPage", access: "admin" },
  scheduled: { paths: ["/scheduled"], component: "features/activity/ActivityPage#ScheduledPage", access: "admin" },
  portal: { rootPaths: ["/"], component: "pages/PortalPage", access: "public", plain: true },
  rootAbout: { rootPaths: ["/about"], component: "pages/RootAboutPage", access: "public" },
  // rendered on the server too (its heading, text and button arrive with the HTML); a signed-in visitor is sent on in the browser
  login: {
    rootPaths: ["/login"],
    component: "pages/LoginPage",
    access: "public",
    signedOutOnly: true,
    prerender: true,
    sitemap: false,
  },
  sibling: {
    rootPaths: SIBLING_MENUS.flatMap((m) => m.links.map((l) => l.path)),
    component: "features/company/SiblingSitePage",
    access: "public",
    plain: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof sitePages;

type ContentOf<K extends PageKey> = (typeof sitePages)[K] extends { content: infer C extends string } ? C : never;
/** The content page names of the manifest. */
export type ContentPageName = { [K in PageKey]: ContentOf<K> }[PageKey];

export const pageKeys = Object.keys(sitePages) as PageKey[];

export const pageEntry = (page: PageKey): PageEntry => sitePages[page];

export const HOME_PAGE: ContentPageName = HOME_CONTENT;

export const isPrerenderedPage = (page: PageKey): boolean => {
  const entry = pageEntry(page);
  return entry.prerender ?? (entry.access === "public" && !entry.signedOutOnly);
};

export const isWarmedPage = (page: PageKey): boolean => {
  const entry = pageEntry(page);
  return Boolean(entry.content) && (entry.warm ?? entry.access === "public");
};

export const isInSitemap = (page: PageKey): boolean => {
  const entry = pageEntry(page);
  return entry.sitemap ?? entry.access === "public";
};

/** Content pages only signed-in users may read (the hub holds internal links). */
export const SIGNED_IN_PAGES: ReadonlySet<string> = new Set(
  pageKeys.flatMap((k) => {
    const { access, content } = pageEntry(k);
    return access === "signed-in" && content ? [content] : [];
  }),
);

/** The most pages one content read may ask for (`POST /api/cms/get-page-content-batch`). */
export const PAGE_CONTENT_BATCH_MAX = 64;

/** The content pages the offline warm-up fetches ahead. */
export const warmedContentPages = (): string[] => [
  ...new Set(pageKeys.filter(isWarmedPage).flatMap((k) => pageEntry(k).content ?? [])),
];

/**
 * The page's query parameters (its entry's `queryParams`) as the router parsed them (it reads `?q=12` as a number), as
 * text; every other parameter left out. The page reads their values through `pageQueryValue`.
 */
export function pageQuery(page: PageKey, search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of pageEntry(page).queryParams ?? []) if (search[name] != null) out[name] = String(search[name]);
  return out;
}

/** The page's module and export under web/src. */
export function pageModule(page: PageKey): { module: string; exportName: string } {
  const [module = "", exportName = "default"] = pageEntry(page).component.split("#");
  return { module, exportName };
}
