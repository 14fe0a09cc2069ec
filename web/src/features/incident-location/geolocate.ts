import type { IncidentLocation } from "@hpm/contracts";

/** How long the device may take for a fix (a cold GPS start outdoors takes seconds, rarely more). */
export const LOCATE_TIMEOUT_MS = 15_000;

export const LOCATE_MESSAGES = {
  denied: "Location permission was refused. Allow it in the browser's settings, or describe the place in the report.",
  unavailable: "Your location is not available right now. Try again in the open, or describe the place in the report.",
  timeout: "Finding your location took too long. Try again, or describe the place in the report.",
  unsupported: "This browser cannot give your location. Describe the place in the report.",
} as const;

export type LocateProblem = keyof typeof LOCATE_MESSAGES;

export class LocateError extends Error {
  constructor(readonly problem: LocateProblem) {
    super(LOCATE_MESSAGES[problem]);
  }
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** One fresh high-accuracy fix from the device (GPS needs no signal), as the report's location. */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<IncidentLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new LocateError("unsupported"));
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
          accuracy: Math.min(1_000_000, Math.max(0, Math.round(position.coords.accuracy * 10) / 10 || 0)),
          capturedAt: new Date(position.timestamp || Date.now()).toISOString(),
        }),
      (error) =>
        reject(
          new LocateError(
            error.code === error.PERMISSION_DENIED ? "denied" : error.code === error.TIMEOUT ? "timeout" : "unavailable",
          ),
        ),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 10_000 },
    );
  });
}
