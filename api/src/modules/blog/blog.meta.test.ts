import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { jsonLdOf, validJsonLd } from "../../test/structured-data";

const web = mkdtempSync(join(tmpdir(), "hpm-web-"));
mkdirSync(join(web, "assets"));
writeFileSync(
  join(web, "index.html"),
  '<!doctype html><html><head><title>High Plains Mutual Insurance</title><meta name="description" content="Site" /></head><body></body></html>',
);
const t = setupApp({ WEB_DIST: web });

it("serves a published post's page with its title, description, Open Graph tags and BlogPosting; drafts get the plain shell", async () => {
  const cookie = await t.cookieFor(EDITOR);
  const topic = (
    await t.app.inject({ method: "POST", url: "/api/blog/topic", payload: { title: "T" }, headers: { cookie } })
  ).json().result.id;
  const tag = (
    await t.app.inject({
      method: "POST",
      url: "/api/blog/main_topic",
      payload: { tag: "x", mainTopicId: topic },
      headers: { cookie },
    })
  ).json().result.id;
  const create = async (status: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/blog/create",
        headers: { cookie },
        payload: {
          title: 'Hail & "wind"',
          subtitle: "Be <ready>",
          tag: String(tag),
          imageLink: "/uploads/a.jpg",
          richText: "<p>x</p>",
          status,
        },
      })
    ).json().result.id as number;
  const published = await create("Published");
  const draft = await create("Active");

  const page = await t.app.inject({ method: "GET", url: `/360/about/blog/${published}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("<title>Hail &amp; &quot;wind&quot; | High Plains Mutual Insurance</title>");
  expect(page.body).toContain('<meta name="description" content="Be &lt;ready&gt;" />');
  expect(page.body).toContain('<meta property="og:title" content="Hail &amp; &quot;wind&quot;" />');
  expect(page.body).toContain('<meta property="og:image" content="http://localhost:3000/uploads/a.jpg" />');
  const posting = validJsonLd(page.body, "BlogPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: 'Hail & "wind"',
    description: "Be <ready>",
    image: ["http://localhost:3000/uploads/a.jpg"],
    mainEntityOfPage: { "@type": "WebPage", "@id": `http://localhost:3000/360/about/blog/${published}` },
    author: { "@type": "Organization", name: "High Plains Mutual Insurance" },
    publisher: {
      "@type": "Organization",
      name: "High Plains Mutual Insurance",
      logo: "http://localhost:3000/icons/icon-512.png",
    },
  });
  expect(Date.parse(posting.datePublished as string)).toBeGreaterThan(Date.now() - 60_000);
  // the alias names the post's one address
  const alias = await t.app.inject({ method: "GET", url: `/mwfbi/learning-center/${published}` });
  expect(alias.body).toContain(`<link rel="canonical" href="http://localhost:3000/360/about/blog/${published}" />`);

  const hidden = await t.app.inject({ method: "GET", url: `/360/about/blog/${draft}` });
  expect(hidden.body).toContain("<title>High Plains Mutual Insurance</title>");
  expect(hidden.body).not.toContain("og:title");
  expect(jsonLdOf(hidden.body)).toEqual([]);

  // the feeds are not swallowed by the page fallback
  expect((await t.app.inject({ method: "GET", url: "/rss.xml" })).headers["content-type"]).toContain("rss+xml");
  expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).headers["content-type"]).toContain("application/xml");
});
