import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../../test/helper";
import { jsonLdOf, validJsonLd } from "../../test/structured-data";
import { webSiteFromSources } from "../../test/web-site";

// the web's own renderer, from its sources: the profile page as a visitor's browser receives it
const t = setupApp({ WEB_DIST: webSiteFromSources(), PAGE_CACHE_MS: "600000" });
let editor = "";

const ABOUT =
  "Marta grew up on a wheat farm outside Gillette and has spent twenty years helping ranchers, families and small businesses " +
  "across Campbell County put the right coverage in place before the hail comes.";

const marta = {
  email: "marta.ochoa@example.com",
  title: "Marta <Ochoa> & Sons",
  image: "/uploads/marta-480.webp",
  address: "201 S Gillette Ave, Gillette, WY 82716",
  address2: "Suite 4",
  mobile: "(307) 555-0142",
  aboutMe: ABOUT,
  lat: 44.2911,
  lng: -105.5022,
  city: "Gillette",
  state: "Wyoming",
  zip: "82716",
  table: [
    { column1: "Monday - Friday", column2: "8:00 AM - 5:00 PM" },
    { column1: "Saturday", column2: "9:00 AM - 12:00 PM" },
    { column1: "Sunday", column2: "Closed" },
  ],
};

const save = async (content: object, primaryKey?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/cms/add-new-content-item",
    payload: { key: "Agent", content, ...(primaryKey ? { primaryKey } : {}) },
    headers: { cookie: editor },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const PROFILE = "/360/agent-details/marta.ochoa%40example.com";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  await save(marta);
});

describe("an agent's profile page as the server sends it", () => {
  it("names the agent in its title and h1, with their town and about text as description and their photo to share", async () => {
    const html = await page(PROFILE);
    expect(head(html)).toContain("<title>Marta &lt;Ochoa&gt; &amp; Sons | High Plains Mutual Insurance</title>");
    expect(html).toMatch(/<h1 id="agent-name">Marta &lt;Ochoa&gt; &amp; Sons<\/h1>/);
    const description = head(html).match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(description).toMatch(/^Insurance agent in Gillette, Wyoming\. Marta grew up on a wheat farm/);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("…")).toBe(true);
    expect(head(html)).toContain(`<meta property="og:description" content="${description}" />`);
    expect(head(html)).toContain('<meta property="og:image" content="http://localhost:3000/uploads/marta-480.webp" />');
    expect(head(html)).toContain(`<link rel="canonical" href="http://localhost:3000${PROFILE}" />`);
  });

  it("carries the agent as a valid InsuranceAgency: address, geo, telephone, opening hours from the table, url, photo", async () => {
    const agency = validJsonLd(await page(PROFILE), "InsuranceAgency");
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      name: "Marta <Ochoa> & Sons",
      telephone: "(307) 555-0142",
      url: `http://localhost:3000${PROFILE}`,
      image: "http://localhost:3000/uploads/marta-480.webp",
      address: {
        "@type": "PostalAddress",
        streetAddress: "201 S Gillette Ave, Suite 4",
        addressLocality: "Gillette",
        addressRegion: "Wyoming",
        postalCode: "82716",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 44.2911, longitude: -105.5022 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "17:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" },
      ],
    });
  });

  it("keeps the data inside its element: a name with </script> cannot close it", async () => {
    await save({ ...marta, email: "tricky@example.com", title: "Tricky </script><script>alert(1)</script>" });
    const html = await page("/360/agent-details/tricky%40example.com");
    expect(html).not.toContain("<script>alert(1)");
    expect(validJsonLd(html, "InsuranceAgency").name).toBe("Tricky </script><script>alert(1)</script>");
  });

  it("names the same address from the /mwfbi alias, whatever the case of the e-mail", async () => {
    const html = await page("/mwfbi/agent-details/Marta.Ochoa%40Example.com/");
    expect(head(html)).toContain(`<link rel="canonical" href="http://localhost:3000${PROFILE}" />`);
    expect(validJsonLd(html, "InsuranceAgency").url).toBe(`http://localhost:3000${PROFILE}`);
  });

  it("reflects an edit at once: the new name, hours and, without a photo, the site's image", async () => {
    await page(PROFILE);
    await save(
      { ...marta, title: "Marta Ochoa", image: "", table: [{ column1: "Tues & Thurs", column2: "10am-4pm" }] },
      marta.email,
    );
    const html = await page(PROFILE);
    expect(head(html)).toContain("<title>Marta Ochoa | High Plains Mutual Insurance</title>");
    expect(html).toContain('<h1 id="agent-name">Marta Ochoa</h1>');
    expect(head(html)).toContain('<meta property="og:image" content="http://localhost:3000/images/banner-fields.jpg" />');
    expect(validJsonLd(html, "InsuranceAgency")).toMatchObject({
      name: "Marta Ochoa",
      image: "http://localhost:3000/images/banner-fields.jpg",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Thursday"], opens: "10:00", closes: "16:00" },
      ],
    });
  });

  it("says nothing of an agent who is not there", async () => {
    const html = await page("/360/agent-details/nobody%40example.com");
    expect(jsonLdOf(html)).toEqual([]);
    expect(html).toContain("<h1>Agent not found</h1>");
    expect((await t.app.inject({ method: "GET", url: "/360/agent-details/%E0%A4%A" })).statusCode).toBeLessThan(500);
  });
});

describe("an agent's profile read", () => {
  const read = (payload: object) => t.app.inject({ method: "POST", url: "/api/cms/get-agent-profile", payload });

  it("answers the agent by e-mail in any case, null for no one, 400 for no e-mail", async () => {
    const found = await read({ email: "MARTA.OCHOA@example.com" });
    expect(found.statusCode).toBe(200);
    expect(found.json().result).toMatchObject({ email: "marta.ochoa@example.com", city: "Gillette" });
    expect((await read({ email: "nobody@example.com" })).json()).toEqual({ status: true, result: null });
    expect((await read({ email: "" })).statusCode).toBe(400);
    expect((await read({})).statusCode).toBe(400);
  });
});
