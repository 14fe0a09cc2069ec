import { describe, expect, it } from "vitest";
import { queryClient } from "./query-client";

describe("query client", () => {
  it("keeps cached queries with a garbage-collection time a browser timer can hold", () => {
    const gcTime = queryClient.getDefaultOptions().queries?.gcTime ?? 0;
    expect(gcTime).toBeGreaterThan(7 * 24 * 60 * 60 * 1000);
    expect(gcTime).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});
