import { afterEach, describe, expect, it, vi } from "vitest";
import { importWhenOnline } from "./chunk";

const failed = () => new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/OutboxList-abc.js");

describe("importWhenOnline", () => {
  const listeners = new Map<string, () => void>();
  const nav = { onLine: true };
  vi.stubGlobal("navigator", nav);
  vi.stubGlobal("addEventListener", (type: string, fn: () => void) => listeners.set(type, fn));
  afterEach(() => {
    nav.onLine = true;
    listeners.clear();
  });

  it("waits while offline and loads the chunk once the connection returns", async () => {
    nav.onLine = false;
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(failed()) : Promise.resolve("module"));
    const result = importWhenOnline(load);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(1);
    expect(listeners.has("online")).toBe(true);
    nav.onLine = true;
    listeners.get("online")?.();
    await expect(result).resolves.toBe("module");
    expect(calls).toBe(2);
  });

  it("gives up on a chunk that stays missing while online, after three more tries", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const result = importWhenOnline(() => {
      calls++;
      return Promise.reject(failed());
    });
    const settled = expect(result).rejects.toThrow(/dynamically imported module/);
    await vi.runAllTimersAsync();
    await settled;
    expect(calls).toBe(4);
    vi.useRealTimers();
  });
});
