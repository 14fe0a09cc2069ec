/**
 * The site search's address and the anchors its results lead to: what every page needs of the search (the header's
 * form, the sections' and questions' ids), apart from the rest of it so the startup code carries only this.
 */

/** The results page: `/360/search?q=`. */
export const SEARCH_PATH = "/360/search";

/** The anchor of a page's section (its element's id): a section's result leads to `${page}#${sectionAnchor(s)}`. */
export const sectionAnchor = (section: string) => `section-${section.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
/** The anchor of an FAQ question (its element's id): the FAQ page opens the question the address names. */
export const faqAnchor = (itemId: string | number) => `question-${String(itemId).replace(/[^A-Za-z0-9_-]+/g, "-")}`;
