import type { IncidentLocation } from "@hpm/contracts";

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const METRES_PER_DEGREE = 111_320;

/** The location moved `metres` north (negative: south) and east (negative: west), marked as moved by the agent. */
export function movedBy(l: IncidentLocation, north: number, east: number): IncidentLocation {
  const cos = Math.max(0.01, Math.cos((l.latitude * Math.PI) / 180));
  return placedAt(l, l.latitude + north / METRES_PER_DEGREE, l.longitude + east / (METRES_PER_DEGREE * cos));
}

/** The location put at these coordinates (clamped to the globe), marked as moved by the agent. */
export function placedAt(l: IncidentLocation, latitude: number, longitude: number): IncidentLocation {
  const lng = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { ...l, latitude: round(Math.min(90, Math.max(-90, latitude))), longitude: round(lng), adjusted: true };
}
