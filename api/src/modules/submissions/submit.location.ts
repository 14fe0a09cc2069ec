import { type IncidentLocation, isCaptureTime, LOCATION_FIELD, type SubmissionKind } from "@hpm/contracts";
import { IncidentLocationSchema } from "@hpm/contracts/schemas";
import Value from "typebox/value";
import { BadRequestError } from "../../errors";

const MAX_LENGTH = 1000;
export const LOCATION_INVALID = "The location of the incident could not be read. Remove it and use your location again.";
export const LOCATION_NOT_TAKEN = "This form does not take a location.";

const refuse = (message: string, detail: string) => new BadRequestError(message, [{ path: LOCATION_FIELD, message: detail }]);

/**
 * The incident report's location (LOCATION_FIELD, JSON of IncidentLocation), checked; undefined when none was sent.
 * Only the incident report takes one: any other form naming it is refused (nothing sent is silently dropped).
 */
export function readLocation(kind: SubmissionKind, fields: Record<string, string>): IncidentLocation | undefined {
  const raw = fields[LOCATION_FIELD];
  if (raw === undefined || raw === "") return undefined;
  if (kind !== "ers") throw refuse(LOCATION_NOT_TAKEN, "only the incident report takes a location");
  if (raw.length > MAX_LENGTH) throw refuse(LOCATION_INVALID, `longer than ${MAX_LENGTH} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refuse(LOCATION_INVALID, "not JSON");
  }
  if (!Value.Check(IncidentLocationSchema, parsed)) {
    const first = Value.Errors(IncidentLocationSchema, parsed)[0];
    const where = first?.instancePath ? first.instancePath.slice(1) : "location";
    throw refuse(LOCATION_INVALID, `${where}: ${first?.message ?? "not a location"}`);
  }
  if (!isCaptureTime(parsed.capturedAt)) throw refuse(LOCATION_INVALID, "capturedAt: not an ISO date and time");
  return {
    latitude: parsed.latitude,
    longitude: parsed.longitude,
    accuracy: parsed.accuracy,
    capturedAt: new Date(parsed.capturedAt).toISOString(),
    ...(parsed.adjusted ? { adjusted: true } : {}),
  };
}

/** The meta key a submission's location is stored under (JSON text: meta holds strings). */
export const LOCATION_META = "location";

/** A stored submission's location, if it has one (what readLocation gave, read back from meta). */
export function storedLocation(meta: Record<string, string>): IncidentLocation | undefined {
  const raw = meta[LOCATION_META];
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Value.Check(IncidentLocationSchema, parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
