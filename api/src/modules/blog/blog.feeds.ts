import { agentProfilePath, allSitePaths, blogPostPath, canonicalPath, isInSitemap } from "@hpm/contracts";
import { escapeHtml } from "../../html";

/** Every public page without parameters, once, by its canonical address (no alias, no trailing slash). */
export function sitemapPaths(): string[] {
  const paths = allSitePaths().flatMap((r) =>
    !r.path.includes("$") && isInSitemap(r.page) ? (canonicalPath(r.path) ?? []) : [],
  );
  return [...new Set(["/", ...paths])];
}

/** Every public page: the site's pages, each agent's profile and each published post. */
export function sitemapXml(
  base: string,
  posts: { id: number; publishedDate: Date | null }[],
  agentEmails: string[] = [],
): string {
  const urls = [
    ...sitemapPaths().map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`),
    ...agentEmails.map((email) => `<url><loc>${escapeHtml(base + agentProfilePath(email))}</loc></url>`),
    ...posts.map(
      (p) =>
        `<url><loc>${escapeHtml(base + blogPostPath(p.id))}</loc>${p.publishedDate ? `<lastmod>${new Date(p.publishedDate).toISOString()}</lastmod>` : ""}</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function rssXml(
  base: string,
  channel: { title: string; description: string },
  posts: { id: number; title: string; subTitle: string; publishedDate: Date | null }[],
): string {
  const items = posts.map((p) => {
    const link = base + blogPostPath(p.id);
    return [
      "<item>",
      `<title>${escapeHtml(p.title)}</title>`,
      `<link>${escapeHtml(link)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `<description>${escapeHtml(p.subTitle)}</description>`,
      p.publishedDate ? `<pubDate>${new Date(p.publishedDate).toUTCString()}</pubDate>` : "",
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeHtml(channel.title)}</title>
<link>${escapeHtml(`${base}/360/about/blog`)}</link>
<description>${escapeHtml(channel.description)}</description>
<atom:link href="${escapeHtml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
</channel>
</rss>
`;
}
