import {
  BANNER_SECTION,
  getSectionDef,
  HOME_PAGE,
  loadAllPageSections,
  pageEntry,
  pageKeys,
  requireSectionDef,
  type SectionContent,
  sectionDefaults,
} from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { validJsonLd } from "../../test/structured-data";
import { webSiteFromSources } from "../../test/web-site";

// the pages' banners are known once their sections have loaded (as the server loads them all at start)
await loadAllPageSections();

const t = setupApp({ WEB_DIST: webSiteFromSources(), PAGE_CACHE_MS: "600000", CONTENT_CACHE_MS: "600000" });
let editor = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body.slice(0, res.body.indexOf("</head>"));
};
const ogImage = (head: string) => head.match(/<meta property="og:image" content="([^"]*)"/)?.[1];

async function saveSection(pageName: string, section: string, edit: (content: SectionContent) => void, client = "mwfbi") {
  const content = sectionDefaults(requireSectionDef(pageName, section));
  edit(content);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/cms/add-new",
    headers: { cookie: editor },
    payload: { client, pageName, section, content },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a page's share image", () => {
  // every page of the manifest with a banner, by its main address
  const bannerPages = pageKeys.flatMap((key) => {
    const { content, paths, access } = pageEntry(key);
    const banner = content ? getSectionDef(content, BANNER_SECTION) : undefined;
    const imageUrl = banner?.fields.find((f) => f.name === "imageUrl")?.default;
    return banner && access === "public" && paths?.[0] !== undefined ? [[`/360${paths[0]}`, imageUrl] as const] : [];
  });

  it.each(bannerPages)("%s shares its banner's default image, absolute", async (path, imageUrl) => {
    expect(ogImage(await page(path))).toBe(`http://localhost:3000${imageUrl ?? "/images/banner-fields.jpg"}`);
  });

  it("is the banner's stored image once an editor sets one, on a product page and a sibling site's", async () => {
    expect(bannerPages.map(([p]) => p)).toEqual(
      expect.arrayContaining(["/360/auto-insurance", "/360/home-insurance", "/360/farm-&-ranch-insurance", "/360/annuities"]),
    );
    await saveSection("Annuities", "TopBanner", (c) => {
      c.imageUrl = { value: "/images/truck.jpg" };
    });
    expect(ogImage(await page("/360/annuities"))).toBe("http://localhost:3000/images/truck.jpg");
    await saveSection(
      "golf_register",
      "TopBanner",
      (c) => {
        c.imageUrl = { value: "/images/banner-road.jpg" };
      },
      "golf",
    );
    expect(ogImage(await page("/golf/register"))).toBe("http://localhost:3000/images/banner-road.jpg");
  });
});

describe("the FAQ's FAQPage", () => {
  it("lists the default questions with their answers, valid", async () => {
    const faq = validJsonLd(await page("/360/faq"), "FAQPage");
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions).toContainEqual({
      "@type": "Question",
      name: "What should I do after a hailstorm?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringMatching(/^Photograph the damage/) },
    });
  });

  it("follows the stored questions once an editor changes them", async () => {
    await saveSection("FAQ", "Section_2", (c) => {
      c.list = {
        value: JSON.stringify([
          { id: "q1", title: "Do you cover <grain> bins?", description: "Yes.\nAsk your agent about farm outbuildings." },
        ]),
      };
    });
    const faq = validJsonLd(await page("/mwfbi/faq"), "FAQPage");
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Do you cover <grain> bins?",
        acceptedAnswer: { "@type": "Answer", text: "Yes.\nAsk your agent about farm outbuildings." },
      },
    ]);
  });
});

describe("the home page", () => {
  it("is named by its banner and carries the Organization with the customer-service number, valid", async () => {
    const head = await page("/360");
    expect(head).toContain("<title>Insurance for life on the High Plains | High Plains Mutual Insurance</title>");
    expect(ogImage(head)).toBe("http://localhost:3000/images/banner-fields.jpg");
    expect(validJsonLd(head, "Organization")).toMatchObject({
      "@context": "https://schema.org",
      name: "High Plains Mutual Insurance",
      url: "http://localhost:3000/",
      logo: "http://localhost:3000/icons/icon-512.png",
      contactPoint: { "@type": "ContactPoint", telephone: "+18668829871", contactType: "customer service" },
    });
  });

  it("follows the number stored in the footer", async () => {
    await saveSection(HOME_PAGE, "Section_5_Navigation", (c) => {
      (c.contact as SectionContent).phone = { value: "307-555-0100", link: "tel:+13075550100" };
    });
    const organization = validJsonLd(await page("/360"), "Organization");
    expect(organization.contactPoint).toMatchObject({ telephone: "+13075550100" });
  });
});
