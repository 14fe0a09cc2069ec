export type PageKey =
  | "home"
  | "auto"
  | "homeInsurance"
  | "farm"
  | "business"
  | "life"
  | "annuities"
  | "otherOfferings"
  | "findAgent"
  | "agentDetails"
  | "startQuote"
  | "claims"
  | "ers"
  | "aboutUs"
  | "ourCommunity"
  | "careers"
  | "federation"
  | "blogList"
  | "blogPost"
  | "faq"
  | "contact"
  | "agentHub"
  | "internalLanding"
  | "agentLogin"
  | "customerLogin"
  | "customerLanding"
  | "andMore"
  | "terms"
  | "privacy"
  | "disclosure"
  | "underMaintenance"
  | "blogSettings"
  | "blogEditor"
  | "blogPreview"
  | "portal"
  | "rootAbout"
  | "login"
  | "sibling"
  | "submissions";

export interface SiteRoute {
  path: string;
  page: PageKey;
  admin?: boolean;
}

export const SITE_PREFIXES = ["/360", "/mwfbi"] as const;

export const mainSiteRoutes: SiteRoute[] = [
  { path: "", page: "home" },
  { path: "/auto-insurance", page: "auto" },
  { path: "/home-insurance", page: "homeInsurance" },
  { path: "/farm-&-ranch-insurance", page: "farm" },
  { path: "/business-insurance", page: "business" },
  { path: "/life-insurance", page: "life" },
  { path: "/annuities", page: "annuities" },
  { path: "/other-offerings", page: "otherOfferings" },
  { path: "/find-an-agent", page: "findAgent" },
  { path: "/agent-details/$id", page: "agentDetails" },
  { path: "/start-a-quote", page: "startQuote" },
  { path: "/start-a-quote/$id", page: "startQuote" },
  { path: "/how-to-claim-file", page: "claims" },
  { path: "/ers", page: "ers" },
  { path: "/about", page: "aboutUs" },
  { path: "/about-us", page: "aboutUs" },
  { path: "/our-community", page: "ourCommunity" },
  { path: "/about/our-community", page: "ourCommunity" },
  { path: "/about/careers", page: "careers" },
  { path: "/careers", page: "careers" },
  { path: "/federation", page: "federation" },
  { path: "/about/federation", page: "federation" },
  { path: "/about/blog", page: "blogList" },
  { path: "/about/blog/$id", page: "blogPost" },
  { path: "/learning-center", page: "blogList" },
  { path: "/learning-center/$id", page: "blogPost" },
  { path: "/faq", page: "faq" },
  { path: "/contact", page: "contact" },
  { path: "/send-us-message", page: "contact" },
  { path: "/agent-hub", page: "agentHub" },
  { path: "/internal-landing", page: "internalLanding" },
  { path: "/agent-login", page: "agentLogin" },
  { path: "/customer-login", page: "customerLogin" },
  { path: "/customer-landing", page: "customerLanding" },
  { path: "/more", page: "andMore" },
  { path: "/TermsConditions", page: "terms" },
  { path: "/PrivacyPolicy", page: "privacy" },
  { path: "/disclosure", page: "disclosure" },
  { path: "/under-maintenance", page: "underMaintenance" },
  { path: "/blog-settings", page: "blogSettings", admin: true },
  { path: "/blog-editor", page: "blogEditor", admin: true },
  { path: "/blog-editor/$id", page: "blogEditor", admin: true },
  { path: "/preview", page: "blogPreview", admin: true },
  { path: "/submissions", page: "submissions", admin: true },
];

export const SIBLING_MENUS: { site: string; label: string; links: { label: string; path: string }[] }[] = [
  {
    site: "golf",
    label: "Golf Classic",
    links: [
      { label: "Home", path: "/golf/" },
      { label: "Register", path: "/golf/register" },
      { label: "Broncos Raffle", path: "/golf/broncos-raffle" },
      { label: "Sponsors", path: "/golf/sponsers" },
      { label: "Contact", path: "/golf/contact" },
    ],
  },
  {
    site: "sales-marketing",
    label: "Sales & Marketing",
    links: [
      { label: "Home", path: "/sales-marketing" },
      { label: "Sales Template", path: "/sales-marketing/sales-template" },
      { label: "Brochures", path: "/sales-marketing/brochures" },
      { label: "Radio Script", path: "/sales-marketing/radio-script" },
      { label: "Our Team", path: "/sales-marketing/ourteam" },
      { label: "Marketing Resources", path: "/sales-marketing/marketing-resources" },
      { label: "Contact", path: "/sales-marketing/contact" },
      { label: "Cart", path: "/sales-marketing/cart" },
    ],
  },
  {
    site: "meeting",
    label: "Annual Meeting",
    links: [
      { label: "Home", path: "/meeting" },
      { label: "Upcoming", path: "/meeting/upcoming" },
      { label: "Previous", path: "/meeting/previous" },
      { label: "Awards", path: "/meeting/awards" },
      { label: "Meeting Request", path: "/meeting/meeting-request" },
      { label: "Contact", path: "/meeting/contact" },
    ],
  },
  {
    site: "store",
    label: "Store",
    links: [
      { label: "Home", path: "/store" },
      { label: "Apparel", path: "/store/apparel" },
      { label: "Gifts", path: "/store/gifts" },
    ],
  },
];

export const rootRoutes: SiteRoute[] = [
  { path: "/", page: "portal" },
  { path: "/main", page: "home" },
  { path: "/about", page: "rootAbout" },
  { path: "/login", page: "login" },
  ...SIBLING_MENUS.flatMap((m) => m.links.map((l) => ({ path: l.path, page: "sibling" as const }))),
];

export function allSitePaths(): SiteRoute[] {
  return [...rootRoutes, ...SITE_PREFIXES.flatMap((prefix) => mainSiteRoutes.map((r) => ({ ...r, path: `${prefix}${r.path}` })))];
}

export function matchSitePath(pathname: string): SiteRoute | undefined {
  const parts = pathname.split("/");
  return allSitePaths().find((r) => {
    const want = r.path.split("/");
    if (want.length !== parts.length) return false;
    return want.every((w, i) => (w.startsWith("$") ? (parts[i] ?? "") !== "" : decodeURIComponent(parts[i] ?? "") === w));
  });
}
