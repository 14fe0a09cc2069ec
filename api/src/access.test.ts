import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "./test/helper";

const web = mkdtempSync(join(tmpdir(), "hpm-web-"));
mkdirSync(join(web, "assets"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>t</title>");

const t = setupApp({ WEB_DIST: web });

const PUBLIC = [
  "GET /api/health",
  "GET /api/health/live",
  "GET /api/health/ready",
  "GET /metrics", // its own bearer token (METRICS_TOKEN); 404 without one
  "POST /api/auth/authenticate",
  "POST /api/auth/nonce",
  "POST /api/auth/logout",
  "GET /api/auth/config",
  "POST /api/cms/get-page-content-list",
  "POST /api/cms/get-page-content-batch",
  "POST /api/cms/get-page-content-item-list",
  "POST /api/cms/get-agent-directory-first-page",
  "POST /api/cms/get-agent-profile",
  "GET /api/altcha/challenge",
  "POST /api/auth/send-start-a-quote",
  "POST /api/auth/contact-us",
  "POST /api/auth/ers",
  "POST /api/auth/send-contact",
  "POST /api/uploads/resumable",
  "HEAD /api/uploads/resumable/:id",
  "PATCH /api/uploads/resumable/:id",
  "DELETE /api/uploads/resumable/:id",
  "GET /api/cms/form",
  "GET /api/blog/public",
  "GET /api/blog/byTopic/:topic",
  "GET /api/blog/published/search",
  "GET /api/blog/published/:id",
  "GET /api/blog/topic",
  "GET /api/blog/main_topic",
  "GET /api/blog/setting",
  "GET /api/search/index",
  "GET /api/search/agents",
  "GET /api/search",
  "GET /rss.xml",
  "GET /sitemap.xml",
  "GET /robots.txt",
  "POST /api/page-views",
  "POST /api/hub/verify-link-token",
  "POST /auth/quick-pay-token/:account",
  "GET /auth/sandbox-portal/:sessionKey",
  "POST /auth/sandbox-portal/:sessionKey",
  "POST /dev-idp/token",
  "GET /dev-idp/jwks.json",
  "GET /dev-idp/login",
  "GET /dev-idp/login.js",
  "GET /uploads/*",
  "GET /preview/:token", // a preview link: signed, expiring, revocable (modules/publishing/preview.service.ts)
  "GET /*",
];
const PUBLIC_PREFIXES = ["GET /api/docs"];
const SIGNED_IN = ["GET /api/auth/me", "GET /api/auth/sessions"];
const SIGNED_IN_WITH_INPUT = [
  "POST /api/auth/sessions/sign-out-others",
  "POST /api/hub/link-token",
  "GET /auth/account-details/:account",
  "POST /auth/get-token/:referenceNumber/:minAmountDue",
];

const strip = (key: string) => key.replace(/^HEAD /, "GET ");
const isPublic = (key: string) =>
  PUBLIC.includes(key) || PUBLIC.includes(strip(key)) || PUBLIC_PREFIXES.some((p) => strip(key).startsWith(p));
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "1").replace(/\*/g, "x");

let routes: [string, string][] = [];
let agent = "";

beforeAll(async () => {
  agent = await t.cookieFor(AGENT);
  routes = [...t.app.routeAccess.keys()].map((key) => {
    const [method, url] = key.split(" ") as [string, string];
    return [method, url];
  });
});

describe("every registered route", () => {
  it("has been enumerated", () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes).toContainEqual(["POST", "/api/cms/add-new"]);
  });

  it("answers 401 without a session and 403 for agent@example.com unless listed as public or signed-in", async () => {
    const checked: string[] = [];
    for (const [method, url] of routes) {
      const key = `${method} ${url}`;
      if (isPublic(key) || SIGNED_IN.includes(strip(key))) continue;
      if (SIGNED_IN_WITH_INPUT.includes(strip(key))) {
        const anon = await t.app.inject({
          method: method as "GET",
          url: concrete(url),
          payload: method === "POST" ? {} : undefined,
        });
        expect(anon.statusCode, `${key} anonymous`).toBe(401);
        const asAgent = await t.app.inject({
          method: method as "GET",
          url: concrete(url),
          headers: { cookie: agent },
          payload: method === "POST" ? {} : undefined,
        });
        expect([401, 403], `${key} as agent`).not.toContain(asAgent.statusCode);
        continue;
      }
      const anon = await t.app.inject({
        method: method as "GET",
        url: concrete(url),
        payload: method === "GET" || method === "HEAD" ? undefined : {},
      });
      expect(anon.statusCode, `${key} anonymous`).toBe(401);
      const asAgent = await t.app.inject({
        method: method as "GET",
        url: concrete(url),
        headers: { cookie: agent },
        payload: method === "GET" || method === "HEAD" ? undefined : {},
      });
      expect(asAgent.statusCode, `${key} as agent`).toBe(403);
      checked.push(key);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        "POST /api/cms/add-new",
        "POST /api/cms/upload-image",
        "POST /api/cms/restore",
        "GET /api/activity",
        "POST /api/cms/drafts",
        "POST /api/cms/publish",
        "POST /api/cms/discard",
        "POST /api/cms/schedule",
        "POST /api/cms/scheduled",
        "POST /api/cms/scheduled/cancel",
      ]),
    );
  });

  it("lets signed-in routes through for a signed-in user but not for a visitor", async () => {
    for (const key of SIGNED_IN) {
      const [method, url] = key.split(" ") as [string, string];
      expect((await t.app.inject({ method: method as "GET", url })).statusCode, key).toBe(401);
      expect((await t.app.inject({ method: method as "GET", url, headers: { cookie: agent } })).statusCode, key).toBe(200);
    }
  });

  it("lets public routes answer a visitor without 401 or 403", async () => {
    for (const [method, url] of routes.filter(([m, u]) => isPublic(`${m} ${u}`))) {
      const res = await t.app.inject({ method: method as "GET", url: concrete(url) });
      expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
    }
  });

  it("refuses a cross-site write even from an admin session", async () => {
    const editor = await t.cookieFor(EDITOR);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cms/add-new",
      headers: { cookie: editor, origin: "https://evil.example" },
      payload: { pageName: "360_Home", section: "Section_6", content: {} },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("site shell", () => {
  it("serves the shell with 200 for a known page and 404 for an unknown path", async () => {
    const root = await t.app.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<!doctype html>");
    expect((await t.app.inject({ method: "GET", url: "/mwfbi/faq" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/360/farm-&-ranch-insurance" })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: "/360/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("text/html");
  });
});
