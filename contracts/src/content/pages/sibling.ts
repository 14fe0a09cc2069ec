import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL } from "../../constants";
import { SIBLING_MENUS } from "../../sibling-menus";
import { bannerSection } from "../banner";
import type { PageDef } from "../model";

export const SIBLING_BODY_SECTION = "Section_1";

export function siblingPageName(path: string): string {
  const [, site = "", ...rest] = path.replace(/\/+$/, "").split("/");
  return `${site}_${rest.join("-") || "home"}`;
}

export function siblingOf(path: string) {
  const normalized = path.replace(/\/+$/, "") || "/";
  for (const menu of SIBLING_MENUS) {
    const link = menu.links.find((l) => (l.path.replace(/\/+$/, "") || "/") === normalized);
    if (link) return { menu, link, client: menu.site, pageName: siblingPageName(link.path) };
  }
  return undefined;
}

/** A sibling site's page as its document names it: the page's own title, then its site's (the site's home by its own). */
export const siblingPageTitle = (site: string, title: string) => (title === site || !title ? title : `${title} | ${site}`);

export const siblingPages: PageDef[] = SIBLING_MENUS.flatMap((menu) =>
  menu.links.map((link) => {
    const title = link.label === "Home" ? menu.label : link.label;
    return {
      pageName: siblingPageName(link.path),
      title: `${menu.label}: ${link.label}`,
      sections: [
        bannerSection({ title, subTitle: `High Plains Mutual Insurance ${menu.label}`, buttons: false }),
        {
          section: SIBLING_BODY_SECTION,
          title: "Edit Page Body",
          fields: [
            {
              name: "body",
              label: "Body",
              kind: "richText",
              default: `<p>The ${menu.label} pages are being refreshed. Check back soon for the latest news, or call us at <a href="${CUSTOMER_SERVICE_TEL}">${CUSTOMER_SERVICE_PHONE}</a>.</p>`,
            },
          ],
        },
      ],
    };
  }),
);
