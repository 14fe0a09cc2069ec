import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL } from "../constants";
import type { FieldDef, SectionDef } from "./model";

const link = (name: string, label: string, value: string, href: string): FieldDef => ({
  name,
  label,
  kind: "link",
  default: value,
  defaultLink: href,
  maxLength: 80,
});

const title = (value: string, message: string): FieldDef => ({
  name: "title",
  label: "Column title",
  kind: "text",
  default: value,
  maxLength: 80,
  rules: [{ kind: "required", message }],
});

export const footerNavigationSection: SectionDef = {
  section: "Section_5_Navigation",
  title: "Edit Footer Navigation",
  fields: [
    {
      name: "tools",
      label: "Tools",
      kind: "group",
      fields: [
        title("Tools", "Please enter tool title!"),
        link("payBill", "Pay bill", "Pay My Bill", "/360/customer-login"),
        link("startQuote", "Start a quote", "Start a Quote", "/360/start-a-quote"),
        link("findAnAgent", "Find an agent", "Find an Agent", "/360/find-an-agent"),
        link("contactUs", "Contact us", "Contact Us", "/360/contact"),
      ],
    },
    {
      name: "insurance",
      label: "Insurance Offerings",
      kind: "group",
      fields: [
        title("Insurance Offerings", "Please enter insurance title!"),
        link("autoInsurance", "Auto insurance", "Auto Insurance", "/360/auto-insurance"),
        link("homeInsurance", "Home insurance", "Home Insurance", "/360/home-insurance"),
        link("farmInsurance", "Farm insurance", "Farm & Ranch Insurance", "/360/farm-&-ranch-insurance"),
        link("businessInsurance", "Business insurance", "Business Insurance", "/360/business-insurance"),
      ],
    },
    {
      name: "other",
      label: "Other Offerings",
      kind: "group",
      fields: [
        title("Other Offerings", "Please enter other offering title!"),
        link("lifeInsurance", "Life insurance", "Life Insurance", "/360/life-insurance"),
        link("annuities", "Annuities", "Annuities", "/360/annuities"),
        link("financialServices", "Financial services", "Financial Services", "/360/other-offerings"),
      ],
    },
    {
      name: "resources",
      label: "Resources",
      kind: "group",
      fields: [
        title("Resources", "Please enter resource title!"),
        link("learningCenter", "Learning center", "Learning Center", "/360/learning-center"),
        link("FAQs", "FAQs", "FAQs", "/360/faq"),
        link("Career", "Careers", "Careers", "/360/careers"),
        link("companyLogin", "Company login", "Company Login", "/login"),
      ],
    },
    {
      name: "contact",
      label: "Contact",
      kind: "group",
      fields: [
        { name: "doYouHaveQuestions", label: "Question text", kind: "text", default: "Do you have questions?", maxLength: 120 },
        link("contact", "Contact link", "Contact your local agent", "/360/contact"),
        link("phone", "Phone", CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL),
      ],
    },
    {
      name: "maintenance",
      label: "Maintenance",
      kind: "group",
      fields: [
        {
          name: "maintenanceStatus",
          label: "Maintenance mode (Login goes to the maintenance notice)",
          kind: "flag",
          default: "0",
        },
        {
          name: "maintenanceContent",
          label: "Maintenance notice",
          kind: "multiline",
          default: `Our online services are down for scheduled maintenance. We expect to be back shortly. If you need help now, call your local agent or customer service at ${CUSTOMER_SERVICE_PHONE}.`,
          maxLength: 1000,
        },
      ],
    },
  ],
};

const plain = (name: string, label: string, value: string, kind: FieldDef["kind"] = "text"): FieldDef => ({
  name,
  label,
  kind,
  default: value,
  maxLength: kind === "multiline" ? 1000 : 300,
});

export const footerSection6: SectionDef = {
  section: "Section_6",
  title: "Edit Footer",
  fields: [
    plain("facebookLink", "Facebook link", "https://www.facebook.com/", "url"),
    plain("linkedinLink", "LinkedIn link", "https://www.linkedin.com/", "url"),
    plain("twitterLink", "X (Twitter) link", "https://x.com/", "url"),
    plain("instagramLink", "Instagram link", "https://www.instagram.com/", "url"),
    plain("copyright", "Copyright", "© High Plains Mutual Insurance Company. All rights reserved."),
    plain("termTitle", "Terms title", "Terms & Conditions"),
    plain("termLink", "Terms link", "/360/TermsConditions", "url"),
    plain("disclosureTitle", "Disclosure title", "Colorado Auto Disclosure"),
    plain("disclosureLink", "Disclosure link", "/360/disclosure", "url"),
    plain("policyTitle", "Privacy title", "Privacy Policy"),
    plain("policyLink", "Privacy link", "/360/PrivacyPolicy", "url"),
    plain(
      "footerDescription",
      "Description",
      "High Plains Mutual has protected the farms, ranches, homes, vehicles and businesses of the Mountain West for over 70 years, through local agents who live where you do.",
      "multiline",
    ),
  ],
};
