import type { FieldDef, FieldValue, SectionContent, SectionDef } from "../model";
import { loadAllPageSections, requireSectionDef } from "../registry";
import { parseList, sectionDefaults } from "../validate";

await loadAllPageSections();

/**
 * One rule of spec/2 section 5 for the product pages: `set` breaks the section's defaults
 * (paths: `title`, `counts.subTitle1`, `list[0].description`) and `message` is the answer.
 * `pass`, when given, is a value at the boundary that must be accepted.
 */
export interface ProductRuleCase {
  pageName: string;
  section: string;
  path: string;
  value: string;
  message: string;
  pass?: string;
}

export const PRODUCT_PAGES = [
  "360_Home",
  "Auto_Insurance",
  "Business",
  "HomeInsurance",
  "Annuities",
  "LifeInsurance",
  "OtherOffering_1",
  "Farm&Ranch",
] as const;

const TITLE = "Please enter title!";
const DESCRIPTION = "Please enter description!";
const LINK = "Please enter link!";
const FORTY = "Please enter description of at least 40 characters!";
const HOME_LENGTH = "description must be if of length above 30 characters";

const at = (pageName: string, section: string) => {
  const blank = (path: string, message: string): ProductRuleCase => ({ pageName, section, path, value: "", message });
  const short = (path: string, value: string, message: string, pass: string): ProductRuleCase => ({
    pageName,
    section,
    path,
    value,
    message,
    pass,
  });
  return { blank, short };
};

const info = (pageName: string, section: string) => {
  const { blank } = at(pageName, section);
  return [blank("title", TITLE), blank("description", DESCRIPTION)];
};

const listTitleDescription = (pageName: string, section: string, list = "list") => {
  const { blank } = at(pageName, section);
  return [blank(`${list}[0].title`, TITLE), blank(`${list}[0].description`, DESCRIPTION)];
};

const cards = (pageName: string, section: string) => {
  const { blank, short } = at(pageName, section);
  return [
    blank("list[0].title", TITLE),
    blank("list[0].description", DESCRIPTION),
    short("list[0].description", "x".repeat(30), FORTY, "x".repeat(31)),
    blank("list[0].src", "Please upload image!"),
  ];
};

const home = at("360_Home", "Section_1");
const products = at("360_Home", "Section_2_Update");
const about = at("360_Home", "Section_3");
const services = at("360_Home", "Section_4");
const contact = at("360_Home", "Section_5");
const quote = at("Auto_Insurance", "Section_1");
const autoHeader = at("Auto_Insurance", "Section_2");
const autoTabs = at("Auto_Insurance", "Section_3");
const emergency = at("Auto_Insurance", "Section_4");
const premiere = at("Auto_Insurance", "Section_7");
const premierType = at("Auto_Insurance", "Section_8");
const special = at("Auto_Insurance", "Section_9");
const specialType = at("Auto_Insurance", "Section_11");
const specialGroups = at("Auto_Insurance", "Section_12");
const businessPoints = at("Business", "Section_4");
const renters = at("HomeInsurance", "Section_5");
const personalProperty = at("HomeInsurance", "Section_7");
const homeDiscounts = at("HomeInsurance", "Section_8");
const annuityTypes = at("Annuities", "Section_2");
const lifeOptions = at("LifeInsurance", "Section_6_6");
const farmPoints = at("Farm&Ranch", "Section_4");

