import type { SectionDef } from "../model";
import { getSectionDef, registerPageSections } from "../registry";

// The browser's way to the page sections: one chunk per page, loaded with the page (index.ts loads all).
export const pageSectionLoaders: Record<string, () => Promise<SectionDef[]>> = {
  "360_Home": () => import("./home").then((m) => m.homeSections),
  Auto_Insurance: () => import("./auto-insurance").then((m) => m.autoSections),
  Business: () => import("./business").then((m) => m.businessSections),
  HomeInsurance: () => import("./home-insurance").then((m) => m.homeInsuranceSections),
  Annuities: () => import("./annuities").then((m) => m.annuitiesSections),
  LifeInsurance: () => import("./life-insurance").then((m) => m.lifeSections),
  OtherOffering_1: () => import("./other-offerings").then((m) => m.otherOfferingsSections),
  "Farm&Ranch": () => import("./farm-ranch").then((m) => m.farmSections),
  FAQ: () => import("./faq").then((m) => m.faqSections),
  FindAnAgent: () => import("./find-an-agent").then((m) => m.findAnAgentSections),
  StartAQuote: () => import("./forms").then((m) => m.startAQuoteSections),
  Contact: () => import("./forms").then((m) => m.contactSections),
  Claims: () => import("./claims").then((m) => m.claimsSections),
  AboutUs: () => import("./about-us").then((m) => m.aboutUsSections),
  AboutUsOurCommunityPage: () => import("./our-community").then((m) => m.ourCommunitySections),
  AndMore: () => import("./and-more").then((m) => m.andMoreSections),
  TermsConditions: () => import("./legal").then((m) => m.termsSections),
  PrivacyPolicy: () => import("./legal").then((m) => m.privacySections),
  AgentLandingPageLatest1: () => import("./agent-hub").then((m) => m.agentHubSections),
};

const loading = new Map<string, Promise<void>>();

export function pageSectionsLoaded(pageName: string, section: string): boolean {
  return Boolean(getSectionDef(pageName, section)) || !pageSectionLoaders[pageName];
}

export function loadPageSections(pageName: string): Promise<void> {
  let promise = loading.get(pageName);
  if (!promise) {
    const loader = pageSectionLoaders[pageName];
    promise = loader ? loader().then((sections) => registerPageSections(pageName, sections)) : Promise.resolve();
    loading.set(pageName, promise);
  }
  return promise;
}
