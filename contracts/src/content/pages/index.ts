import type { SectionDef } from "../model";
import { ANNUITIES_PAGE, annuitiesSections } from "./annuities";
import { AUTO_PAGE, autoSections } from "./auto-insurance";
import { BUSINESS_PAGE, businessSections } from "./business";
import { FARM_PAGE, farmSections } from "./farm-ranch";
import { homeSections } from "./home";
import { HOME_INSURANCE_PAGE, homeInsuranceSections } from "./home-insurance";
import { LIFE_PAGE, lifeSections } from "./life-insurance";
import { OTHER_OFFERINGS_PAGE, otherOfferingsSections } from "./other-offerings";

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
};
