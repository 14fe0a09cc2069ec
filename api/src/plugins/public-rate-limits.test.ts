import { describe, expect, it } from "vitest";
import { setupApp } from "../test/helper";

const LIMIT = 3;
const t = setupApp({ MAIL_WORKER: "false", RATE_LIMIT_PER_MINUTE: String(LIMIT) });

const get = (url: string, remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });

// public GETs that do work per request (a text search, the payment sandbox's page), with their share of the limit;
// pages have none (plugins/web.test.ts)
const ROUTES: [string, number][] = [
  ["/api/blog/published/search?search=hail&page=1", 5],
  ["/api/search?q=hail", 5],
  [`/auth/sandbox-portal/${"a".repeat(32)}?token=x`, 2],
];

describe("rate limits on public reads that do work", () => {
  it.each(ROUTES)("%s answers 429 once a caller exceeds %i times the limit", async (url, factor) => {
    const caller = `10.9.${factor}.1`;
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT * factor; n++) statuses.push((await get(url, caller)).statusCode);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const over = await get(url, caller);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: false, message: expect.stringMatching(/^Too many requests/) });
    // another caller is not affected
    expect((await get(url, "10.9.200.1")).statusCode).not.toBe(429);
  });
});
