import type { PageKey } from "@hpm/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type PageComponent = LazyExoticComponent<ComponentType>;

const placeholder = (pageName: string, text: string): PageComponent =>
  lazy(async () => {
    const { PlaceholderPage } = await import("./PlaceholderPage");
    return { default: () => <PlaceholderPage pageName={pageName} text={text} /> };
  });

const soon = (what: string) =>
  `${what} is on its way to this page. Until then, your local agent is happy to help: call us or use Find an Agent.`;

export const pageComponents: Record<PageKey, PageComponent> = {
  home: lazy(() => import("../features/products/HomePage")),
  auto: lazy(() => import("../features/products/AutoInsurancePage")),
  homeInsurance: lazy(() => import("../features/products/HomeInsurancePage")),
  farm: lazy(() => import("../features/products/FarmRanchPage")),
  business: lazy(() => import("../features/products/BusinessPage")),
  life: lazy(() => import("../features/products/LifeInsurancePage")),
  annuities: lazy(() => import("../features/products/AnnuitiesPage")),
  otherOfferings: lazy(() => import("../features/products/OtherOfferingsPage")),
  findAgent: placeholder("FindAnAgent", "The agent directory with search by town, ZIP code and map is coming soon."),
  agentDetails: placeholder("FindAnAgent", "Agent profiles are coming soon."),
  startQuote: placeholder(
    "StartAQuote",
    "The online quote request form is coming soon. In the meantime, a local agent can quote you by phone.",
  ),
  claims: placeholder(
    "Claims",
    "Our step-by-step claims guide is coming soon. To report a claim now, call your agent or our 24-hour claims line.",
  ),
  ers: placeholder("ERS", "The emergency roadside incident report is coming soon."),
  aboutUs: placeholder("AboutUs", soon("Our history and people")),
  ourCommunity: placeholder("AboutUsOurCommunityPage", soon("News of our community giving")),
  careers: placeholder("Careers", soon("Our current openings")),
  federation: placeholder("Federation", soon("Information about the federation")),
  blogList: placeholder("LearningCenter", "Articles from the Learning Center are coming soon."),
  blogPost: placeholder("LearningCenter", "Articles from the Learning Center are coming soon."),
  faq: placeholder("FAQ", soon("Answers to common questions")),
  contact: placeholder("Contact", "The contact form is coming soon. You can reach us by phone at the number below."),
  agentHub: lazy(() => import("./AgentHubPage")),
  internalLanding: lazy(() => import("./InternalPages").then((m) => ({ default: m.InternalLandingPage }))),
  agentLogin: lazy(() => import("./InternalPages").then((m) => ({ default: m.AgentLoginPage }))),
  customerLogin: placeholder(
    "CustomerLogin",
    "Online account access for customers is coming soon. To pay a bill today, contact your agent.",
  ),
  customerLanding: placeholder("CustomerLogin", "Online account access for customers is coming soon."),
  andMore: placeholder("AndMore", soon("Self-service account tools")),
  terms: placeholder("TermsConditions", "The full terms and conditions are being prepared for this page."),
  privacy: placeholder("PrivacyPolicy", "The full privacy policy is being prepared for this page."),
  disclosure: placeholder("Disclosure", "The full disclosure is being prepared for this page."),
  underMaintenance: lazy(() => import("./UnderMaintenancePage")),
  blogSettings: placeholder("LearningCenter", "Blog settings are coming soon."),
  blogEditor: placeholder("LearningCenter", "The blog editor is coming soon."),
  blogPreview: placeholder("LearningCenter", "Post preview is coming soon."),
  portal: lazy(() => import("./PortalPage")),
  rootAbout: lazy(() => import("./RootAboutPage")),
  login: lazy(() => import("./LoginPage")),
  sibling: lazy(() => import("./SiblingPage")),
};
