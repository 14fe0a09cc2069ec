import { SIBLING_MENUS } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../test/helper";
import { jsonLdOf, structuredDataProblems } from "../test/structured-data";
import { webSiteFromSources } from "../test/web-site";
import { composePageMeta, type PageMetaResolver, withMeta } from "./web";

const SHELL =
  '<!doctype html><html><head><title>High Plains Mutual Insurance</title></head><body><div id="root"></div></body></html>';

describe("a page's head", () => {
  it("carries each structured datum in a script element of its own whose JSON nothing can close", () => {
    const data = [{ "@type": "Thing", name: "</script><script>alert(1)</script><!--" }, { "@type": "Other" }];
    const html = withMeta(SHELL, { title: "T", url: "https://example.com/t", jsonLd: data });
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).not.toContain("<!--");
    expect(jsonLdOf(html)).toEqual(data);
    expect(html.indexOf('<script type="application/ld+json">')).toBeLessThan(html.indexOf("</head>"));
  });

  it("composes the resolvers: the first that knows a field gives it, and one that fails is passed over", async () => {
    const says =
      (meta: object | null): PageMetaResolver =>
      async () =>
        meta;
    const fails: PageMetaResolver = async () => {
      throw new Error("down");
    };
    const meta = composePageMeta(says({ title: "Post", image: undefined }), fails, says({ title: "Banner", image: "/i.jpg" }));
    expect(await meta("/x")).toEqual({ title: "Post", image: "/i.jpg" });
    expect(await composePageMeta(says(null), fails)("/x")).toBeNull();
  });
});

describe("every page of the sitemap, as the server sends it", () => {
  const t = setupApp({ WEB_DIST: webSiteFromSources(), PAGE_CACHE_MS: "600000" });
  let postPath = "";
  let agentPath = "";

  beforeAll(async () => {
    const cookie = await t.cookieFor(EDITOR);
    const send = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    const topic = (await send("/api/blog/topic", { title: "Weather" })).id;
    const tag = (await send("/api/blog/main_topic", { tag: "hail", mainTopicId: topic })).id;
    const post = await send("/api/blog/create", {
      title: "After the hail",
      subtitle: "What to photograph",
      tag: String(tag),
      imageLink: "/images/truck.jpg",
      richText: "<p>Photograph the roof.</p>",
      status: "Published",
    });
    postPath = `/360/about/blog/${post.id}`;
    await send("/api/cms/add-new-content-item", {
      key: "Agent",
      content: {
        email: "cody@example.com",
        title: "Cody Carlson",
        address: "1256 Grand Ave, Gillette, WY 82716",
        mobile: "(307) 555-4854",
        city: "Gillette",
        state: "Wyoming",
        zip: "82716",
        aboutMe: "Cody helps families around Gillette.",
        lat: 44.32419,
        lng: -105.46634,
        table: [{ column1: "Monday - Friday", column2: "8:00 AM - 5:00 PM" }],
      },
    });
    agentPath = "/360/agent-details/cody%40example.com";
  });

  it("each names itself: its own title, its one address as canonical, and structured data that is valid", async () => {
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    const paths = locs.map((l) => l.slice("http://localhost:3000".length));
    expect(paths).toEqual(expect.arrayContaining(["/", "/360", "/360/faq", "/golf", postPath, agentPath]));
    const titles = new Map<string, string>();
    const types = new Map<string, string[]>();
    for (const [i, path] of paths.entries()) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      const title = head.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(titles.get(title), `${path} has the title of ${titles.get(title)}: ${title}`).toBeUndefined();
      titles.set(title, path);
      expect(head, path).toContain(`<link rel="canonical" href="${(locs[i] ?? "").replaceAll("&", "&amp;")}" />`);
      const data = jsonLdOf(head);
      for (const datum of data) expect(structuredDataProblems(datum), `${path}: ${JSON.stringify(datum)}`).toEqual([]);
      types.set(
        path,
        data.map((d) => (d as { "@type": string })["@type"]),
      );
    }
    expect(titles.size).toBe(paths.length);
    expect(types.get("/360")).toEqual(["Organization"]);
    expect(types.get("/360/faq")).toEqual(["FAQPage"]);
    expect(types.get(postPath)).toEqual(["BlogPosting"]);
    expect(types.get(agentPath)).toEqual(["InsuranceAgency"]);
  });

  it.each(SIBLING_MENUS.map((m) => [m.site, m.links[0]?.label === "Home" ? m.label : ""]))(
    "answers /%s with and without the trailing slash, rendered, with one canonical address",
    async (site, label) => {
      for (const path of [`/${site}`, `/${site}/`]) {
        const res = await t.app.inject({ method: "GET", url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).toContain(`<h1>${label.replaceAll("&", "&amp;")}</h1>`);
        expect(res.body, path).toContain(`<link rel="canonical" href="http://localhost:3000/${site}" />`);
      }
    },
  );
});
