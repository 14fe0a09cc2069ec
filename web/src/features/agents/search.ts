import { AGENTS_PAGE_SIZE, type Agent, byAgentName } from "@hpm/contracts";

export { AGENTS_PAGE_SIZE };

export const PAGINATION_MARGIN = 1;
export const PAGINATION_RANGE = 2;
export const NEAR_RADIUS_MILES = 100;
export const NEAREST_MIN = 10;

export interface Place {
  kind: "city" | "zip" | "me";
  label: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export interface AgentQuery {
  name: string;
  place: Place | null;
}

export interface AgentHit {
  agent: Agent;
  distance: number | null;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMiles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const formatDistance = (miles: number) => `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;

/**
 * The directory sorted by name once per list (not on every keystroke), with lower-case names and
 * addresses, and the distances to the chosen place computed once per place: a keystroke then only
 * filters, and sorts indexes by a number.
 */
interface Prepared {
  byName: Agent[];
  lower: string[];
  lowerAddress: string[];
  place?: Place;
  /** Distance of byName[i] from `place`, NaN when the agent has no coordinates. */
  distance: Float64Array;
  /** Indexes nearest first (ties by name): filtering it keeps the order, so keystrokes never sort. */
  nearest: number[];
  cutoff: number;
}
const preparedLists = new WeakMap<readonly Agent[], Prepared>();
function prepare(agents: readonly Agent[]): Prepared {
  let p = preparedLists.get(agents);
  if (!p) {
    const byName = [...agents].sort(byAgentName);
    p = {
      byName,
      lower: byName.map((a) => a.title.toLowerCase()),
      lowerAddress: byName.map((a) => `${a.address}\n${a.address2}`.toLowerCase()),
      distance: new Float64Array(byName.length),
      nearest: [],
      cutoff: 0,
    };
    preparedLists.set(agents, p);
  }
  return p;
}

function measureFrom(p: Prepared, place: Place) {
  if (p.place === place) return;
  p.place = place;
  p.byName.forEach((agent, i) => {
    p.distance[i] =
      agent.lat === null || agent.lng === null ? Number.NaN : distanceMiles(place.lat, place.lng, agent.lat, agent.lng);
  });
  const known = p.distance.filter((d) => !Number.isNaN(d)).sort();
  p.cutoff = Math.max(NEAR_RADIUS_MILES, known[Math.min(NEAREST_MIN, known.length) - 1] ?? 0);
  p.nearest = p.byName.map((_, i) => i).sort(nearestFirst(p.distance));
}

/** Nearest first; agents without coordinates last; ties by name (the index is the name order). */
const nearestFirst = (d: Float64Array) => (a: number, b: number) => {
  const da = d[a] as number;
  const db = d[b] as number;
  if (Number.isNaN(da)) return Number.isNaN(db) ? a - b : 1;
  if (Number.isNaN(db)) return -1;
  return da - db || a - b;
};

function hitsAt(p: Prepared, indexes: number[], withDistance: boolean): AgentHit[] {
  return indexes.map((i) => {
    const d = p.distance[i] as number;
    return { agent: p.byName[i] as Agent, distance: withDistance && !Number.isNaN(d) ? d : null };
  });
}

/**
 * Name typed: case-insensitive substring of the name. Otherwise a place keeps the spec's rule
 * (address contains the city) and adds the nearest agents: every one within NEAR_RADIUS_MILES,
 * and at least the NEAREST_MIN nearest. Sorted by distance when there is a place, else by name.
 */
export function searchAgents(agents: readonly Agent[], { name, place }: AgentQuery): AgentHit[] {
  const p = prepare(agents);
  const needle = name.trim().toLowerCase();
  if (needle === "" && !place) return p.byName.map((agent) => ({ agent, distance: null }));
  const indexes: number[] = [];
  if (needle !== "" && !place) {
    for (let i = 0; i < p.lower.length; i++) if ((p.lower[i] as string).includes(needle)) indexes.push(i);
    return hitsAt(p, indexes, false);
  }
  const chosen = place as Place;
  measureFrom(p, chosen);
  if (needle !== "") {
    for (const i of p.nearest) if ((p.lower[i] as string).includes(needle)) indexes.push(i);
    return hitsAt(p, indexes, true);
  }
  const city = chosen.kind === "me" ? "" : chosen.city.trim().toLowerCase();
  for (const i of p.nearest) {
    const d = p.distance[i] as number;
    if ((!Number.isNaN(d) && d <= p.cutoff) || (city !== "" && (p.lowerAddress[i] as string).includes(city))) indexes.push(i);
  }
  return hitsAt(p, indexes, true);
}

export const pageCount = (total: number, pageSize = AGENTS_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

export function pageOf<T>(items: readonly T[], page: number, pageSize = AGENTS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export function showingText(page: number, total: number, pageSize = AGENTS_PAGE_SIZE): string {
  if (total === 0) return "No data found";
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} - ${Math.min(total, page * pageSize)} of ${total} results`;
}

export type PageItem = number | "break";

/** The page links react-paginate shows for 1-based `page`: margin pages at both ends, a range around the current page. */
export function paginationItems(page: number, count: number, margin = PAGINATION_MARGIN, range = PAGINATION_RANGE): PageItem[] {
  if (count <= range) return Array.from({ length: count }, (_, i) => i + 1);
  const selected = page - 1;
  let left = range / 2;
  let right = range - left;
  if (selected > count - range / 2) {
    right = count - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  const items: PageItem[] = [];
  for (let index = 0; index < count; index++) {
    const n = index + 1;
    const inRange = index >= selected - left && index <= selected + (selected === 0 && range > 1 ? right - 1 : right);
    if (n <= margin || n > count - margin || inRange) items.push(n);
    else if (items[items.length - 1] !== "break") items.push("break");
  }
  return items;
}
