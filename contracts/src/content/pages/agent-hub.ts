import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL } from "../../constants";
import { bannerSection } from "../banner";
import type { FieldDef, ListItem, SectionDef } from "../model";
import { image, text, url } from "./company-fields";

export const AGENT_HUB_PAGE = "AgentLandingPageLatest1";
export const HUB_HEADER_SECTION = "Header_Section_1";
export const HUB_ICON_CARDS_SECTION = "Section_1";
export const HUB_GROUPS_SECTION = "Section_2_10";
export const HUB_SECOND_GROUPS_SECTION = "Section_3_11";

export const HUB_GROUP_TYPES = ["Link", "Pdf", "Image"] as const;
export type HubGroupType = (typeof HUB_GROUP_TYPES)[number];
export const HUB_CARD_SECTIONS = ["Section 1", "Section 2", "Section 3"];

export const HUB_MESSAGES = {
  selectSection: "Please select a section",
  title: "Please enter a title",
  cardTitle: "Please Enter the title!",
  image: "Please select image!",
  pdf: "Please upload a pdf file!",
  pointTitle: "Please enter title!",
  sectionTitle: "Please enter section title!",
  duplicateTitle: "Title already present.",
  pdfType: "Please select a valid pdf file",
  pdfSize: "Please choose a pdf file smaller than 2mb",
  deletePdf: "Are you sure to delete this Pdf?",
};

export const HUB_PDF_MAX_BYTES = 2 * 1024 * 1024;

const flag = (name: string, label: string): FieldDef => ({ name, label, kind: "status", default: "false" });
const hidden = (f: FieldDef): FieldDef => ({ ...f, hidden: true });

export const hubPointFields: FieldDef[] = [
  text("title", "Title", "", HUB_MESSAGES.pointTitle, 200),
  url("link", "Link"),
  hidden({ name: "type", label: "Type", kind: "choice", options: ["link", "Pdf"], default: "link" }),
  { name: "pdfPath", label: "PDF", kind: "pdf", default: "", maxLength: 2000 },
  flag("pdfThumbnail", "Show PDF preview"),
];

export const hubCardFields: FieldDef[] = [
  {
    name: "section",
    label: "Section",
    kind: "choice",
    options: HUB_CARD_SECTIONS,
    default: "",
    rules: [{ kind: "required", message: HUB_MESSAGES.selectSection }],
  },
  text("title", "Title", "", HUB_MESSAGES.title, 120),
  text("sectionTitle", "Section title", "", HUB_MESSAGES.sectionTitle, 200),
  image("imageUrl", "Icon", "", HUB_MESSAGES.image),
  url("link", "Link"),
  flag("hasToken", "Send token"),
];

export const hubGroupFields: FieldDef[] = [
  { ...text("title", "Title", "", HUB_MESSAGES.title, 120), unique: HUB_MESSAGES.duplicateTitle },
  { name: "type", label: "Type", kind: "choice", options: [...HUB_GROUP_TYPES], default: "Link" },
  hidden({ name: "points", label: "Points", kind: "list", item: hubPointFields, default: "[]" }),
  hidden(image("imagePath", "Image", "")),
  hidden(url("link", "Link")),
  hidden(flag("hasToken", "Send token")),
  hidden({ name: "pdfPath", label: "PDF", kind: "pdf", default: "", maxLength: 2000 }),
  hidden(text("pdfPathData", "PDF file name", "", undefined, 200)),
];

// The single-file groups' own checks, asked in their edit dialogs (a group is added with a title and type first).
export const hubImageGroupFields: FieldDef[] = [
  text("title", "Title", "", HUB_MESSAGES.cardTitle, 120),
  image("imagePath", "Image", "", HUB_MESSAGES.image),
  url("link", "Link"),
  flag("hasToken", "Send token"),
];
export const hubPdfGroupFields: FieldDef[] = [
  text("title", "Title", "", HUB_MESSAGES.cardTitle, 120),
  {
    name: "pdfPath",
    label: "PDF",
    kind: "pdf",
    default: "",
    maxLength: 2000,
    rules: [{ kind: "required", message: HUB_MESSAGES.pdf }],
  },
];

const links = (items: [string, string][]) => JSON.stringify(items.map(([title, link]) => ({ title, link, type: "link" })));
const pdfs = (items: [string, string][]) =>
  JSON.stringify(items.map(([title, pdfPath]) => ({ title, link: "", type: "Pdf", pdfPath, pdfThumbnail: "false" })));
const group = (title: string, points: string): ListItem => ({ title, type: "Link", points });

