import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageQueryValue, sitePages } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { setupApp } from "../test/helper";
import { pageTarget } from "./web";

// Issue 31: the search results page (`/360/search?q=`) is rendered on the server from its `q`. A page whose manifest
// entry names `queryParams` is rendered and kept per their values; every other page per its path alone.

/** The server's page renderer stood in for: it counts its renders and shows the address it was asked to render. */
const RENDERER = `
const stats = (globalThis.__queryPageRenders ??= { renders: 0 });
export function configureServer() {}
export async function render(url) {
  stats.renders += 1;
  return { html: "<main>rendered " + url + " as render " + stats.renders + "</main>", head: "", state: {} };
}`;

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), "hpm-query-site-"));
  mkdirSync(join(dir, "dist"));
  mkdirSync(join(dir, "dist-server"));
  writeFileSync(
    join(dir, "dist/index.html"),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, "dist-server/entry-server.js"), RENDERER);
  return join(dir, "dist");
}

const renders = () => (globalThis as { __queryPageRenders?: { renders: number } }).__queryPageRenders?.renders ?? 0;

const t = setupApp({ WEB_DIST: site(), PAGE_CACHE_MS: "600000" });
const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  const [, rendered, n] = res.body.match(/rendered (\S+) as render (\d+)/) ?? [];
  return { rendered, render: Number(n) };
};

describe("a page that reads query parameters", () => {
  it("is the search results page, by its manifest entry", () => {
    expect(sitePages.search.queryParams).toEqual(["q"]);
  });

  it("is rendered from, and kept per, the normalized values of those parameters alone", async () => {
    const hail = await page("/360/search?q=hail");
    expect(hail.rendered).toBe("/360/search?q=hail");
    const count = renders();
    // the same q (as typed, with white space or with other parameters) is the kept page
    for (const url of [
      "/360/search?q=hail",
      "/360/search?q=%20hail%0A",
      "/360/search?utm_source=sms&q=hail&n=7",
      "/360/search?q=hail&q=storm",
    ])
      expect(await page(url), url).toEqual(hail);
    expect(renders()).toBe(count);

    // another q is another render, kept in turn
    const storm = await page("/360/search?q=hail+storm");
    expect(storm.rendered).toBe("/360/search?q=hail%20storm");
    expect(storm.render).not.toBe(hail.render);
    expect(await page("/360/search?q=hail%20%20storm")).toEqual(storm);
    expect(renders()).toBe(count + 1);

    // without q (or an empty one): the page by its path, whatever else the address carries
    const bare = await page("/360/search");
    expect(bare.rendered).toBe("/360/search");
    for (const url of ["/360/search?q=", "/360/search?q=%20", "/360/search?utm_source=sms"])
      expect(await page(url), url).toEqual(bare);
    expect(renders()).toBe(count + 2);
  });

  it("never gives a page that reads none a render per query string", async () => {
    const contact = await page("/360/contact?q=hail");
    expect(contact.rendered).toBe("/360/contact");
    for (const url of ["/360/contact", "/360/contact?q=storm", "/360/contact?x=1"]) expect(await page(url), url).toEqual(contact);
  });

  it("keeps at most a hundred of its pages, and every other page whatever is searched", async () => {
    const home = await page("/360");
    const first = await page("/360/search?q=first");
    for (let i = 0; i < 120; i++) await page(`/360/search?q=word${i}`);
    expect(await page("/360")).toEqual(home);
    // the oldest searches went first
    const again = await page("/360/search?q=first");
    expect(again.rendered).toBe("/360/search?q=first");
    expect(again.render).not.toBe(first.render);
    const recent = await page("/360/search?q=word119");
    expect(await page("/360/search?q=word119")).toEqual(recent);
  });
});

describe("a query value as a page is rendered from it", () => {
  it("is trimmed, its control characters and runs of white space made one space, cut at 100 whole characters", () => {
    expect(pageQueryValue("  hail\u0000\u0007 \t storm\n")).toBe("hail storm");
    expect(pageQueryValue("e\u0301")).toBe("é");
    expect(Array.from(pageQueryValue("🐄".repeat(150)))).toHaveLength(100);
    expect(() => encodeURIComponent(pageQueryValue("🐄".repeat(150)))).not.toThrow();
  });

  it("is read from the address as the browser sent it, broken escapes included", () => {
    expect(pageTarget("/360/search?q=%E0%A4%A&x=1")).toEqual({
      path: "/360/search",
      url: `/360/search?q=${encodeURIComponent("\ufffd%A")}`,
    });
    expect(pageTarget("/360/search?q=%")).toEqual({ path: "/360/search", url: "/360/search?q=%25" });
    expect(pageTarget("/360/contact?q=hail")).toEqual({ path: "/360/contact", url: "/360/contact" });
    expect(pageTarget("/")).toEqual({ path: "/", url: "/" });
  });
});
