import { blogPostPath, isInSitemap, mainSiteRoutes } from "@hpm/contracts";

const xml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

export function sitemapPaths(): string[] {
  const paths = mainSiteRoutes.filter((r) => !r.path.includes("$") && isInSitemap(r.page)).map((r) => `/360${r.path}`);
  return ["/", ...new Set(paths)];
}

export function sitemapXml(base: string, posts: { id: number; publishedDate: Date | null }[]): string {
  const urls = [
    ...sitemapPaths().map((p) => `<url><loc>${xml(base + p)}</loc></url>`),
    ...posts.map(
      (p) =>
        `<url><loc>${xml(base + blogPostPath(p.id))}</loc>${p.publishedDate ? `<lastmod>${new Date(p.publishedDate).toISOString()}</lastmod>` : ""}</url>`,
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
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<description>${xml(p.subTitle)}</description>`,
      p.publishedDate ? `<pubDate>${new Date(p.publishedDate).toUTCString()}</pubDate>` : "",
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(channel.title)}</title>
<link>${xml(`${base}/360/about/blog`)}</link>
<description>${xml(channel.description)}</description>
<atom:link href="${xml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
</channel>
</rss>
`;
}
