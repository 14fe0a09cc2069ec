import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageViewQueue, PAGE_VIEW_KEY, readQueue } from "./page-view-queue";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("page-view queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps views while offline and sends them once the network is back", async () => {
    const storage = memoryStorage();
    const sent: string[][] = [];
    let online = false;
    const queue = createPageViewQueue(
      storage,
      async (paths) => {
        sent.push(paths);
        return true;
      },
      () => false,
      () => online,
    );
    queue.record("/360/faq");
    queue.record("/360/find-an-agent");
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual([]);
    expect(readQueue(storage)).toEqual(["/360/faq", "/360/find-an-agent"]);

    online = true;
    await queue.flush();
    expect(sent).toEqual([["/360/faq", "/360/find-an-agent"]]);
    expect(readQueue(storage)).toEqual([]);
  });

  it("keeps the batch when the server cannot be reached, and ignores a corrupt store", async () => {
    const storage = memoryStorage();
    storage.setItem(PAGE_VIEW_KEY, "{not json");
    const queue = createPageViewQueue(
      storage,
      async () => false,
      () => false,
      () => true,
    );
    queue.record("/360");
    await queue.flush();
    expect(readQueue(storage)).toEqual(["/360"]);
  });

  it("hands the queue to sendBeacon when the page is hidden", () => {
    const storage = memoryStorage();
    const beacons: string[][] = [];
    const queue = createPageViewQueue(
      storage,
      async () => true,
      (paths) => {
        beacons.push(paths);
        return true;
      },
      () => true,
    );
    queue.record("/360/about");
    queue.flushWithBeacon();
    expect(beacons).toEqual([["/360/about"]]);
    expect(readQueue(storage)).toEqual([]);
  });
});
