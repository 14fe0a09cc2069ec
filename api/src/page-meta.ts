import type { OrganizationLeaf } from "schema-dts";

/** What the modules' page meta resolvers share: the site's name, image and logo, and the organization itself. */
export const SITE_NAME = "High Plains Mutual Insurance";
/** The share image of a page that has none of its own (the home page's banner). */
export const SITE_IMAGE = "/images/banner-fields.jpg";
/** Square and raster, as search engines want an organization's logo. */
export const SITE_LOGO = "/icons/icon-512.png";

/** `src` as an absolute http(s) address, or the site's image when it is empty or not an image address. */
export function absoluteImage(publicUrl: string, src?: string): string {
  try {
    const url = new URL(src?.trim() || SITE_IMAGE, publicUrl);
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // not an address: the site's image
  }
  return new URL(SITE_IMAGE, publicUrl).href;
}

/** `text` on one line, cut at a word before `max` characters with an ellipsis: a description search engines show whole. */
export function summary(text: string, max = 155): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The insurer as schema.org describes an organization: the home page's, a post's author and publisher. */
export function organization(publicUrl: string): OrganizationLeaf {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}${SITE_LOGO}`,
  };
}
