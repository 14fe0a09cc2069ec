import { describe, expect, it } from "vitest";
import type { GazetteerCity } from "./gazetteer";
import { mapLabels } from "./map-labels";
import { chooseMapStyle, configuredMapStyle } from "./map-style";

const cities: GazetteerCity[] = [
  ["Laramie", "WY", 41.3706, -105.6237, 4],
  ["Centennial", "WY", 41.2983, -106.1397, 1],
  ["Cheyenne", "WY", 41.14, -104.82, 6],
  ["Billings", "MT", 45.78, -108.5, 9],
];
const office = { lat: 41.3114, lng: -105.5911 };
/** About what a 1280 x 400 px map shows around the office at zoom 10. */
const zoom10 = { zoom: 10, bounds: [-105.93, 41.21, -105.25, 41.41] as [number, number, number, number] };
/** And at zoom 16: a few hundred metres. */
const zoom16 = { zoom: 16, bounds: [-105.602, 41.308, -105.58, 41.315] as [number, number, number, number] };

describe("town labels of the offline basemap", () => {
  it("names every town in view from zoom 9", () => {
    expect(mapLabels(cities, zoom10).map((l) => l.name)).toEqual(["Laramie"]);
  });

  it("names only bigger towns and agents' towns when zoomed out", () => {
    const region = { zoom: 7, bounds: [-112, 40, -104, 46] as [number, number, number, number] };
    expect(mapLabels(cities, region).map((l) => l.name)).toEqual(["Laramie", "Cheyenne", "Billings"]);
    expect(mapLabels(cities, region, new Set(["centennial"])).map((l) => l.name)).toContain("Centennial");
  });

  it("names the nearest town of a focused point, at the point when the town is out of view", () => {
    expect(mapLabels(cities, zoom16)).toEqual([]);
    expect(mapLabels(cities, zoom16, new Set(), office)).toEqual([{ name: "Laramie", state: "WY", ...office }]);
    expect(mapLabels(cities, zoom10, new Set(), office)).toEqual([
      { name: "Laramie", state: "WY", lat: 41.3706, lng: -105.6237 },
    ]);
  });
});

describe("the map style", () => {
  it("is the configured one only while it can load", () => {
    expect(chooseMapStyle("https://t.example/style.json", true, false)).toBe("https://t.example/style.json");
    expect(chooseMapStyle("https://t.example/style.json", false, false)).toBeNull();
    expect(chooseMapStyle("https://t.example/style.json", true, true)).toBeNull();
    expect(chooseMapStyle(null, true, false)).toBeNull();
  });

  it("is read from the page the server sent", () => {
    const doc = (content?: string) => ({
      querySelector: (selector: string) =>
        selector === 'meta[name="hpm-map-style"]' && content !== undefined ? ({ content } as unknown as Element) : null,
    });
    expect(configuredMapStyle(doc("https://t.example/style.json"))).toBe("https://t.example/style.json");
    expect(configuredMapStyle(doc())).toBeNull();
    expect(configuredMapStyle(undefined)).toBeNull();
  });
});
