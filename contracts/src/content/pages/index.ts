import type { SectionDef } from "../model";
import { registerPageSections } from "../registry";
import { ABOUT_US_PAGE, aboutUsSections } from "./about-us";
import { AGENT_HUB_PAGE, agentHubSections } from "./agent-hub";
import { AND_MORE_PAGE, andMoreSections } from "./and-more";
import { ANNUITIES_PAGE, annuitiesSections } from "./annuities";
import { AUTO_PAGE, autoSections } from "./auto-insurance";
import { BUSINESS_PAGE, businessSections } from "./business";
import { CLAIMS_PAGE, claimsSections } from "./claims";
import { FAQ_PAGE, faqSections } from "./faq";
import { FARM_PAGE, farmSections } from "./farm-ranch";
import { FIND_AN_AGENT_PAGE, findAnAgentSections } from "./find-an-agent";
import { CONTACT_PAGE, contactSections, START_A_QUOTE_PAGE, startAQuoteSections } from "./forms";
import { homeSections } from "./home";
import { HOME_INSURANCE_PAGE, homeInsuranceSections } from "./home-insurance";
import { PRIVACY_PAGE, privacySections, TERMS_PAGE, termsSections } from "./legal";
import { LIFE_PAGE, lifeSections } from "./life-insurance";
import { OTHER_OFFERINGS_PAGE, otherOfferingsSections } from "./other-offerings";
import { OUR_COMMUNITY_PAGE, ourCommunitySections } from "./our-community";

// Each page's own sections (beyond its TopBanner), one module per page, merged by the registry.
export const pageSections: Record<string, SectionDef[]> = {
  "360_Home": homeSections,
  [AUTO_PAGE]: autoSections,
  [BUSINESS_PAGE]: businessSections,
  [HOME_INSURANCE_PAGE]: homeInsuranceSections,
  [ANNUITIES_PAGE]: annuitiesSections,
  [LIFE_PAGE]: lifeSections,
  [OTHER_OFFERINGS_PAGE]: otherOfferingsSections,
  [FARM_PAGE]: farmSections,
  [FAQ_PAGE]: faqSections,
  [FIND_AN_AGENT_PAGE]: findAnAgentSections,
  [START_A_QUOTE_PAGE]: startAQuoteSections,
  [CONTACT_PAGE]: contactSections,
  [CLAIMS_PAGE]: claimsSections,
  [ABOUT_US_PAGE]: aboutUsSections,
  [OUR_COMMUNITY_PAGE]: ourCommunitySections,
  [AND_MORE_PAGE]: andMoreSections,
  [TERMS_PAGE]: termsSections,
  [PRIVACY_PAGE]: privacySections,
  [AGENT_HUB_PAGE]: agentHubSections,
};

for (const [pageName, sections] of Object.entries(pageSections)) registerPageSections(pageName, sections);
