import { SIBLING_MENUS } from "@hpm/contracts";

export interface PortalLink {
  label: string;
  path: string;
  site: string;
}

export const PORTAL_CARDS: (PortalLink & { description: string })[] = [
  {
    label: "High Plains Mutual",
    path: "/mwfbi",
    site: "Insurance",
    description: "Auto, home, farm and ranch, business and life insurance.",
  },
  { label: "Golf Classic", path: "/golf", site: "Golf Classic", description: "Our annual charity golf fundraiser." },
  {
    label: "Sales & Marketing",
    path: "/sales-marketing",
    site: "Sales & Marketing",
    description: "Templates, brochures and resources for agents.",
  },
  { label: "Store", path: "/store", site: "Store", description: "Branded apparel and gifts." },
];

export function allPortalLinks(): PortalLink[] {
  const links: PortalLink[] = [
    ...PORTAL_CARDS.map(({ label, path, site }) => ({ label, path, site })),
    ...SIBLING_MENUS.flatMap((m) => m.links.map((l) => ({ label: l.label, path: l.path, site: m.label }))),
  ];
  const seen = new Set<string>();
  return links.filter((l) => {
    const key = `${l.site}|${l.path.replace(/\/$/, "")}|${l.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function filterLinks(links: PortalLink[], query: string): PortalLink[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return links.filter((l) => {
    const haystack = `${l.label} ${l.site} ${l.path}`.toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}
