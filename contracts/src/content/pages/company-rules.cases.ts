import type { FieldValue, SectionContent } from "../model";
import { getSectionDef, loadAllPageSections } from "../registry";
import { parseList, sectionDefaults } from "../validate";

await loadAllPageSections();

export interface RuleCase {
  pageName: string;
  section: string;
  field: string;
  item?: string;
  message: string;
}

const c = (pageName: string, section: string, field: string, message: string, item?: string): RuleCase => ({
  pageName,
  section,
  field,
  message,
  ...(item ? { item } : {}),
});

export const companyRuleCases: RuleCase[] = [
  c("FAQ", "Section_2", "list", "Please enter title!", "title"),
  c("FAQ", "Section_2", "list", "Please enter description!", "description"),
  c("Claims", "Section_1", "tagLine", "Please enter Name!"),
  c("Claims", "Section_1", "button1Link", "Please enter link!"),
  c("Claims", "Section_1", "button2Link", "Please enter link!"),
  c("Claims", "Section_2", "title", "Please enter title!"),
  c("Claims", "Section_2", "steps", "Please enter title!", "title"),
  c("Claims", "Section_2", "steps", "Please enter sub title!", "subTitle"),
  c("Claims", "Section_2", "steps", "Please enter icon!", "icon"),
  c("Claims", "Section_2", "steps", "Please enter description!", "description"),
  c("Claims", "Section_3", "title", "Please enter title!"),
  c("Claims", "Section_3", "subTitle", "Please enter sub title!"),
  c("Claims", "Section_3", "tagLine", "Please enter Tag Line!"),
  c("Claims", "Section_4", "headerText", "Please enter header text!"),
  c("Claims", "Section_4", "headerSubText", "Please enter sub header text!"),
  c("Claims", "Section_4", "footerText", "Please enter footer text!"),
  c("Claims", "Section_4", "steps", "Please enter title!", "title"),
  c("Claims", "Section_4", "steps", "Please enter description!", "description"),
  c("AboutUs", "Section_1", "title", "Please enter title!"),
  c("AboutUs", "Section_1", "subTitle", "Please enter Subtitle!"),
  c("AboutUs", "Section_2_v2", "list", "Please enter point", "point"),
  c("AboutUs", "Section_2_v2", "list", "Please enter Description", "para"),
  c("AboutUs", "Section_3", "title", "Please enter title!"),
  c("AboutUs", "Section_4", "title", "Please enter title!"),
  c("AboutUs", "Section_5_v6", "list", "Please enter Title", "title"),
  c("AboutUs", "Section_5_v6", "list", "Please enter Description", "subTitle"),
  c("AboutUs", "Section_5_v6", "list", "Please enter year", "year"),
  c("AboutUsOurCommunityPage", "Section_2", "title", "Please enter title!"),
  c("AboutUsOurCommunityPage", "Section_2", "description", "Please enter description!"),
  c("AboutUsOurCommunityPage", "Section_3", "title", "Please enter title!"),
  c("AboutUsOurCommunityPage", "Section_3", "images", "Please upload image!", "image"),
  c("AboutUsOurCommunityPage", "Section_4", "title", "Please enter title!"),
  c("AboutUsOurCommunityPage", "Section_4", "description", "Please enter description!"),
  c("AboutUsOurCommunityPage", "Section_4", "description2", "Please enter description!"),
  c("AndMore", "TopBanner", "button3Link", "Please enter link!"),
  c("AndMore", "Section_1", "title", "Please enter Name!"),
  c("AndMore", "Section_1", "steps", "Please enter title!", "title"),
  c("AndMore", "Section_2", "title", "Please enter title!"),
  c("AndMore", "Section_2", "steps", "Please enter title!", "title"),
  c("AndMore", "Section_3", "title", "Please enter title!"),
  c("AndMore", "Section_3", "description", "Please enter Description!"),
  c("AndMore", "Section_3", "subTitle", "Please enter sub title!"),
  c("AndMore", "Section_3", "videoLink", "Please enter sub title!"),
  c("AndMore", "Section_3", "buttonTitle", "Please enter sub title!"),
  c("AndMore", "Section_3", "buttonLink", "Please enter sub title!"),
  c("AndMore", "Section_3", "image", "Please select image!"),
  c("AndMore", "Section_4", "headerText", "Please enter header text!"),
  c("AndMore", "Section_4", "headerSubText", "Please enter sub header text!"),
  c("AndMore", "Section_4", "footerText", "Please enter footer text!"),
  c("AndMore", "Section_4", "steps", "Please enter title!", "title"),
  c("AndMore", "Section_4", "steps", "Please enter description!", "description"),
  c("TermsConditions", "Section_2", "list", "Please enter title!", "title"),
  c("TermsConditions", "Section_2", "list", "Please enter description!", "description"),
  c("PrivacyPolicy", "Section_2", "list", "Please enter title!", "title"),
  c("PrivacyPolicy", "Section_2", "list", "Please enter description!", "description"),
];

export function caseName(k: RuleCase): string {
  return `${k.pageName}/${k.section} ${k.field}${k.item ? `[0].${k.item}` : ""} -> ${k.message}`;
}

export function brokenContent(k: RuleCase): SectionContent {
  const def = getSectionDef(k.pageName, k.section);
  if (!def) throw new Error(`No section ${k.pageName}/${k.section}`);
  const content = structuredClone(sectionDefaults(def));
  const field = content[k.field] as FieldValue;
  if (k.item) {
    const items = parseList(field.value) ?? [];
    const first = items[0] ?? {};
    first[k.item] = "  ";
    items[0] = first;
    field.value = JSON.stringify(items);
  } else if (k.field.endsWith("Link") && def.fields.find((f) => f.name === k.field)?.kind === "link") {
    field.link = "";
  } else {
    field.value = " ";
  }
  return content;
}
