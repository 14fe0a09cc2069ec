export interface SiblingMenu {
  site: string;
  label: string;
  links: { label: string; path: string }[];
}

const slug = (label: string) => label.toLowerCase().replaceAll(" ", "-");

/** A sibling site's menu: Home, then its pages at `/site/slug-of-label` unless `paths` names another path. */
function menu(site: string, label: string, pages: string[], paths: Record<string, string> = {}): SiblingMenu {
  const pathOf = (page: string) => paths[page] ?? (page === "Home" ? `/${site}` : `/${site}/${slug(page)}`);
  return { site, label, links: ["Home", ...pages].map((page) => ({ label: page, path: pathOf(page) })) };
}

// the legacy sites' own paths where they differ from their labels ("sponsers", "ourteam")
export const SIBLING_MENUS: SiblingMenu[] = [
  menu("golf", "Golf Classic", ["Register", "Broncos Raffle", "Sponsors", "Contact"], {
    Home: "/golf/",
    Sponsors: "/golf/sponsers",
  }),
  menu(
    "sales-marketing",
    "Sales & Marketing",
    ["Sales Template", "Brochures", "Radio Script", "Our Team", "Marketing Resources", "Contact", "Cart"],
    { "Our Team": "/sales-marketing/ourteam" },
  ),
  menu("meeting", "Annual Meeting", ["Upcoming", "Previous", "Awards", "Meeting Request", "Contact"]),
  menu("store", "Store", ["Apparel", "Gifts"]),
];
