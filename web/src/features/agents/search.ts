import type { Agent } from "@hpm/contracts";

export const AGENTS_PAGE_SIZE = 10;
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

const collator = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: AgentHit, b: AgentHit) => collator.compare(a.agent.title, b.agent.title);

const byDistance = (a: AgentHit, b: AgentHit) => {
  if (a.distance === null || b.distance === null) return a.distance === null ? (b.distance === null ? byName(a, b) : 1) : -1;
  return a.distance - b.distance || byName(a, b);
};

const distanceFrom = (place: Place, agent: Agent) =>
  agent.lat === null || agent.lng === null ? null : distanceMiles(place.lat, place.lng, agent.lat, agent.lng);

/**
 * Name typed: case-insensitive substring of the name. Otherwise a place keeps the spec's rule
 * (address contains the city) and adds the nearest agents: every one within NEAR_RADIUS_MILES,
 * and at least the NEAREST_MIN nearest. Sorted by distance when there is a place, else by name.
 */
export function searchAgents(agents: readonly Agent[], { name, place }: AgentQuery): AgentHit[] {
  const needle = name.trim().toLowerCase();
  if (needle !== "") {
    const hits: AgentHit[] = [];
    for (const agent of agents) {
      if (agent.title.toLowerCase().includes(needle)) hits.push({ agent, distance: place ? distanceFrom(place, agent) : null });
    }
    return hits.sort(place ? byDistance : byName);
  }
  if (!place) return agents.map((agent) => ({ agent, distance: null })).sort(byName);

  const city = place.city.trim().toLowerCase();
  const inCity = (a: Agent) =>
    city !== "" && place.kind !== "me" && (a.address.toLowerCase().includes(city) || a.address2.toLowerCase().includes(city));
  const scored = agents.map((agent) => ({ agent, distance: distanceFrom(place, agent) }));
  const distances: number[] = [];
  for (const h of scored) if (h.distance !== null) distances.push(h.distance);
  const sorted = Float64Array.from(distances).sort();
  const cutoff = Math.max(NEAR_RADIUS_MILES, sorted[Math.min(NEAREST_MIN, sorted.length) - 1] ?? 0);
  return scored.filter((hit) => (hit.distance !== null && hit.distance <= cutoff) || inCity(hit.agent)).sort(byDistance);
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
