import type { Static } from "typebox";
import type * as schemas from "./schemas/index";

/** Where an incident happened (schemas/submissions IncidentLocationSchema); the incident report's LOCATION_FIELD. */
export type IncidentLocation = Static<typeof schemas.IncidentLocationSchema>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The rule on capturedAt beyond the schema: an ISO date-time that names a real moment (Date.parse alone takes almost anything). */
export const isCaptureTime = (value: string) => ISO_DATE_TIME.test(value) && Number.isFinite(Date.parse(value));

/** A coordinate as the office reads it: 5 decimals (about a metre). */
export const coordinateText = (degrees: number) => degrees.toFixed(5);

/** OpenStreetMap with a marker on the place. */
export function locationMapUrl(l: Pick<IncidentLocation, "latitude" | "longitude">) {
  const lat = coordinateText(l.latitude);
  const lon = coordinateText(l.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** The capture time in `timeZone` (the site's), else in UTC; the zone is always named. */
export function captureTimeText(iso: string, timeZone = "UTC") {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
}

export const accuracyText = (metres: number) => (metres > 0 ? `accuracy ± ${Math.round(metres)} m` : "accuracy unknown");

/** The words the office's e-mail and the inbox show for a location. */
export function describeLocation(l: IncidentLocation, timeZone?: string) {
  return {
    coordinates: `${coordinateText(l.latitude)}, ${coordinateText(l.longitude)}`,
    accuracy: accuracyText(l.accuracy),
    captured: `captured ${captureTimeText(l.capturedAt, timeZone)}`,
    adjusted: l.adjusted ? "moved by the agent" : null,
    mapUrl: locationMapUrl(l),
  };
}
