import { describe, expect, it } from "vitest";
import { isUsable, type PersistedQuery } from "./idb-persister";

describe("isUsable", () => {
  const saved = {
    buster: "v2",
    timestamp: 1_000,
    query: { queryHash: '["a"]', queryKey: ["a"], state: {} },
  } as unknown as PersistedQuery;

  it("accepts a fresh query of the same version", () => {
    expect(isUsable(saved, "v2", 500, 1_400)).toBe(true);
  });

  it("rejects a missing, outdated or too old query", () => {
    expect(isUsable(undefined, "v2", 500, 1_400)).toBe(false);
    expect(isUsable(saved, "v1", 500, 1_400)).toBe(false);
    expect(isUsable(saved, "v2", 500, 1_501)).toBe(false);
  });
});
