import { endpoints } from "@hpm/contracts/endpoints";
import { describe, expect, it } from "vitest";
import { POST_READS } from "./api";

describe("the API client's reads", () => {
  it("knows every read sent as POST (a read gives up on a silent network; a write is left to finish)", () => {
    const postReads = Object.entries(endpoints)
      .filter(([name, e]) => e.method === "POST" && /^(get|list)[A-Z]/.test(name))
      .map(([name]) => name)
      .sort();
    expect([...POST_READS].sort()).toEqual(postReads);
  });
});
