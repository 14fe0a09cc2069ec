import { describe, expect, it } from "vitest";
import { formatSiteTime, unpublishedChangesLabel, utcToZonedInput, zonedTimeToUtc } from "./publishing";

describe("the site's time zone", () => {
  it("reads a wall time in Denver, winter and summer", () => {
    expect(zonedTimeToUtc("2026-12-01T09:00", "America/Denver")?.toISOString()).toBe("2026-12-01T16:00:00.000Z");
    expect(zonedTimeToUtc("2026-07-01T09:00", "America/Denver")?.toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(zonedTimeToUtc("2026-07-01T09:00", "UTC")?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
  });

  it("moves a skipped time forward and takes the first of a repeated one", () => {
    // 2026-03-08 02:30 does not exist in Denver (clocks go 02:00 -> 03:00)
    const skipped = zonedTimeToUtc("2026-03-08T02:30", "America/Denver");
    expect(skipped && utcToZonedInput(skipped, "America/Denver")).toMatch(/^2026-03-08T0[13]:30$/);
    // 2026-11-01 01:30 happens twice: the first is MDT (UTC-6)
    expect(zonedTimeToUtc("2026-11-01T01:30", "America/Denver")?.toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("refuses what is not a wall time", () => {
    expect(zonedTimeToUtc("tomorrow", "America/Denver")).toBeNull();
    expect(zonedTimeToUtc("2026-12-01", "America/Denver")).toBeNull();
  });

  it("round-trips through the form's value and reads for people", () => {
    const at = new Date("2026-11-25T17:42:00Z");
    expect(utcToZonedInput(at, "America/Denver")).toBe("2026-11-25T10:42");
    expect(formatSiteTime(at, "America/Denver")).toBe("Nov 25, 2026, 10:42 AM MST");
    expect(unpublishedChangesLabel(1)).toBe("This page has 1 unpublished change");
    expect(unpublishedChangesLabel(2)).toBe("This page has 2 unpublished changes");
  });
});
