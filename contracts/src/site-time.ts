/**
 * Times in the site's time zone (issue 30): entered and shown in SITE_TIME_ZONE, sent as UTC. Apart from publishing.ts,
 * which the visitors' startup chunk holds, so only the editors' chunks that use these carry them.
 */

/** The offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2026-12-01T09:00", as an <input type="datetime-local"> gives it) names in
 * `timeZone`; null when it is not such a time. A time skipped by a DST change moves forward by the gap; a repeated
 * one is the first of the two.
 */
export function zonedTimeToUtc(wall: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(guess)) return null;
  let utc = guess - zoneOffsetMs(guess, timeZone);
  const again = guess - zoneOffsetMs(utc, timeZone);
  if (again !== utc) utc = Math.min(utc, again);
  return new Date(utc);
}

/** An instant as the wall-clock time of `timeZone`, in the form <input type="datetime-local"> takes ("2026-12-01T09:00"). */
export function utcToZonedInput(date: Date, timeZone: string): string {
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}

/** An instant for people: "Nov 25, 10:42 AM MST" in the site's time zone. */
export function formatSiteTime(date: Date | string, timeZone: string, withZone = true): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(new Date(date));
}
