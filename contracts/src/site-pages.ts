import type { BannerDefaults } from "./content/banner";
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
  /** Its TopBanner section's default copy (a banner belongs to the content page). */
  banner?: BannerDefaults;
  /** Its own section definitions beyond the banner, loaded with the page. */
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
    paths: ["/auto-insurance"],
    component: "features/products/AutoInsurancePage",
    content: "Auto_Insurance",
    banner: {
      title: "Auto Insurance",
      subTitle: "Coverage that goes the distance, from the county road to the interstate.",
      imageUrl: "/images/banner-road.jpg",
    },
    sections: () => import("./content/pages/auto-insurance").then((m) => m.autoSections),
    access: "public",
  },
  homeInsurance: {
    paths: ["/home-insurance"],
    component: "features/products/HomeInsurancePage",
    content: "HomeInsurance",
    banner: {
      title: "Home Insurance",
      subTitle: "For the house in town and the homestead down the gravel road.",
      imageUrl: "/images/banner-home.jpg",
    },
    sections: () => import("./content/pages/home-insurance").then((m) => m.homeInsuranceSections),
    access: "public",
  },
  farm: {
    paths: ["/farm-&-ranch-insurance"],
    component: "features/products/FarmRanchPage",
    content: "Farm&Ranch",
    banner: {
      title: "Farm & Ranch Insurance",
      subTitle: "Built by people who know a calving barn from a machine shed.",
      button1Link: "/mwfbi/start-a-quote",
      button2Link: "/mwfbi/find-an-agent",
    },
    sections: () => import("./content/pages/farm-ranch").then((m) => m.farmSections),
    access: "public",
  },
  business: {
    paths: ["/business-insurance"],
    component: "features/products/BusinessPage",
    content: "Business",
    banner: { title: "Business Insurance", subTitle: "Protection for the businesses that keep our towns running." },
    sections: () => import("./content/pages/business").then((m) => m.businessSections),
    access: "public",
  },
  life: {
    paths: ["/life-insurance"],
    component: "features/products/LifeInsurancePage",
    content: "LifeInsurance",
    banner: {
      title: "Life Insurance",
      subTitle: "Take care of the people who count on you.",
      tagline: "Protection for your family, your farm and your future.",
    },
    sections: () => import("./content/pages/life-insurance").then((m) => m.lifeSections),
    access: "public",
  },
  annuities: {
    paths: ["/annuities"],
    component: "features/products/AnnuitiesPage",
    content: "Annuities",
    banner: {
      title: "Annuities",
      subTitle: "Steady income you can count on in retirement.",
      tagline: "Plan today for the retirement you have worked for.",
    },
    sections: () => import("./content/pages/annuities").then((m) => m.annuitiesSections),
    access: "public",
  },
  otherOfferings: {
    paths: ["/other-offerings"],
    component: "features/products/OtherOfferingsPage",
    content: "OtherOffering_1",
    banner: {
      title: "Other Offerings",
      subTitle: "Coverage for the rest of what you own and love.",
      tagline: "One local agent for everything you want to protect.",
    },
    sections: () => import("./content/pages/other-offerings").then((m) => m.otherOfferingsSections),
    access: "public",
  },
  findAgent: {
    paths: ["/find-an-agent"],
    component: "features/agents/FindAnAgentPage",
    content: "FindAnAgent",
    banner: {
      title: "Find an Agent",
      subTitle: "A local agent who knows your roads and your risks.",
      button2: "",
      buttons: false,
    },
    sections: () => import("./content/pages/find-an-agent").then((m) => m.findAnAgentSections),
    access: "public",
  },
  agentDetails: { paths: ["/agent-details/$id"], component: "features/agents/AgentDetailsPage", access: "public" },
  startQuote: {
    paths: ["/start-a-quote", "/start-a-quote/$id"],
    component: "features/forms/StartAQuotePage",
    content: "StartAQuote",
    banner: {
      title: "Start a Quote",
      subTitle: "Tell us a little about what you need to protect.",
      button1Link: "/360/find-an-agent",
      buttons: false,
    },
    sections: () => import("./content/pages/forms").then((m) => m.startAQuoteSections),
    access: "public",
  },
  claims: {
    paths: ["/how-to-claim-file"],
    component: "features/company/ClaimsPage",
    content: "Claims",
    banner: { title: "How to File a Claim", subTitle: "We are here when you need us most." },
    sections: () => import("./content/pages/claims").then((m) => m.claimsSections),
    access: "public",
  },
  ers: {
    paths: ["/ers"],
    component: "features/forms/ErsPage",
    content: "ERS",
    banner: {
      title: "Emergency Roadside Service Incident Report",
      subTitle: "For agents in the field: the report reaches the office even when you file it with no signal.",
      button1: "Find Your Agent",
      button1Link: "/mwfbi/find-an-agent",
      button2: "START A QUOTE",
      button2Link: "/mwfbi/start-a-quote",
    },
    access: "public",
  },
  aboutUs: {
    paths: ["/about", "/about-us"],
    component: "features/company/AboutUsPage",
    content: "AboutUs",
    banner: { title: "About Us", subTitle: "Neighbors protecting neighbors for over 70 years." },
    sections: () => import("./content/pages/about-us").then((m) => m.aboutUsSections),
    access: "public",
  },
  ourCommunity: {
    paths: ["/our-community", "/about/our-community"],
    component: "features/company/OurCommunityPage",
    content: "AboutUsOurCommunityPage",
    banner: { title: "Our Community", subTitle: "Giving back where we live and work." },
    sections: () => import("./content/pages/our-community").then((m) => m.ourCommunitySections),
    access: "public",
  },
  careers: {
    paths: ["/about/careers", "/careers"],
    component: "features/company/CareersPage",
    content: "Careers",
    banner: { title: "Careers", subTitle: "Build a career that makes a difference close to home.", buttons: false },
    access: "public",
  },
  federation: {
    paths: ["/federation", "/about/federation"],
    component: "features/company/FederationPage",
    content: "Federation",
    banner: { title: "Farm Bureau Federation", subTitle: "Advocating for agriculture in our states.", buttons: false },
    access: "public",
  },
  blogList: {
    paths: ["/about/blog", "/learning-center"],
    component: "features/blog/BlogListPage",
    content: "LearningCenter",
    banner: { title: "The Learning Center", subTitle: "The more interesting side of insurance information!", buttons: false },
    access: "public",
  },
  blogPost: { paths: ["/about/blog/$id", "/learning-center/$id"], component: "features/blog/BlogPostPage", access: "public" },
  faq: {
    paths: ["/faq"],
    component: "features/company/FaqPage",
    content: "FAQ",
    banner: { title: "Frequently Asked Questions", subTitle: "Straight answers about coverage, billing and claims." },
    sections: () => import("./content/pages/faq").then((m) => m.faqSections),
    access: "public",
  },
  contact: {
    paths: ["/contact", "/send-us-message"],
    component: "features/forms/ContactPage",
    content: "Contact",
    banner: {
      title: "Contact Us",
      subTitle: "Questions, feedback or a claim? We would love to hear from you.",
      buttons: false,
    },
    sections: () => import("./content/pages/forms").then((m) => m.contactSections),
    access: "public",
  },
  agentHub: {
    paths: ["/agent-hub"],
    component: "features/hub/AgentHubPage",
    content: "AgentLandingPageLatest1",
    banner: {
      title: "Welcome to the 360 Insurance Hub",
      subTitle: "Tools, news and resources for our agents and staff.",
      imageUrl: "/images/banner-fields.jpg",
      buttons: false,
    },
    sections: () => import("./content/pages/agent-hub").then((m) => m.agentHubSections),
    access: "signed-in",
  },
  internalLanding: { paths: ["/internal-landing"], component: "features/hub/InternalLandingPage", access: "signed-in" },
  agentLogin: { paths: ["/agent-login"], component: "pages/InternalPages#AgentLoginPage", access: "public", sitemap: false },
  customerLogin: {
    paths: ["/customer-login"],
    component: "features/customer/CustomerHubPage",
    content: "CustomerLogin",
    banner: { title: "Customer Hub", subTitle: "Sign in to view your policies and pay your bill.", buttons: false },
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
    paths: ["/more"],
    component: "features/company/AndMorePage",
    content: "AndMore",
    banner: {
      title: "And More",
      subTitle: "Manage your account, pay your bill and more.",
      button2: "FIND YOUR LOCAL AGENT",
      button3: { title: "Already have an account?", label: "Log In", link: "/360/customer-login" },
    },
    sections: () => import("./content/pages/and-more").then((m) => m.andMoreSections),
    access: "public",
  },
  terms: {
    paths: ["/TermsConditions"],
    component: "features/company/LegalPage#TermsPage",
    content: "TermsConditions",
    banner: {
      title: "Terms & Conditions",
      subTitle: "The terms for using this website.",
      imageUrl: "/images/truck.jpg",
      buttons: false,
    },
    sections: () => import("./content/pages/legal").then((m) => m.termsSections),
    access: "public",
  },
  privacy: {
    paths: ["/PrivacyPolicy"],
    component: "features/company/LegalPage#PrivacyPage",
    content: "PrivacyPolicy",
    banner: {
      title: "Privacy Policy",
      subTitle: "How we collect, use and protect your information.",
      imageUrl: "/images/truck.jpg",
      buttons: false,
    },
    sections: () => import("./content/pages/legal").then((m) => m.privacySections),
    access: "public",
  },
  disclosure: {
    paths: ["/disclosure"],
    component: "features/company/DisclosurePage",
    content: "Disclosure",
    banner: {
      title: "Colorado Private Passenger Auto Disclosure",
      subTitle: "Summary of coverages and your rights.",
      buttons: false,
    },
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
