import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";

const web = mkdtempSync(join(tmpdir(), "hpm-web-"));
mkdirSync(join(web, "assets"));
writeFileSync(
  join(web, "index.html"),
  '<!doctype html><html><head><title>High Plains Mutual Insurance</title><meta name="description" content="Site" /></head><body></body></html>',
);
const t = setupApp({ WEB_DIST: web });

it("serves a published post's page with its title, description and Open Graph tags; drafts get the plain shell", async () => {
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

  const hidden = await t.app.inject({ method: "GET", url: `/360/about/blog/${draft}` });
  expect(hidden.body).toContain("<title>High Plains Mutual Insurance</title>");
  expect(hidden.body).not.toContain("og:title");

  // the feeds are not swallowed by the page fallback
  expect((await t.app.inject({ method: "GET", url: "/rss.xml" })).headers["content-type"]).toContain("rss+xml");
  expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).headers["content-type"]).toContain("application/xml");
});