const iconCards: ListItem[] = [
  {
    section: "Section 1",
    title: "Producer Engage",
    sectionTitle: "Quote, bind and service policies",
    imageUrl: "/images/products/shield.svg",
    link: "https://producer-engage.example.com/login",
    hasToken: "true",
  },
  {
    section: "Section 2",
    title: "Commissions Dashboard",
    sectionTitle: "Statements and year-to-date totals",
    imageUrl: "/images/products/coins.svg",
    link: "https://commissions.example.com/",
    hasToken: "true",
  },
  {
    section: "Section 3",
    title: "Start a Quote",
    sectionTitle: "Open a new quote request",
    imageUrl: "/images/products/calendar.svg",
    link: "/360/start-a-quote",
    hasToken: "false",
  },
];

const groups: ListItem[] = [
  group(
    "General Tools",
    links([
      ["Rating manual", "https://tools.example.com/rating"],
      ["Underwriting guidelines", "https://tools.example.com/underwriting"],
      ["Forms library", "https://tools.example.com/forms"],
    ]),
  ),
  group(
    "Claims",
    links([
      ["Report a claim", "/360/how-to-claim-file"],
      ["Claims status lookup", "https://claims.example.com/status"],
      ["Roadside incident report", "/360/ers"],
    ]),
  ),
  group(
    "Agent Business Tools",
    links([
      ["Marketing resources", "/sales-marketing/marketing-resources"],
      ["Sales templates", "/sales-marketing/sales-template"],
      ["Agency agreements", "https://tools.example.com/agreements"],
    ]),
  ),
  group(
    "Resources",
    links([
      ["Find an agent", "/360/find-an-agent"],
      ["Frequently asked questions", "/360/faq"],
      ["Learning Center", "/360/learning-center"],
    ]),
  ),
  group(
    "First Notice of Loss Submission",
    links([
      ["Auto first notice of loss", "https://claims.example.com/fnol/auto"],
      ["Property first notice of loss", "https://claims.example.com/fnol/property"],
    ]),
  ),
  group(
    "Licensing Information - Colorado",
    links([
      ["Colorado Division of Insurance", "https://doi.colorado.gov/"],
      ["Continuing education", "https://doi.colorado.gov/insurance-products/licensing"],
    ]),
  ),
  group(
    "Licensing Information - Wyoming",
    links([
      ["Wyoming Department of Insurance", "https://doi.wyo.gov/"],
      ["Producer licensing", "https://doi.wyo.gov/producers"],
    ]),
  ),
  group(
    "Health and Wellness",
    links([
      ["Employee assistance program", "https://wellness.example.com/eap"],
      ["Wellness challenges", "https://wellness.example.com/challenges"],
    ]),
  ),
  group(
    "Customer Service",
    links([
      [`Customer service line: ${CUSTOMER_SERVICE_PHONE}`, CUSTOMER_SERVICE_TEL],
      ["Send us a message", "/360/contact"],
    ]),
  ),
];

const secondGroups: ListItem[] = [
  group(
    "Friday Forum",
    pdfs([
      ["Friday Forum - November 20", "https://media.example.com/friday-forum/2026-11-20.pdf"],
      ["Friday Forum - November 13", "https://media.example.com/friday-forum/2026-11-13.pdf"],
      ["Friday Forum - November 6", "https://media.example.com/friday-forum/2026-11-06.pdf"],
    ]),
  ),
  group(
    "Scoreboard",
    pdfs([
      ["Scoreboard - October", "https://media.example.com/scoreboard/2026-10.pdf"],
      ["Scoreboard - September", "https://media.example.com/scoreboard/2026-09.pdf"],
      ["Scoreboard - August", "https://media.example.com/scoreboard/2026-08.pdf"],
    ]),
  ),
];

const groupList = (label: string, items: ListItem[]): FieldDef => ({
  name: "list",
  label,
  kind: "list",
  item: hubGroupFields,
  default: JSON.stringify(items),
});

export const agentHubSections: SectionDef[] = [
  bannerSection({
    title: "Welcome to the 360 Insurance Hub",
    subTitle: "Tools, news and resources for our agents and staff.",
    imageUrl: "/images/banner-fields.jpg",
    buttons: false,
  }),
  {
    section: HUB_HEADER_SECTION,
    title: "Edit Page Header",
    fields: [text("title", "Title", "360 Information Hub", "Please enter title!", 200)],
  },
  {
    section: HUB_ICON_CARDS_SECTION,
    title: "Edit Icon Cards",
    fields: [
      { name: "list", label: "Icon cards", kind: "list", item: hubCardFields, count: 3, default: JSON.stringify(iconCards) },
    ],
  },
  { section: HUB_GROUPS_SECTION, title: "Edit Resource Groups", fields: [groupList("Resource groups", groups)] },
  { section: HUB_SECOND_GROUPS_SECTION, title: "Edit Media Groups", fields: [groupList("Media groups", secondGroups)] },
];
