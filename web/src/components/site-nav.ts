export const INSURANCE_LINKS = [
  { label: "Auto", to: "/360/auto-insurance" },
  { label: "Home", to: "/360/home-insurance" },
  { label: "Farm & Ranch", to: "/360/farm-&-ranch-insurance" },
  { label: "Business", to: "/360/business-insurance" },
  { label: "Life", to: "/360/life-insurance" },
  { label: "Annuities", to: "/360/annuities" },
  { label: "Other Offerings", to: "/360/other-offerings" },
];

export const DEFAULT_LEARNING_CENTER_LABEL = "Learning Center";

/** The header's blog entry: the blog settings' title once an admin changed it, else "Learning Center". */
export function learningCenterLabel(settingsTitle: string | undefined, defaultTitle: string): string {
  const title = settingsTitle?.trim();
  return title && title !== defaultTitle ? title : DEFAULT_LEARNING_CENTER_LABEL;
}

export const aboutLinks = (learningCenter = DEFAULT_LEARNING_CENTER_LABEL) => [
  { label: "About Us", to: "/360/about-us" },
  { label: "Our Community", to: "/360/our-community" },
  { label: "Careers", to: "/360/careers" },
  { label: learningCenter, to: "/360/learning-center" },
  { label: "FAQ", to: "/360/faq" },
  { label: "Contact", to: "/360/contact" },
];

export const MAINTENANCE_PATH = "/360/under-maintenance";

export function loginHref(maintenanceStatus: string | undefined) {
  return maintenanceStatus === "1" ? MAINTENANCE_PATH : "/login";
}
