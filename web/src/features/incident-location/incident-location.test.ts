import { describe, expect, it } from "vitest";
import { LocateError, locate } from "./geolocate";
import { movedBy, placedAt } from "./pin-moves";

const fix = { latitude: 45, longitude: -110, accuracy: 8, capturedAt: "2026-11-26T14:32:05.000Z" };

describe("moving the pin", () => {
  it("moves by metres on the ground and marks the location as moved by the agent", () => {
    const north = movedBy(fix, 10, 0);
    expect(north.latitude - fix.latitude).toBeCloseTo(10 / 111_320, 6);
    expect(north.longitude).toBe(fix.longitude);
    const east = movedBy(fix, 0, 10);
    // a degree of longitude is shorter away from the equator
    expect(east.longitude - fix.longitude).toBeCloseTo(10 / (111_320 * Math.cos(Math.PI / 4)), 6);
    expect(north).toMatchObject({ adjusted: true, accuracy: 8, capturedAt: fix.capturedAt });
  });

  it("stays on the globe", () => {
    expect(placedAt(fix, 95, 0).latitude).toBe(90);
    expect(placedAt(fix, 10, 181).longitude).toBe(-179);
  });
});

/** A device's geolocation answering with `answer` (a position, or an error code). */
function device(answer: GeolocationPosition | { code: number }): Geolocation & { options?: PositionOptions } {
  const g = {
    options: undefined as PositionOptions | undefined,
    getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) {
      g.options = options;
      if ("coords" in answer) ok(answer);
      else fail?.({ code: answer.code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
  return g;
}

describe("locate", () => {
  it("asks for a fresh high-accuracy fix with a timeout and reads it as the report's location", async () => {
    const g = device({
      coords: { latitude: 41.3114012345, longitude: -105.5911, accuracy: 12.34 } as GeolocationCoordinates,
      timestamp: Date.parse("2026-11-26T14:32:05Z"),
    } as GeolocationPosition);
    expect(await locate(g)).toEqual({
      latitude: 41.311401,
      longitude: -105.5911,
      accuracy: 12.3,
      capturedAt: "2026-11-26T14:32:05.000Z",
    });
    expect(g.options).toMatchObject({ enableHighAccuracy: true, timeout: 15_000 });
    expect(g.options?.maximumAge).toBeLessThanOrEqual(30_000);
  });

  it.each([
    [1, "denied", "Location permission was refused. Allow it in the browser's settings, or describe the place in the report."],
    [2, "unavailable", /not available/],
    [3, "timeout", /took too long/],
  ] as const)("says why when the device answers error %i", async (code, problem, message) => {
    const error = await locate(device({ code })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocateError);
    expect((error as LocateError).problem).toBe(problem);
    expect((error as LocateError).message).toMatch(message);
  });

  it("says so on a browser without geolocation", async () => {
    await expect(locate(undefined)).rejects.toMatchObject({ problem: "unsupported" });
  });
});
