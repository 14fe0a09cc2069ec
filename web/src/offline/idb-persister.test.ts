import { describe, expect, it } from "vitest";
import { isUsable, type PersistedCache } from "./idb-persister";

describe("isUsable", () => {
  const saved: PersistedCache = { buster: "v1", timestamp: 1_000, state: { mutations: [], queries: [] } };

  it("accepts a fresh cache of the same version", () => {
    expect(isUsable(saved, "v1", 500, 1_400)).toBe(true);
  });

  it("rejects a missing, outdated or too old cache", () => {
    expect(isUsable(undefined, "v1", 500, 1_400)).toBe(false);
    expect(isUsable(saved, "v2", 500, 1_400)).toBe(false);
    expect(isUsable(saved, "v1", 500, 1_501)).toBe(false);
  });
});
