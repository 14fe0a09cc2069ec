import { describe, expect, it } from "vitest";
import { captureTimeText, describeLocation, isCaptureTime, locationMapUrl } from "./incident-location";

describe("incident location words", () => {
  it("takes ISO date-times only (Date.parse alone guesses at anything)", () => {
    expect(isCaptureTime("2026-11-26T14:32:05.120Z")).toBe(true);
    expect(isCaptureTime("2026-11-26T07:32-07:00")).toBe(true);
    for (const bad of ["2026-11-26", "Thursday 26 11 2026", "2026-13-45T25:61:00Z", "foo 1", ""])
      expect(isCaptureTime(bad), bad).toBe(false);
  });

  it("gives 5 decimals, the accuracy in metres, the time in UTC (said) and the map link", () => {
    const d = describeLocation({
      latitude: 41.311401,
      longitude: -105.591104,
      accuracy: 12.6,
      capturedAt: "2026-11-26T14:32:05Z",
    });
    expect(d).toEqual({
      coordinates: "41.31140, -105.59110",
      accuracy: "accuracy ± 13 m",
      captured: "captured Nov 26, 2026, 2:32 PM UTC",
      adjusted: null,
      mapUrl: "https://www.openstreetmap.org/?mlat=41.31140&mlon=-105.59110#map=17/41.31140/-105.59110",
    });
    expect(
      describeLocation({ latitude: 0, longitude: 0, accuracy: 0, capturedAt: "2026-01-01T00:00:00Z", adjusted: true }),
    ).toMatchObject({ accuracy: "accuracy unknown", adjusted: "moved by the agent" });
  });

  it("names a site's time zone when one is given", () => {
    expect(captureTimeText("2026-11-26T14:32:05Z", "America/Denver")).toBe("Nov 26, 2026, 7:32 AM MST");
    expect(locationMapUrl({ latitude: -33.5, longitude: 151 })).toContain("mlat=-33.50000&mlon=151.00000");
  });
});
