import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { restoreSaved } from "./persistence";

describe("restoreSaved", () => {
  const FRESH_MS = 60_000;
  const cacheWith = () => new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_MS } } });
  const content = (client: QueryClient) => client.getQueryCache().find({ queryKey: ["content"] });
  const saved = (key: string, data: unknown, at: number) => {
    const source = new QueryClient();
    source.setQueryData([key], data, { updatedAt: at });
    return dehydrate(source).queries;
  };

  it("shows what the device kept, as stale, however recently it was written", () => {
    const client = cacheWith();
    restoreSaved(client, saved("content", { title: "kept" }, Date.now() - 1_000));
    const query = content(client);
    expect(query?.state.data).toEqual({ title: "kept" });
    expect(query?.isStaleByTime(FRESH_MS)).toBe(true);
  });

  it("leaves a newer answer already in the cache (the server's render) as it is, and fresh", () => {
    const client = cacheWith();
    client.setQueryData(["content"], { title: "rendered" });
    restoreSaved(client, saved("content", { title: "kept" }, Date.now() - 5_000));
    const query = content(client);
    expect(query?.state.data).toEqual({ title: "rendered" });
    expect(query?.isStaleByTime(FRESH_MS)).toBe(false);
  });

  it("leaves the same answer the page wrote a moment ago fresh (it came from the server, not from storage)", () => {
    const client = cacheWith();
    const at = Date.now() - 1_000;
    client.setQueryData(["content"], { title: "rendered" }, { updatedAt: at });
    restoreSaved(client, saved("content", { title: "rendered" }, at));
    expect(content(client)?.isStaleByTime(FRESH_MS)).toBe(false);
  });
});
