import { type BannerDefaults, bannerSection } from "./banner";
import { footerNavigationSection, footerSection6 } from "./footer";
import type { PageDef, SectionDef } from "./model";
import { siblingPages } from "./pages/sibling";

export const HOME_PAGE = "360_Home";

const bannerPages: Record<string, BannerDefaults> = {
  Auto_Insurance: {
    title: "Auto Insurance",
    subTitle: "Coverage that goes the distance, from the county road to the interstate.",
    imageUrl: "/images/banner-road.jpg",
  },
  Business: { title: "Business Insurance", subTitle: "Protection for the businesses that keep our towns running." },
  HomeInsurance: {
    title: "Home Insurance",
    subTitle: "For the house in town and the homestead down the gravel road.",
    imageUrl: "/images/banner-home.jpg",
  },
  Annuities: {
    title: "Annuities",
    subTitle: "Steady income you can count on in retirement.",
    tagline: "Plan today for the retirement you have worked for.",
  },
  LifeInsurance: {
    title: "Life Insurance",
    subTitle: "Take care of the people who count on you.",
    tagline: "Protection for your family, your farm and your future.",
  },
  OtherOffering_1: {
    title: "Other Offerings",
    subTitle: "Coverage for the rest of what you own and love.",
    tagline: "One local agent for everything you want to protect.",
  },
  "Farm&Ranch": {
    title: "Farm & Ranch Insurance",
    subTitle: "Built by people who know a calving barn from a machine shed.",
    button1Link: "/mwfbi/start-a-quote",
    button2Link: "/mwfbi/find-an-agent",
  },
  FAQ: { title: "Frequently Asked Questions", subTitle: "Straight answers about coverage, billing and claims." },
  Claims: { title: "How to File a Claim", subTitle: "We are here when you need us most." },
  AboutUs: { title: "About Us", subTitle: "Neighbors protecting neighbors for over 70 years." },
  AboutUsOurCommunityPage: { title: "Our Community", subTitle: "Giving back where we live and work." },
  Careers: { title: "Careers", subTitle: "Build a career that makes a difference close to home.", buttons: false },
  Federation: { title: "Farm Bureau Federation", subTitle: "Advocating for agriculture in our states.", buttons: false },
  AndMore: {
    title: "And More",
    subTitle: "Manage your account, pay your bill and more.",
    button2: "FIND YOUR LOCAL AGENT",
    button3: { title: "Already have an account?", label: "Log In", link: "/360/customer-login" },
  },
  FindAnAgent: {
    title: "Find an Agent",
    subTitle: "A local agent who knows your roads and your risks.",
    button2: "",
    buttons: false,
  },
  StartAQuote: {
    title: "Start a Quote",
    subTitle: "Tell us a little about what you need to protect.",
    button1Link: "/360/find-an-agent",
    buttons: false,
  },
  Contact: { title: "Contact Us", subTitle: "Questions, feedback or a claim? We would love to hear from you.", buttons: false },
  ERS: {
    title: "Emergency Roadside Service Incident Report",
    subTitle: "For agents in the field: the report reaches the office even when you file it with no signal.",
    button1: "Find Your Agent",
    button1Link: "/mwfbi/find-an-agent",
    button2: "START A QUOTE",
    button2Link: "/mwfbi/start-a-quote",
  },
  TermsConditions: {
    title: "Terms & Conditions",
    subTitle: "The terms for using this website.",
    imageUrl: "/images/truck.jpg",
    buttons: false,
  },
  PrivacyPolicy: {
    title: "Privacy Policy",
    subTitle: "How we collect, use and protect your information.",
    imageUrl: "/images/truck.jpg",
    buttons: false,
  },
  Disclosure: {
    title: "Colorado Private Passenger Auto Disclosure",
    subTitle: "Summary of coverages and your rights.",
    buttons: false,
  },
  AgentLandingPageLatest1: {
    title: "Welcome to the 360 Insurance Hub",
    subTitle: "Tools, news and resources for our agents and staff.",
    imageUrl: "/images/banner-fields.jpg",
    buttons: false,
  },
  CustomerLogin: { title: "Customer Hub", subTitle: "Sign in to view your policies and pay your bill.", buttons: false },
  LearningCenter: {
    title: "The Learning Center",
    subTitle: "The more interesting side of insurance information!",
    buttons: false,
  },
};

// Pages whose content only signed-in users may read (the hub holds internal links).
export const SIGNED_IN_PAGES: ReadonlySet<string> = new Set(["AgentLandingPageLatest1"]);

export const pages: Record<string, PageDef> = {
  [HOME_PAGE]: {
    pageName: HOME_PAGE,
    title: "Home",
    sections: [footerNavigationSection, footerSection6],
  },
  ...Object.fromEntries(
    Object.entries(bannerPages).map(([pageName, d]) => [pageName, { pageName, title: d.title, sections: [bannerSection(d)] }]),
  ),
};

const siblingPagesByName: Record<string, PageDef> = Object.fromEntries(siblingPages.map((p) => [p.pageName, p]));

// Page sections beyond the banner and footer register themselves when their module loads: the server
// loads them all (`@hpm/contracts/pages`), the browser loads each page's with the page.
export function registerPageSections(pageName: string, sections: SectionDef[]): void {
  const page = pages[pageName];
  if (!page) throw new Error(`No page ${pageName} in the content registry`);
  for (const section of sections) if (!page.sections.some((s) => s.section === section.section)) page.sections.push(section);
}

export function getSectionDef(pageName: string, section: string): SectionDef | undefined {
  return (pages[pageName] ?? siblingPagesByName[pageName])?.sections.find((s) => s.section === section);
}

export function requireSectionDef(pageName: string, section: string): SectionDef {
  const def = getSectionDef(pageName, section);
  if (!def) throw new Error(`No section ${pageName}/${section} in the content registry`);
  return def;
}