/** In each section, the spec's order: the first failing check is the one reported. */
export const productRuleCases: ProductRuleCase[] = [
  home.blank("title", TITLE),
  home.blank("button1Link", LINK),
  home.blank("button2Link", LINK),
  products.blank("title", TITLE),
  products.blank("productList[0].title", "Please enter a product title"),
  products.blank("productList[0].iconName", "Please enter a icon name"),
  products.blank("productList[0].action", "Please enter a redirection url"),
  about.blank("title", TITLE),
  about.blank("description", DESCRIPTION),
  about.blank("button", "Please enter button title!"),
  services.blank("serviceTitle", "Please enter service title!"),
  services.blank("serviceSubTitle", "Please enter sub service title!"),
  services.blank("serviceButton", "Please enter service button title!"),
  services.blank("serviceButtonLink", LINK),
  services.blank("packageTitle", "Please enter package title!"),
  services.blank("packageSubTitle", "Please enter sub package title!"),
  services.blank("packageButton", "Please enter package button title!"),
  services.blank("packageButtonLink", LINK),
  contact.blank("button1Link", LINK),

  quote.blank("title", TITLE),
  quote.blank("buttonLink", LINK),
  autoHeader.blank("title", TITLE),
  autoHeader.blank("subTitle", "Please enter subtitle!"),
  autoHeader.blank("description", DESCRIPTION),
  autoTabs.blank("list[0].title", TITLE),
  autoTabs.blank("list[0].description", DESCRIPTION),
  autoTabs.blank("list[0].example", "Please enter example!"),
  emergency.blank("title", TITLE),
  emergency.blank("description", DESCRIPTION),
  emergency.blank("subTitle1", "Please enter sub title 1!"),
  emergency.blank("subTitle2", "Please enter sub title 2!"),
  emergency.blank("contact", "Please enter contact!"),
  ...info("Auto_Insurance", "Section_5"),
  ...listTitleDescription("Auto_Insurance", "Section_6"),
  premiere.blank("title", TITLE),
  premiere.blank("description", DESCRIPTION),
  premiere.blank("subTitle1", "Please enter sub title!"),
  premierType.blank("list[0].title", "Please enter title"),
  premierType.blank("list[0].description", "Please enter description"),
  special.blank("title", TITLE),
  special.blank("description", DESCRIPTION),
  special.blank("subTitle1", "Please enter sub title!"),
  ...info("Auto_Insurance", "Section_10"),
  specialType.blank("list[0].title", TITLE),
  specialGroups.blank("counts.title", TITLE),
  specialGroups.blank("counts.subTitle1", "Please enter sub title 1!"),
  specialGroups.blank("counts.subTitle2", "Please enter sub title 2!"),
  specialGroups.blank("counts.subTitle3", "Please enter sub title 3!"),
  specialGroups.blank("notCounts.title", TITLE),
  specialGroups.blank("notCounts.subTitle1", "Please enter sub title 1!"),
  specialGroups.blank("notCounts.subTitle2", "Please enter sub title 2!"),

  ...info("Business", "Section_1"),
  ...listTitleDescription("Business", "Section_2_Update"),
  ...info("Business", "Section_3"),
  businessPoints.blank("list[0].point", "Please enter point"),
  businessPoints.blank("coverageTitle.title", TITLE),
  ...info("Business", "Section_5"),
  ...listTitleDescription("Business", "Section_6"),

  ...info("HomeInsurance", "Section_1"),
  ...listTitleDescription("HomeInsurance", "Section_2"),
  ...info("HomeInsurance", "Section_3"),
  ...listTitleDescription("HomeInsurance", "Section_4"),
  renters.blank("title", TITLE),
  renters.blank("description", DESCRIPTION),
  renters.blank("subMenuTitle", "Please enter sub menu title!"),
  ...info("HomeInsurance", "Section_6"),
  personalProperty.blank("list[0].title", TITLE),
  homeDiscounts.blank("list[0].title", TITLE),
  homeDiscounts.blank("list[0].description", DESCRIPTION),
  homeDiscounts.short("list[0].description", "x".repeat(29), HOME_LENGTH, "x".repeat(30)),
  homeDiscounts.blank("list[0].src", "Please upload image!"),

  ...info("Annuities", "Section_1"),
  annuityTypes.blank("detailsList[0].title", TITLE),
  annuityTypes.blank("detailsList[0].description", DESCRIPTION),
  annuityTypes.blank("detailsList[0].url", "Please enter url!"),

  ...info("LifeInsurance", "Section_2"),
  ...listTitleDescription("LifeInsurance", "Section_3", "detailsList"),
  ...info("LifeInsurance", "Section_5"),
  lifeOptions.blank("list[0].title", "Please enter Title!"),
  lifeOptions.blank("list[0].description", DESCRIPTION),
  lifeOptions.blank("list[0].linkLabel", "Please enter label for link!"),
  lifeOptions.blank("list[0].link", LINK),
  lifeOptions.blank("list[0].image", "Please upload image!"),

  ...info("OtherOffering_1", "Section_1"),
  ...cards("OtherOffering_1", "Section_2"),

  ...info("Farm&Ranch", "Section_1"),
  ...listTitleDescription("Farm&Ranch", "Section_2"),
  ...info("Farm&Ranch", "Section_3"),
  farmPoints.blank("list[0].point", "Please enter point"),
  farmPoints.blank("coverageTitle.title", TITLE),
  ...info("Farm&Ranch", "Section_5"),
  ...cards("Farm&Ranch", "Section_6"),
];

export function caseName(k: ProductRuleCase): string {
  return `${k.pageName}/${k.section} ${k.path}=${JSON.stringify(k.value.length > 12 ? `${k.value.length} chars` : k.value)} -> ${k.message}`;
}

function fieldDef(def: SectionDef, names: string[]): FieldDef | undefined {
  let fields = def.fields;
  let found: FieldDef | undefined;
  for (const name of names) {
    found = fields.find((f) => f.name === name);
    fields = found?.fields ?? [];
  }
  return found;
}

/** Sets one value in a section's content: a plain or grouped field, a link field's link, or a list item's property. */
export function setPath(def: SectionDef, content: SectionContent, path: string, value: string): SectionContent {
  const next = structuredClone(content);
  const item = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(path);
  if (item) {
    const [, name = "", index = "0", prop = ""] = item;
    const field = next[name] as FieldValue;
    const items = parseList(field.value) ?? [];
    items[Number(index)] = { ...items[Number(index)], [prop]: value };
    field.value = JSON.stringify(items);
    return next;
  }
  const names = path.split(".");
  let node: SectionContent = next;
  for (const name of names.slice(0, -1)) node = node[name] as SectionContent;
  const last = names.at(-1) ?? "";
  const field = (node[last] as FieldValue | undefined) ?? { value: "" };
  const rule = fieldDef(def, names)?.rules?.[0];
  node[last] = rule?.prop === "link" ? { ...field, link: value } : { ...field, value };
  return next;
}

export function brokenContent(k: ProductRuleCase, value = k.value): SectionContent {
  const def = requireSectionDef(k.pageName, k.section);
  return setPath(def, sectionDefaults(def), k.path, value);
}
