export const DEFAULT_CLIENT = "mwfbi";

const demoAccounts = (): { email: string; name: string }[] => [
  ...Array.from({ length: 8 }, (_, i) => ({ email: `editor${i + 1}@example.com`, name: `Editor ${i + 1}` })),
  { email: "agent@example.com", name: "Avery Agent" },
];
// marked pure so that the browser's bundle, which never uses it, drops it
export const DEMO_ACCOUNTS = /* @__PURE__ */ demoAccounts();

/** The one customer-service number (spec/1's toll-free footer phone, spec/3's /login and Date/phone rules). */
export const CUSTOMER_SERVICE_PHONE = "866-882-9871";
export const CUSTOMER_SERVICE_TEL = "tel:+18668829871";

/** The Learning Center blog's settings (content page) and its title when none is set (contracts/src/blog.ts). */
export const BLOG_SETTING_PAGE = "BlogSetting";
export const DEFAULT_BLOG_TITLE = "The Learning Center";

/** The site notice (issue 30): a section of the home page's content, shown at the top of every page (contracts/src/publishing.ts). */
export const SITE_NOTICE_SECTION = "Section_Site_Notice";
export const NOTICE_LEVELS = ["information", "warning", "urgent"] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];
