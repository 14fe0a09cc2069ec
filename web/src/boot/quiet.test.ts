import { describe, expect, it } from "vitest";
import { INTENT_EVENTS as APP_INTENT, QUIET_MS as APP_QUIET } from "../lib/page-quiet";
import { INTENT_EVENTS, QUIET_MS } from "./quiet";

describe("the entry script's quiet", () => {
  it("is the application's: the same wait after load and the same signs of a visitor using the page", () => {
    expect(QUIET_MS).toBe(APP_QUIET);
    expect([...INTENT_EVENTS]).toEqual([...APP_INTENT]);
  });
});
