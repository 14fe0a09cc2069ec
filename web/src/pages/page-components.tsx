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
  startQuote: lazy(() => import("../features/forms/StartAQuotePage")),
  claims: lazy(() => import("../features/company/ClaimsPage")),
  ers: lazy(() => import("../features/forms/ErsPage")),
  aboutUs: lazy(() => import("../features/company/AboutUsPage")),
  ourCommunity: lazy(() => import("../features/company/OurCommunityPage")),
  careers: lazy(() => import("../features/company/CareersPage")),
  federation: lazy(() => import("../features/company/FederationPage")),
  blogList: lazy(() => import("../features/blog/BlogListPage")),
  blogPost: lazy(() => import("../features/blog/BlogPostPage")),
  faq: lazy(() => import("../features/company/FaqPage")),
  contact: lazy(() => import("../features/forms/ContactPage")),
  agentHub: lazy(() => import("./AgentHubPage")),
  internalLanding: lazy(() => import("./InternalPages").then((m) => ({ default: m.InternalLandingPage }))),
  agentLogin: lazy(() => import("./InternalPages").then((m) => ({ default: m.AgentLoginPage }))),
  customerLogin: placeholder(
    "CustomerLogin",
    "Online account access for customers is coming soon. To pay a bill today, contact your agent.",
  ),
  customerLanding: placeholder("CustomerLogin", "Online account access for customers is coming soon."),
  andMore: lazy(() => import("../features/company/AndMorePage")),
  terms: lazy(() => import("../features/company/LegalPage").then((m) => ({ default: m.TermsPage }))),
  privacy: lazy(() => import("../features/company/LegalPage").then((m) => ({ default: m.PrivacyPage }))),
  disclosure: lazy(() => import("../features/company/DisclosurePage")),
  underMaintenance: lazy(() => import("./UnderMaintenancePage")),
  blogSettings: lazy(() => import("../features/blog/admin/BlogSettingsPage")),
  blogEditor: lazy(() => import("../features/blog/admin/BlogEditorPage")),
  blogPreview: lazy(() => import("../features/blog/admin/BlogPreviewPage")),
  portal: lazy(() => import("./PortalPage")),
  rootAbout: lazy(() => import("./RootAboutPage")),
  login: lazy(() => import("./LoginPage")),
  sibling: lazy(() => import("../features/company/SiblingSitePage")),
  submissions: lazy(() => import("../features/inbox/InboxPage")),
};
