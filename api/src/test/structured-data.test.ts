import { describe, expect, it } from "vitest";
import { structuredDataProblems } from "./structured-data";

const context = "https://schema.org";

describe("the structured data check", () => {
  it("refuses data without schema.org's context or of a type it has no rules for", () => {
    expect(structuredDataProblems({ "@context": "http://schema.org", "@type": "FAQPage", mainEntity: [] })).toContain(
      '@context: "http://schema.org"',
    );
    expect(structuredDataProblems({ "@context": context, "@type": "Recipe" })).toEqual(['@type: no rules for "Recipe"']);
    expect(structuredDataProblems([])).toEqual(["not a JSON object"]);
  });

  it("names what a FAQPage, a BlogPosting, an InsuranceAgency and an Organization lack", () => {
    expect(
      structuredDataProblems({
        "@context": context,
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: "Q", acceptedAnswer: { "@type": "Answer" } }, { "@type": "Question" }],
      }),
    ).toEqual([
      "mainEntity[0].acceptedAnswer.text: missing (text)",
      "mainEntity[1].name: missing (text)",
      "mainEntity[1].acceptedAnswer: not an Answer",
    ]);
    expect(
      structuredDataProblems({
        "@context": context,
        "@type": "BlogPosting",
        headline: "H",
        image: "/relative.jpg",
        datePublished: "May 1",
      }),
    ).toEqual([
      'image: not absolute image URLs: "/relative.jpg"',
      'datePublished: not an ISO 8601 date: "May 1"',
      "dateModified: missing (an ISO 8601 date)",
      "author: missing",
    ]);
    expect(
      structuredDataProblems({
        "@context": context,
        "@type": "InsuranceAgency",
        name: "A",
        address: "1 Main St",
        telephone: "1",
        url: "https://example.com/a",
        image: "https://example.com/a.jpg",
        geo: { "@type": "GeoCoordinates", latitude: 44 },
        openingHoursSpecification: [
          { "@type": "OpeningHoursSpecification", dayOfWeek: ["Funday"], opens: "8 AM", closes: "17:00" },
        ],
      }),
    ).toEqual([
      "address: not a PostalAddress",
      "geo.longitude: missing (a number)",
      'openingHoursSpecification[0].dayOfWeek: not days of the week: ["Funday"]',
      'openingHoursSpecification[0].opens: not hh:mm: "8 AM"',
    ]);
    expect(
      structuredDataProblems({
        "@context": context,
        "@type": "Organization",
        name: "O",
        url: "https://example.com/",
        contactPoint: { "@type": "ContactPoint", telephone: "+1" },
      }),
    ).toEqual(["logo: missing (an absolute URL)", "contactPoint[0].contactType: missing (text)"]);
  });
});
