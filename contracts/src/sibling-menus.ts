export const SIBLING_MENUS: { site: string; label: string; links: { label: string; path: string }[] }[] = [
  {
    site: "golf",
    label: "Golf Classic",
    links: [
      { label: "Home", path: "/golf/" },
      { label: "Register", path: "/golf/register" },
      { label: "Broncos Raffle", path: "/golf/broncos-raffle" },
      { label: "Sponsors", path: "/golf/sponsers" },
      { label: "Contact", path: "/golf/contact" },
    ],
  },
  {
    site: "sales-marketing",
    label: "Sales & Marketing",
    links: [
      { label: "Home", path: "/sales-marketing" },
      { label: "Sales Template", path: "/sales-marketing/sales-template" },
      { label: "Brochures", path: "/sales-marketing/brochures" },
      { label: "Radio Script", path: "/sales-marketing/radio-script" },
      { label: "Our Team", path: "/sales-marketing/ourteam" },
      { label: "Marketing Resources", path: "/sales-marketing/marketing-resources" },
      { label: "Contact", path: "/sales-marketing/contact" },
      { label: "Cart", path: "/sales-marketing/cart" },
    ],
  },
  {
    site: "meeting",
    label: "Annual Meeting",
    links: [
      { label: "Home", path: "/meeting" },
      { label: "Upcoming", path: "/meeting/upcoming" },
      { label: "Previous", path: "/meeting/previous" },
      { label: "Awards", path: "/meeting/awards" },
      { label: "Meeting Request", path: "/meeting/meeting-request" },
      { label: "Contact", path: "/meeting/contact" },
    ],
  },
  {
    site: "store",
    label: "Store",
    links: [
      { label: "Home", path: "/store" },
      { label: "Apparel", path: "/store/apparel" },
      { label: "Gifts", path: "/store/gifts" },
    ],
  },
];
