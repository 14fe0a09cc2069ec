import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { setupApp, testConfig } from "../test/helper";
import { contentSecurityPolicy } from "./security";
import { withMapStyle } from "./web";

const STYLE = "https://tiles.example.com/styles/light/style.json";
const dir = mkdtempSync(join(tmpdir(), "hpm-map-style-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("MAP_STYLE_URL", () => {
  it("adds nothing to the policy when unset", () => {
    const csp = contentSecurityPolicy(testConfig(dir));
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(csp.imgSrc).not.toContain("https://tiles.example.com");
  });

  it("lets the page fetch the style's origin when set", () => {
    const csp = contentSecurityPolicy(testConfig(dir, { MAP_STYLE_URL: STYLE }));
    expect(csp.connectSrc).toEqual(["'self'", "https://tiles.example.com"]);
    expect(csp.imgSrc).toContain("https://tiles.example.com");
  });

  it("needs no other origin for a style on this site", () => {
    const csp = contentSecurityPolicy(testConfig(dir, { MAP_STYLE_URL: "/maps/style.json" }));
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it("refuses what is not an address", () => {
    expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: dir, MAP_STYLE_URL: "javascript:alert(1)" })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: dir, MAP_STYLE_URL: "//evil.example/style.json" })).toThrow();
  });

  it("hands the style to the browser in the shell, escaped", () => {
    const shell = "<html><head><title>x</title></head><body></body></html>";
    expect(withMapStyle(shell, undefined)).toBe(shell);
    expect(withMapStyle(shell, 'https://t.example/s.json?a=1&b="2"')).toContain(
      '<meta name="hpm-map-style" content="https://t.example/s.json?a=1&amp;b=&quot;2&quot;" /></head>',
    );
  });
});

const web = join(dir, "web");
mkdirSync(web, { recursive: true });
writeFileSync(
  join(web, "index.html"),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);

describe("a page with MAP_STYLE_URL set", () => {
  const t = setupApp({ MAP_STYLE_URL: STYLE, WEB_DIST: web, PRERENDER: "false" });

  it("names the style in the page and allows its origin in the page's policy", async () => {
    for (const url of ["/", "/360/contact"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<meta name="hpm-map-style" content="${STYLE}" />`);
      expect(res.headers["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/tiles\.example\.com/);
    }
  });
});
