// Builds the agent directory's offline place data from registry packages (dev dependencies only):
//   web/src/features/agents/data/gazetteer.json  cities and ZIP codes of the served states (zipcodes, BSD)
//   web/src/features/agents/data/basemap.json    state and county outlines as GeoJSON (us-atlas, ISC)
// Run: node scripts/build-gazetteer.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { feature, mesh } from "topojson-client";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "web/src/features/agents/data");

const SERVED = { MT: "30", WY: "56", CO: "08" };
const NEIGHBOURS = new Set([
  "30",
  "56",
  "08",
  "16",
  "38",
  "46",
  "31",
  "20",
  "40",
  "35",
  "04",
  "49",
  "53",
  "41",
  "32",
  "48",
  "27",
  "19",
]);
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;

function gazetteer() {
  const { codes } = require("zipcodes/lib/codes.js");
  const rows = Object.values(codes)
    .filter((c) => c.state in SERVED && Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && c.latitude !== 0)
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const cityIndex = new Map();
  const cities = [];
  for (const r of rows) {
    const key = `${r.city}|${r.state}`;
    if (!cityIndex.has(key)) {
      cityIndex.set(key, cities.length);
      cities.push({ name: r.city, state: r.state, lat: 0, lng: 0, n: 0 });
    }
    const c = cities[cityIndex.get(key)];
    c.lat += r.latitude;
    c.lng += r.longitude;
    c.n += 1;
  }
  return {
    source: "zipcodes (npm, BSD-3-Clause), federalgovernmentzipcodes.us",
    cities: cities.map((c) => [c.name, c.state, round(c.lat / c.n, 4), round(c.lng / c.n, 4), c.n]),
    zips: rows.map((r) => [r.zip, cityIndex.get(`${r.city}|${r.state}`), round(r.latitude, 4), round(r.longitude, 4)]),
  };
}

const roundLine = (line) => {
  const out = [];
  for (const [x, y] of line) {
    const p = [round(x, 3), round(y, 3)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
};

function roundGeometry(g) {
  if (g.type === "MultiLineString") return { type: g.type, coordinates: g.coordinates.map(roundLine) };
  if (g.type === "LineString") return { type: g.type, coordinates: roundLine(g.coordinates) };
  if (g.type === "Polygon") return { type: g.type, coordinates: g.coordinates.map(roundLine) };
  if (g.type === "MultiPolygon") return { type: g.type, coordinates: g.coordinates.map((p) => p.map(roundLine)) };
  throw new Error(`unexpected geometry ${g.type}`);
}

function basemap() {
  const states = require("us-atlas/states-10m.json");
  const counties = require("us-atlas/counties-10m.json");
  const served = new Set(Object.values(SERVED));
  const stateFeatures = feature(states, states.objects.states).features.filter((f) => served.has(f.id));
  const stateLines = mesh(states, states.objects.states, (a, b) => NEIGHBOURS.has(a.id) || NEIGHBOURS.has(b.id));
  const inServed = (g) => served.has(String(g.id).slice(0, 2));
  const countyLines = mesh(counties, counties.objects.counties, (a, b) => a !== b && (inServed(a) || inServed(b)));
  return {
    type: "FeatureCollection",
    features: [
      ...stateFeatures.map((f) => ({
        type: "Feature",
        properties: { kind: "state", name: f.properties.name },
        geometry: roundGeometry(f.geometry),
      })),
      { type: "Feature", properties: { kind: "county-line" }, geometry: roundGeometry(countyLines) },
      { type: "Feature", properties: { kind: "state-line" }, geometry: roundGeometry(stateLines) },
    ],
  };
}

mkdirSync(outDir, { recursive: true });
const g = gazetteer();
writeFileSync(join(outDir, "gazetteer.json"), `${JSON.stringify(g)}\n`);
const b = basemap();
writeFileSync(join(outDir, "basemap.json"), `${JSON.stringify(b)}\n`);
console.log(`gazetteer: ${g.cities.length} places, ${g.zips.length} ZIP codes; basemap: ${b.features.length} features`);
