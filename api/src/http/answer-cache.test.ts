import { describe, expect, it } from "vitest";
import { answerBody, answerOfJson, createPageCache, resultJson } from "./answer-cache";

describe("page cache", () => {
  it("serves the serialized answer until it expires or its page is saved", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPageCache(1000, { now: () => clock });
    const load = async () => ({ banner: { title: { value: `v${++loads}` } } });
    const first = await cache.get("mwfbi", "FAQ", load);
    expect(JSON.parse(first)).toEqual({ status: true, result: { banner: { title: { value: "v1" } } } });
    expect(await cache.get("mwfbi", "FAQ", load)).toBe(first);
    expect(loads).toBe(1);
    await cache.get("golf", "FAQ", load);
    expect(loads).toBe(2);
    await cache.invalidate("mwfbi", "FAQ");
    expect(await cache.get("mwfbi", "FAQ", load)).toContain("v3");
    clock = 1001;
    expect(await cache.get("mwfbi", "FAQ", load)).toContain("v4");
  });

  it("reads past the cache when asked (an editor), and leaves the cached answer as it was", async () => {
    let loads = 0;
    const cache = createPageCache(60_000);
    const load = async () => ({ n: ++loads });
    expect(await cache.get("mwfbi", "FAQ", load)).toContain('"n":1');
    expect(await cache.get("mwfbi", "FAQ", load, true)).toContain('"n":2');
    expect(await cache.get("mwfbi", "FAQ", load)).toContain('"n":1');
  });
});

describe("answers as JSON text", () => {
  it("takes a cached answer's result out, and puts a serialized result into an answer, as answerBody would", () => {
    for (const result of [{ TopBanner: { title: { value: 'a "quoted" }' } } }, [], [1, { a: null }], "x", 0]) {
      expect(JSON.parse(resultJson(answerBody(result)))).toEqual(result);
      expect(answerOfJson(JSON.stringify(result))).toBe(answerBody(result));
    }
  });
});
