import type { GazetteerCity } from "./gazetteer";
import { distanceMiles } from "./search";

export interface MapLabel {
  name: string;
  state: string;
  lat: number;
  lng: number;
}

export interface LabelView {
  zoom: number;
  /** west, south, east, north */
  bounds: [number, number, number, number];
}

const MAX_LABELS = 150;

export function nearestCity(cities: readonly GazetteerCity[], lat: number, lng: number): GazetteerCity | undefined {
  let best: GazetteerCity | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const c of cities) {
    const miles = distanceMiles(lat, lng, c[2], c[3]);
    if (miles < bestMiles) [best, bestMiles] = [c, miles];
  }
  return best;
}

/**
 * Town names for the offline basemap: every town in view from zoom 9, bigger towns (2+ ZIP codes) and agents' towns
 * before that. A map focused on one point always names its nearest town; when that town lies outside the view (a
 * close zoom), the name sits at the point itself.
 */
export function mapLabels(
  cities: readonly GazetteerCity[],
  { zoom, bounds: [w, s, e, n] }: LabelView,
  agentCities: ReadonlySet<string> = new Set(),
  focus?: { lat: number; lng: number },
): MapLabel[] {
  const inView = (lat: number, lng: number) => lng >= w && lng <= e && lat >= s && lat <= n;
  const shown = cities.filter(
    ([name, , lat, lng, zips]) =>
      inView(lat, lng) && (zoom >= 9 || zips >= 2 || (zoom >= 7 && agentCities.has(name.toLowerCase()))),
  );
  const labels = shown.slice(0, MAX_LABELS).map(([name, state, lat, lng]) => ({ name, state, lat, lng }));
  if (!focus) return labels;
  const near = nearestCity(cities, focus.lat, focus.lng);
  if (!near || labels.some((l) => l.name === near[0] && l.state === near[1])) return labels;
  const [name, state, lat, lng] = near;
  return [...labels, inView(lat, lng) ? { name, state, lat, lng } : { name, state, lat: focus.lat, lng: focus.lng }];
}
