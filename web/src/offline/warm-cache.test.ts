import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CONTENT_FRESH_MS, pageContentQueryOptions } from "../content/queries";
import { PUBLIC_READ } from "./query-meta";
import { keepAnswer, onDataDiet } from "./warm-cache";

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

describe("a page's content kept from the warm-up's batch", () => {
  const faq = () => pageContentQueryOptions("FAQ");
  const answer = (text: string) => ({ Section_1: { title: { value: text } } });

  it("is dated when the server answered, so it is stale once that is long enough ago, however late it was kept", () => {
    const queryClient = new QueryClient();
    const answeredAt = Date.now() - CONTENT_FRESH_MS - 1000;
    keepAnswer(queryClient, faq(), answer("before the edit"), answeredAt);
    const query = queryClient.getQueryCache().find({ queryKey: faq().queryKey });
    expect(query?.state.data).toEqual(answer("before the edit"));
    expect(query?.state.dataUpdatedAt).toBe(answeredAt);
    // a page showing it asks again (its staleTime is the content's)
    expect(query?.isStaleByTime(CONTENT_FRESH_MS)).toBe(true);
    // and it is kept on the device as the page's own read would be
    expect(query?.meta).toEqual(PUBLIC_READ);
  });

  it("leaves a copy the page read after the batch was answered", () => {
    const queryClient = new QueryClient();
    const answeredAt = Date.now() - 5000;
    queryClient.setQueryData(faq().queryKey, answer("read by the page"));
    keepAnswer(queryClient, faq(), answer("from the batch"), answeredAt);
    expect(queryClient.getQueryData(faq().queryKey)).toEqual(answer("read by the page"));
  });
});
