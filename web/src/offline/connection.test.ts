// @vitest-environment happy-dom
import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { isNetworkSilent, networkAnswered, networkWentSilent } from "./connection";
import { followTheConnection } from "./query-client";

const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

afterEach(() => networkAnswered());

describe("a network that answers nothing", () => {
  it("is marked on the page, and cleared when something answers", () => {
    networkWentSilent();
    expect(isNetworkSilent()).toBe(true);
    expect(document.documentElement.dataset.network).toBe("silent");
    networkAnswered();
    expect(isNetworkSilent()).toBe(false);
    expect(document.documentElement.dataset.network).toBeUndefined();
  });

  it("takes the query cache offline: a read that gave up waits with its saved answer, as offline, and resumes when the network answers", async () => {
    followTheConnection();
    expect(onlineManager.isOnline()).toBe(true);
    const client = new QueryClient({
      defaultOptions: { queries: { networkMode: "offlineFirst", retry: 1, retryDelay: 10, staleTime: 0 } },
    });
    client.mount(); // (as the app's QueryClientProvider does: it listens to the online manager)
    client.setQueryData(["page"], "saved");
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["page"],
      queryFn: async () => {
        calls++;
        if (calls === 1) {
          // (what lib/api.ts does when a read gets nothing back for a few seconds)
          networkWentSilent();
          throw new Error("Could not reach the server. Check your connection.");
        }
        return "fresh";
      },
    });
    const stop = observer.subscribe(() => undefined);
    try {
      await until(() => observer.getCurrentResult().fetchStatus === "paused");
      expect(onlineManager.isOnline()).toBe(false);
      expect(observer.getCurrentResult()).toMatchObject({ status: "success", data: "saved" });
      expect(calls).toBe(1);

      networkAnswered();
      await until(() => observer.getCurrentResult().data === "fresh");
      expect(onlineManager.isOnline()).toBe(true);
      expect(calls).toBe(2);
    } finally {
      stop();
      client.unmount();
      client.clear();
    }
  });
});
