/**
 * Checks schema.org JSON-LD against what Google's rich results documentation lists for each type
 * (developers.google.com/search/docs/appearance/structured-data): the properties a type must have, and those it
 * recommends, which we give too. A finding names the property path, e.g. `mainEntity[2].acceptedAnswer.text`.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === "string" && v.trim() !== "";
const absoluteUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/\s]+/.test(v);
const isoDate = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v);
const time = (v: unknown) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v);
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "PublicHolidays"];
const day = (v: unknown) => typeof v === "string" && DAYS.includes(v.replace(/^https?:\/\/schema\.org\//, ""));
const many = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

type Check = (value: Json, at: string, problems: string[]) => void;

function need(value: Json, at: string, problems: string[], key: string, ok: (v: unknown) => boolean, what: string) {
  if (!(key in value)) problems.push(`${at}${key}: missing (${what})`);
  else if (!ok(value[key])) problems.push(`${at}${key}: not ${what}: ${JSON.stringify(value[key])}`);
}

function typed(value: unknown, type: string | string[]): value is Json {
  const types = many(type);
  return isObject(value) && many(value["@type"]).some((t) => types.includes(t as string));
}

const postalAddress: Check = (v, at, problems) => {
  if (!typed(v, "PostalAddress")) {
    problems.push(`${at.replace(/\.$/, "")}: not a PostalAddress`);
    return;
  }
  for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
    need(v, at, problems, key, text, "text");
};

const organization: Check = (v, at, problems) => {
  need(v, at, problems, "name", text, "text");
  need(v, at, problems, "url", absoluteUrl, "an absolute URL");
};

/** Each of `v[key]`'s items (at least one) that is a `type`, checked by `check`; the others named as problems. */
function eachTyped(
  v: Json,
  at: string,
  problems: string[],
  key: string,
  type: string,
  check: (item: Json, here: string) => void,
) {
  const items = many(v[key]);
  if (items.length === 0) problems.push(`${at}${key}: missing`);
  for (const [i, item] of items.entries()) {
    const here = `${at}${key}[${i}].`;
    if (typed(item, type)) check(item as Json, here);
    else problems.push(`${here.slice(0, -1)}: not ${/^[AEIOU]/.test(type) ? "an" : "a"} ${type}`);
  }
}

/** Per type: Google's required properties and the recommended ones this site gives. */
const TYPES: Record<string, Check> = {
  // FAQ: mainEntity, Questions each with a name and an acceptedAnswer whose text is the answer
  FAQPage: (v, at, problems) => {
    eachTyped(v, at, problems, "mainEntity", "Question", (q, here) => {
      need(q, here, problems, "name", text, "text");
      if (typed(q.acceptedAnswer, "Answer"))
        need(q.acceptedAnswer as Json, `${here}acceptedAnswer.`, problems, "text", text, "text");
      else problems.push(`${here}acceptedAnswer: not an Answer`);
    });
  },
  // Article (BlogPosting): headline, image, datePublished (and dateModified, author with a name, as recommended)
  BlogPosting: (v, at, problems) => {
    need(v, at, problems, "headline", text, "text");
    need(v, at, problems, "image", (x) => many(x).length > 0 && many(x).every(absoluteUrl), "absolute image URLs");
    need(v, at, problems, "datePublished", isoDate, "an ISO 8601 date");
    need(v, at, problems, "dateModified", isoDate, "an ISO 8601 date");
    const authors = many(v.author);
    if (authors.length === 0) problems.push(`${at}author: missing`);
    for (const [i, a] of authors.entries()) if (!isObject(a) || !text(a.name)) problems.push(`${at}author[${i}]: without a name`);
  },
  // LocalBusiness (InsuranceAgency): name, address as a PostalAddress; telephone, geo, openingHoursSpecification,
  // url recommended
  InsuranceAgency: (v, at, problems) => {
    need(v, at, problems, "name", text, "text");
    if (!("address" in v)) problems.push(`${at}address: missing`);
    else postalAddress(v.address as Json, `${at}address.`, problems);
    need(v, at, problems, "telephone", text, "text");
    need(v, at, problems, "url", absoluteUrl, "an absolute URL");
    need(v, at, problems, "image", absoluteUrl, "an absolute URL");
    if (!typed(v.geo, "GeoCoordinates")) problems.push(`${at}geo: not GeoCoordinates`);
    else
      for (const key of ["latitude", "longitude"])
        need(v.geo as Json, `${at}geo.`, problems, key, (x) => typeof x === "number" && Number.isFinite(x), "a number");
    eachTyped(v, at, problems, "openingHoursSpecification", "OpeningHoursSpecification", (h, here) => {
      need(h, here, problems, "dayOfWeek", (x) => many(x).length > 0 && many(x).every(day), "days of the week");
      need(h, here, problems, "opens", time, "hh:mm");
      need(h, here, problems, "closes", time, "hh:mm");
    });
  },
  // Organization: name, url, logo; a contactPoint with telephone and contactType
  Organization: (v, at, problems) => {
    organization(v, at, problems);
    need(v, at, problems, "logo", absoluteUrl, "an absolute URL");
    eachTyped(v, at, problems, "contactPoint", "ContactPoint", (p, here) => {
      need(p, here, problems, "telephone", text, "text");
      need(p, here, problems, "contactType", text, "text");
    });
  },
};

/** What is wrong with one JSON-LD object (an empty list: nothing), by the rules of its `@type`. */
export function structuredDataProblems(data: unknown): string[] {
  if (!isObject(data)) return ["not a JSON object"];
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push(`@context: ${JSON.stringify(data["@context"])}`);
  const type = data["@type"];
  const check = typeof type === "string" ? TYPES[type] : undefined;
  if (!check) problems.push(`@type: no rules for ${JSON.stringify(type)}`);
  else check(data, "", problems);
  return problems;
}

/** The JSON-LD a page carries: each `<script type="application/ld+json">` element's content, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
}

/** The page's JSON-LD of `type`, checked: throws with the problems found, or if the page has none or several. */
export function validJsonLd(html: string, type: string): Json {
  const found = jsonLdOf(html).filter((d) => isObject(d) && d["@type"] === type);
  if (found.length !== 1) throw new Error(`expected one ${type} in the page, found ${found.length}`);
  const problems = structuredDataProblems(found[0]);
  if (problems.length) throw new Error(`${type}: ${problems.join("; ")}`);
  return found[0] as Json;
}
