import { describe, expect, it } from "vitest";
import { onDataDiet } from "./warm-cache";

describe("the data diet", () => {
  it("is on for Save-Data and for 2G-class connections", () => {
    expect(onDataDiet({ connection: { saveData: true, effectiveType: "4g" } })).toBe(true);
    expect(onDataDiet({ connection: { effectiveType: "2g" } })).toBe(true);
    expect(onDataDiet({ connection: { effectiveType: "slow-2g" } })).toBe(true);
  });

  it("is off on 3G and 4G, and where the browser says nothing of its connection", () => {
    expect(onDataDiet({ connection: { saveData: false, effectiveType: "3g" } })).toBe(false);
    expect(onDataDiet({ connection: { effectiveType: "4g" } })).toBe(false);
    expect(onDataDiet({})).toBe(false);
  });
});
