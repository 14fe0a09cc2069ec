import { bannerSection } from "../banner";
import type { SectionDef } from "../model";

/** The pages whose only editable section of their own is their banner: its default copy, loaded with the page. */

export const ersSections: SectionDef[] = [
  bannerSection({
    title: "Emergency Roadside Service Incident Report",
    subTitle: "For agents in the field: the report reaches the office even when you file it with no signal.",
    button1: "Find Your Agent",
    button1Link: "/mwfbi/find-an-agent",
    button2: "START A QUOTE",
    button2Link: "/mwfbi/start-a-quote",
  }),
];

export const careersSections: SectionDef[] = [
  bannerSection({ title: "Careers", subTitle: "Build a career that makes a difference close to home.", buttons: false }),
];

export const federationSections: SectionDef[] = [
  bannerSection({ title: "Farm Bureau Federation", subTitle: "Advocating for agriculture in our states.", buttons: false }),
];

export const learningCenterSections: SectionDef[] = [
  bannerSection({
    title: "The Learning Center",
    subTitle: "The more interesting side of insurance information!",
    buttons: false,
  }),
];

export const customerLoginSections: SectionDef[] = [
  bannerSection({ title: "Customer Hub", subTitle: "Sign in to view your policies and pay your bill.", buttons: false }),
];

export const disclosureSections: SectionDef[] = [
  bannerSection({
    title: "Colorado Private Passenger Auto Disclosure",
    subTitle: "Summary of coverages and your rights.",
    buttons: false,
  }),
];
