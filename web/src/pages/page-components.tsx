import type { PageKey } from "@hpm/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type PageComponent = LazyExoticComponent<ComponentType>;

const placeholder = (pageName: string, text: string): PageComponent =>
  lazy(async () => {
    const { PlaceholderPage } = await import("./PlaceholderPage");
    return { default: () => <PlaceholderPage pageName={pageName} text={text} /> };
  });

export const pageComponents: Record<PageKey, PageComponent> = {
  home: lazy(() => import("../features/products/HomePage")),
  auto: lazy(() => import("../features/products/AutoInsurancePage")),
  homeInsurance: lazy(() => import("../features/products/HomeInsurancePage")),
  farm: lazy(() => import("../features/products/FarmRanchPage")),
  business: lazy(() => import("../features/products/BusinessPage")),
  life: lazy(() => import("../features/products/LifeInsurancePage")),
  annuities: lazy(() => import("../features/products/AnnuitiesPage")),
  otherOfferings: lazy(() => import("../features/products/OtherOfferingsPage")),
  findAgent: lazy(() => import("../features/agents/FindAnAgentPage")),
  agentDetails: lazy(() => import("../features/agents/AgentDetailsPage")),
  startQuote: placeholder(
    "StartAQuote",
    "The online quote request form is coming soon. In the meantime, a local agent can quote you by phone.",
  ),
  claims: lazy(() => import("../features/company/ClaimsPage")),
  ers: placeholder("ERS", "The emergency roadside incident report is coming soon."),
  aboutUs: lazy(() => import("../features/company/AboutUsPage")),
  ourCommunity: lazy(() => import("../features/company/OurCommunityPage")),
  careers: lazy(() => import("../features/company/CareersPage")),
  federation: lazy(() => import("../features/company/FederationPage")),
  blogList: placeholder("LearningCenter", "Articles from the Learning Center are coming soon."),
  blogPost: placeholder("LearningCenter", "Articles from the Learning Center are coming soon."),
  faq: lazy(() => import("../features/company/FaqPage")),
  contact: placeholder("Contact", "The contact form is coming soon. You can reach us by phone at the number below."),
  agentHub: lazy(() => import("../features/hub/AgentHubPage")),
  internalLanding: lazy(() => import("../features/hub/InternalLandingPage")),
  agentLogin: lazy(() => import("./InternalPages").then((m) => ({ default: m.AgentLoginPage }))),
  customerLogin: lazy(() => import("../features/customer/CustomerHubPage")),
  customerLanding: lazy(() => import("../features/customer/CustomerHubPage")),
  andMore: lazy(() => import("../features/company/AndMorePage")),
  terms: lazy(() => import("../features/company/LegalPage").then((m) => ({ default: m.TermsPage }))),
  privacy: lazy(() => import("../features/company/LegalPage").then((m) => ({ default: m.PrivacyPage }))),
  disclosure: lazy(() => import("../features/company/DisclosurePage")),
  underMaintenance: lazy(() => import("./UnderMaintenancePage")),
  blogSettings: placeholder("LearningCenter", "Blog settings are coming soon."),
  blogEditor: placeholder("LearningCenter", "The blog editor is coming soon."),
  blogPreview: placeholder("LearningCenter", "Post preview is coming soon."),
  portal: lazy(() => import("./PortalPage")),
  rootAbout: lazy(() => import("./RootAboutPage")),
  login: lazy(() => import("./LoginPage")),
  sibling: lazy(() => import("../features/company/SiblingSitePage")),
};
