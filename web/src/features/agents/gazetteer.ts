import type { Place } from "./search";

export const STATE_NAMES: Record<string, string> = { MT: "Montana", WY: "Wyoming", CO: "Colorado" };

/** [name, state abbreviation, lat, lng, number of ZIP codes] */
export type GazetteerCity = [string, string, number, number, number];
/** [zip, index into cities, lat, lng] */
export type GazetteerZip = [string, number, number, number];

export interface Gazetteer {
  source: string;
  cities: GazetteerCity[];
  zips: GazetteerZip[];
}

export const loadGazetteer = () => import("./data/gazetteer.json").then((m) => m.default as unknown as Gazetteer);

const cityPlace = ([name, state, lat, lng]: GazetteerCity): Place => ({
  kind: "city",
  label: `${name}, ${state}`,
  city: name,
  state: STATE_NAMES[state] ?? state,
  lat,
  lng,
});

export function suggestPlaces(g: Gazetteer, query: string, limit = 8): Place[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  if (/^\d{1,5}$/.test(q)) {
    return g.zips
      .filter(([zip]) => zip.startsWith(q))
      .slice(0, limit)
      .map(([zip, ci, lat, lng]) => {
        const [name, state] = g.cities[ci] as GazetteerCity;
        return { kind: "zip", label: `${zip} ${name}, ${state}`, city: name, state: STATE_NAMES[state] ?? state, lat, lng };
      });
  }
  const [namePart = "", statePart = ""] = q.split(",").map((s) => s.trim());
  const matchState = (abbr: string) =>
    statePart === "" || abbr.toLowerCase().startsWith(statePart) || (STATE_NAMES[abbr] ?? "").toLowerCase().startsWith(statePart);
  const prefix: GazetteerCity[] = [];
  const inner: GazetteerCity[] = [];
  for (const c of g.cities) {
    const name = c[0].toLowerCase();
    if (!matchState(c[1])) continue;
    if (name.startsWith(namePart)) prefix.push(c);
    else if (name.includes(namePart)) inner.push(c);
  }
  const rank = (a: GazetteerCity, b: GazetteerCity) => b[4] - a[4] || a[0].localeCompare(b[0]);
  return [...prefix.sort(rank), ...inner.sort(rank)].slice(0, limit).map(cityPlace);
}

/** Exact match of what was typed, for Enter without choosing a suggestion. */
export function findPlace(g: Gazetteer, query: string): Place | null {
  const q = query.trim().toLowerCase();
  if (/^\d{5}$/.test(q)) return suggestPlaces(g, q, 1)[0] ?? null;
  const exact = suggestPlaces(g, q, 50).find((p) => p.city.toLowerCase() === q.split(",")[0]?.trim());
  return exact ?? null;
}
