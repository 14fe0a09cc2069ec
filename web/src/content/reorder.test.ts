import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, moveItem, REORDER_SAVE_DELAY_MS } from "./reorder";

describe("moveItem", () => {
  it("moves an item up and down", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("leaves the list unchanged at the edges and does not mutate the input", () => {
    const list = ["a", "b"];
    expect(moveItem(list, 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(list, 1, 1)).toEqual(["a", "b"]);
    moveItem(list, 0, 1);
    expect(list).toEqual(["a", "b"]);
  });
});

describe("debounce (reorder save)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, 2 seconds after the last move, with the latest order", () => {
    const save = vi.fn();
    const d = debounce(save, REORDER_SAVE_DELAY_MS);
    d.schedule(["b", "a", "c"]);
    vi.advanceTimersByTime(1500);
    d.schedule(["b", "c", "a"]);
    vi.advanceTimersByTime(1999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(["b", "c", "a"]);
    expect(d.pending()).toBe(false);
  });

  it("flush saves a pending order at once and cancel drops it", () => {
    const save = vi.fn();
    const d = debounce(save, REORDER_SAVE_DELAY_MS);
    d.schedule([1]);
    d.flush();
    expect(save).toHaveBeenCalledWith([1]);
    d.schedule([2]);
    d.cancel();
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
    d.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
