import { bannerSection } from "../banner";
import type { ListItem, SectionDef } from "../model";
import { list, multiline, text } from "./company-fields";

export const TERMS_PAGE = "TermsConditions";
export const PRIVACY_PAGE = "PrivacyPolicy";

const accordion = (items: ListItem[]): SectionDef[] => [
  {
    section: "Section_2",
    title: "Edit Sections",
    fields: [
      list(
        "list",
        "Sections",
        [
          text("title", "Title", "", "Please enter title!", 200),
          multiline("description", "Description", "", "Please enter description!"),
          multiline("example", "Example", ""),
        ],
        items,
        undefined,
        ["title"],
      ),
    ],
  },
];

export const termsSections: SectionDef[] = [
  bannerSection({
    title: "Terms & Conditions",
    subTitle: "The terms for using this website.",
    imageUrl: "/images/truck.jpg",
    buttons: false,
  }),
  ...accordion([
    {
      title: "Use of this website",
      description:
        "This website is provided by High Plains Mutual Insurance Company for general information about our products and services.\nBy using it you agree to these terms. If you do not agree, please do not use the site.",
      example: "",
    },
    {
      title: "No offer of coverage",
      description:
        "Descriptions of coverage on this site are summaries only. Your policy, including its declarations and endorsements, determines the coverage you have.\nCoverage is subject to underwriting approval and may not be available in every state.",
      example: "Example: a quote request does not bind coverage until your agent confirms it in writing.",
    },
    {
      title: "Accounts and payments",
      description:
        "You are responsible for keeping your account details private. Payments made online are applied when they are received and processed.",
      example: "",
    },
    {
      title: "Links to other sites",
      description:
        "Links to other websites are offered for convenience. We are not responsible for the content or privacy practices of those sites.",
      example: "",
    },
    {
      title: "Changes to these terms",
      description: "We may update these terms from time to time. The date of the latest change is shown on this page.",
      example: "",
    },
  ]),
];

export const privacySections: SectionDef[] = [
  bannerSection({
    title: "Privacy Policy",
    subTitle: "How we collect, use and protect your information.",
    imageUrl: "/images/truck.jpg",
    buttons: false,
  }),
  ...accordion([
    {
      title: "Our respect for your privacy",
      description:
        "We value the trust you place in us. This notice explains what information we collect, how we use it and the choices you have.",
      example: "",
    },
    {
      title: "Collection of information",
      description:
        "We collect information from your applications and other forms, from your transactions with us, and from consumer reporting agencies.\nThis may include your name, address, driving record, claims history and property details.",
      example: "",
    },
    {
      title: "Your right to review",
      description:
        "You may ask to see the personal information we hold about you and ask us to correct anything that is inaccurate.",
      example: "",
    },
    {
      title: "Categories of information we share",
      description:
        "We share information only as permitted by law, such as with agents, adjusters, reinsurers and service providers who help us handle your policy or claim.",
      example: "",
    },
    {
      title: "Confidentiality and security",
      description:
        "We restrict access to your information to the people who need it to serve you and keep physical, electronic and procedural safeguards.",
      example: "",
    },
    {
      title: "Sources of information",
      description: "Information may come from you, from your agent, from motor vehicle records and from consumer reports.",
      example: "",
    },
    {
      title: "Former customers",
      description: "If you are no longer a customer, we continue to follow the practices described in this notice.",
      example: "",
    },
    {
      title: "Files",
      description: "Your file is kept at our home office and retained as long as the law or our business requires.",
      example: "",
    },
    {
      title: "Questions and inquiries",
      description:
        "Send written inquiries to:\nPrivacy Officer, High Plains Mutual Insurance Company\nP.O. Box 1949, Cheyenne, WY 82003",
      example: "",
    },
  ]),
];
