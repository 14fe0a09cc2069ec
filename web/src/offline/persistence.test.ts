import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { restoreSaved } from "./persistence";

describe("restoreSaved", () => {
  const saved = (key: string, data: unknown, at: number) => {
    const source = new QueryClient();
    source.setQueryData([key], data, { updatedAt: at });
    return dehydrate(source).queries;
  };

  it("shows what the device kept, as stale, however recently it was written", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    restoreSaved(client, saved("content", { title: "kept" }, Date.now() - 1_000));
    const query = client.getQueryCache().find({ queryKey: ["content"] });
    expect(query?.state.data).toEqual({ title: "kept" });
    expect(query?.isStaleByTime(60_000)).toBe(true);
  });

  it("leaves a newer answer already in the cache (the server's render) as it is, and fresh", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(["content"], { title: "rendered" });
    restoreSaved(client, saved("content", { title: "kept" }, Date.now() - 5_000));
    const query = client.getQueryCache().find({ queryKey: ["content"] });
    expect(query?.state.data).toEqual({ title: "rendered" });
    expect(query?.isStaleByTime(60_000)).toBe(false);
  });

  it("leaves the same answer the page wrote a moment ago fresh (it came from the server, not from storage)", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const at = Date.now() - 1_000;
    client.setQueryData(["content"], { title: "rendered" }, { updatedAt: at });
    restoreSaved(client, saved("content", { title: "rendered" }, at));
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ["content"] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
  });
});
