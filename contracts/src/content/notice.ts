import { NOTICE_LEVELS, SITE_NOTICE_SECTION } from "../constants";
import type { SectionDef } from "./model";

/**
 * The site notice (issue 30): one line at the top of every page, the landing portal and offline pages included.
 * Stored with the home page's content (read on every page with the footer), so it has drafts, History and
 * scheduling like any section; "notice-on" / "notice-off" changes switch `status` at a set time.
 */
export const siteNoticeSection: SectionDef = {
  section: SITE_NOTICE_SECTION,
  title: "Edit Site Notice",
  pencil: "Edit site notice",
  savedMessage: "Site notice saved",
  fields: [
    { name: "status", label: "Show the notice on every page", kind: "status", default: "false" },
    {
      name: "level",
      label: "Level",
      kind: "choice",
      options: [...NOTICE_LEVELS],
      default: "information",
    },
    {
      name: "text",
      label: "Notice text",
      kind: "text",
      default: "Hail claims: call 866-882-9871, open until 9 pm",
      maxLength: 200,
      rules: [{ kind: "required", message: "Please enter the notice text!" }],
    },
    {
      name: "link",
      label: "Link (optional)",
      kind: "link",
      default: "",
      defaultLink: "",
      maxLength: 80,
    },
  ],
};
