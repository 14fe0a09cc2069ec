import { DEMO_TOWNS } from "./towns";

const FIRST = [
  "Avery",
  "Cody",
  "Dana",
  "Emmett",
  "Faith",
  "Garrett",
  "Hallie",
  "Jesse",
  "Kendra",
  "Luke",
  "Maren",
  "Nolan",
  "Paige",
  "Quinn",
  "Reid",
  "Shelby",
  "Tanner",
  "Wade",
  "Willa",
  "Colt",
];
const LAST = [
  "Anderson",
  "Bauer",
  "Carlson",
  "Dahl",
  "Eriksen",
  "Fischer",
  "Gunderson",
  "Hansen",
  "Iverson",
  "Jorgensen",
  "Kline",
  "Larsen",
  "McAllister",
  "Nygaard",
  "Olsen",
  "Petersen",
  "Ruud",
  "Sorensen",
  "Thompson",
  "Vance",
  "Whitaker",
  "Yoder",
];
const STREETS = [
  "Main St",
  "Broadway",
  "1st Ave N",
  "Grand Ave",
  "Division St",
  "Central Ave",
  "Railroad St",
  "Park Ave",
  "Ranch Rd",
  "Elm St",
];
const HOURS = [
  { column1: "Monday - Friday", column2: "8:00 AM - 5:00 PM" },
  { column1: "Saturday", column2: "9:00 AM - 12:00 PM" },
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoAgent {
  email: string;
  title: string;
  image: string;
  address: string;
  address2: string;
  mobile: string;
  phone: string;
  aboutMe: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
  zip: string;
  map: string;
  website2: string;
  table: { column1: string; column2: string }[];
}

export function generateAgents(count: number, seed = 70): DemoAgent[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const town = DEMO_TOWNS[i % DEMO_TOWNS.length] as (typeof DEMO_TOWNS)[number];
    const first = pick(FIRST);
    const last = pick(LAST);
    let email = `${first}.${last}`.toLowerCase();
    while (used.has(email)) email = `${first}.${last}${Math.floor(random() * 9000 + 1000)}`.toLowerCase();
    used.add(email);
    const number = 100 + Math.floor(random() * 2800);
    const phone = `(${["406", "307", "970"][["MT", "WY", "CO"].indexOf(town.abbr)]}) 555-${String(1000 + Math.floor(random() * 8999)).slice(0, 4)}`;
    return {
      email: `${email}@agents.highplainsmutual.example`,
      title: `${first} ${last}`,
      image: "",
      address: `${number} ${pick(STREETS)}, ${town.city}, ${town.abbr} ${town.zip}`,
      address2: "",
      mobile: phone,
      phone: "",
      aboutMe: `${first} has helped families, farms and businesses around ${town.city} protect what matters for years. Stop by the office or call to review your coverage.`,
      lat: Math.round((town.lat + (random() - 0.5) * 0.08) * 1e5) / 1e5,
      lng: Math.round((town.lng + (random() - 0.5) * 0.08) * 1e5) / 1e5,
      city: town.city,
      state: town.state,
      zip: town.zip,
      map: "",
      website2: "",
      table: HOURS,
    };
  });
}

export const DEMO_AGENT_COUNT = 60;
