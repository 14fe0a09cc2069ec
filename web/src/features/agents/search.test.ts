import type { Agent } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { type Gazetteer, suggestPlaces } from "./gazetteer";
import {
  distanceMiles,
  formatDistance,
  NEAREST_MIN,
  type Place,
  pageOf,
  paginationItems,
  searchAgents,
  showingText,
} from "./search";

const agent = (title: string, city: string, zip: string, lat: number | null, lng: number | null): Agent => ({
  email: `${title.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  title,
  image: "",
  address: `1 Main St, ${city}, ${zip}`,
  address2: "",
  mobile: "",
  phone: "",
  aboutMe: "About",
  lat,
  lng,
  city,
  state: "Montana",
  zip,
  map: "",
  website2: "",
  table: [],
  agentSearchAddress: `${city} - ${title}`,
});

const fixture: Agent[] = [
  agent("Wade Olsen", "Billings", "59101", 45.7833, -108.5007),
  agent("avery Hansen", "Bozeman", "59715", 45.677, -111.0429),
  agent("Paige Dahl", "Laurel", "59044", 45.6691, -108.7715),
  agent("Luke Larsen", "Cheyenne", "82001", 41.14, -104.8202),
  agent("Maren Fischer", "Denver", "80202", 39.7392, -104.9903),
  agent("Colt Vance", "Billings", "59102", null, null),
  agent("Dana Ruud", "Hardin", "59034", 45.7319, -107.612),
];

const billings: Place = { kind: "city", label: "Billings, MT", city: "Billings", state: "Montana", lat: 45.7833, lng: -108.5007 };
const titles = (hits: { agent: Agent }[]) => hits.map((h) => h.agent.title);

describe("agent search", () => {
  it("lists everyone by name when nothing is searched", () => {
    expect(titles(searchAgents(fixture, { name: "", place: null }))).toEqual([
      "avery Hansen",
      "Colt Vance",
      "Dana Ruud",
      "Luke Larsen",
      "Maren Fischer",
      "Paige Dahl",
      "Wade Olsen",
    ]);
  });

  it("filters by a case-insensitive substring of the name", () => {
    expect(titles(searchAgents(fixture, { name: "AN", place: null }))).toEqual(["avery Hansen", "Colt Vance", "Dana Ruud"]);
    expect(titles(searchAgents(fixture, { name: "  olsen ", place: null }))).toEqual(["Wade Olsen"]);
    expect(searchAgents(fixture, { name: "zzz", place: null })).toEqual([]);
  });

  it("a city keeps agents whose address contains it, and adds the nearest, nearest first", () => {
    const hits = searchAgents(fixture, { name: "", place: billings });
    expect(titles(hits).slice(0, 4)).toEqual(["Wade Olsen", "Paige Dahl", "Dana Ruud", "avery Hansen"]);
    expect(titles(hits)).toContain("Colt Vance");
    expect(hits.at(-1)?.agent.title).toBe("Colt Vance");
    expect(hits.at(-1)?.distance).toBeNull();
    expect(hits[0]?.distance).toBe(0);
  });

  it("a ZIP place orders by distance from the ZIP", () => {
    const zip: Place = { kind: "zip", label: "82001 Cheyenne, WY", city: "Cheyenne", state: "Wyoming", lat: 41.14, lng: -104.82 };
    expect(titles(searchAgents(fixture, { name: "", place: zip })).slice(0, 2)).toEqual(["Luke Larsen", "Maren Fischer"]);
  });

  it("near me lists only agents with a location, nearest first, without the address rule", () => {
    const me: Place = { kind: "me", label: "Your location", city: "", state: "", lat: 39.74, lng: -104.99 };
    const hits = searchAgents(fixture, { name: "", place: me });
    expect(hits[0]?.agent.title).toBe("Maren Fischer");
    expect(titles(hits)).not.toContain("Colt Vance");
  });

  it("keeps only the radius beyond the nearest minimum", () => {
    const many = Array.from({ length: 30 }, (_, i) => agent(`Agent ${i}`, "Far", "00000", 45 + i, -108));
    const hits = searchAgents(many, { name: "", place: { ...billings, city: "Nowhere" } });
    expect(hits.length).toBe(NEAREST_MIN);
    expect(hits.map((h) => h.distance)).toEqual([...hits.map((h) => h.distance)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it("measures distances in miles", () => {
    expect(distanceMiles(45.7833, -108.5007, 45.677, -111.0429)).toBeCloseTo(122.8, 1);
    expect(formatDistance(4.26)).toBe("4.3 mi");
    expect(formatDistance(121.6)).toBe("122 mi");
  });
});

describe("paging", () => {
  it("shows the range of the current page", () => {
    expect(showingText(1, 57)).toBe("Showing 1 - 10 of 57 results");
    expect(showingText(2, 57)).toBe("Showing 11 - 20 of 57 results");
    expect(showingText(6, 57)).toBe("Showing 51 - 57 of 57 results");
    expect(showingText(1, 0)).toBe("No data found");
    expect(pageOf([...Array(57).keys()], 6)).toEqual([50, 51, 52, 53, 54, 55, 56]);
  });

  it("shows 1 margin page and a range of 2 like react-paginate", () => {
    expect(paginationItems(1, 6)).toEqual([1, 2, "break", 6]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, "break", 6]);
    expect(paginationItems(6, 6)).toEqual([1, "break", 5, 6]);
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });
});

describe("gazetteer suggestions", () => {
  const g: Gazetteer = {
    source: "test",
    cities: [
      ["Billings", "MT", 45.78, -108.5, 6],
      ["Big Timber", "MT", 45.83, -109.95, 1],
      ["Colorado Springs", "CO", 38.83, -104.82, 20],
      ["Laramie", "WY", 41.31, -105.59, 2],
    ],
    zips: [
      ["59101", 0, 45.77, -108.5],
      ["59102", 0, 45.76, -108.57],
      ["82070", 3, 41.31, -105.59],
    ],
  };

  it("matches city prefixes first, then substrings, and a state after a comma", () => {
    expect(suggestPlaces(g, "bi").map((p) => p.label)).toEqual(["Billings, MT", "Big Timber, MT"]);
    expect(suggestPlaces(g, "springs").map((p) => p.label)).toEqual(["Colorado Springs, CO"]);
    expect(suggestPlaces(g, "la, wy").map((p) => p.state)).toEqual(["Wyoming"]);
  });

  it("matches ZIP prefixes with the ZIP's own location and its city", () => {
    const [first] = suggestPlaces(g, "5910");
    expect(first).toMatchObject({ kind: "zip", label: "59101 Billings, MT", city: "Billings", lat: 45.77 });
    expect(suggestPlaces(g, "820").map((p) => p.city)).toEqual(["Laramie"]);
  });
});
