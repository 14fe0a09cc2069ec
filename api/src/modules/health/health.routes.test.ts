import { describe, expect, it } from "vitest";
import { setupApp } from "../../test/helper";

const t = setupApp();

describe("GET /api/health", () => {
  it("reports the database up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, result: { database: "up" } });
  });

  it("sends security headers with a CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    // an answer that is not a document: a policy that lets nothing run, nosniff, and none of a page's other headers
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["referrer-policy"]).toBeUndefined();
  });

  it("sends a page the whole policy", async () => {
    // an HTML page the API serves itself (the site's pages are tested in e2e/prerender.spec.ts)
    const res = await t.app.inject({ method: "GET", url: "/dev-idp/login" });
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/cms/add-new", "/api/cms/get-page-content-list"]));
  });

  it("answers an unknown API path with the error envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: "Not found." });
  });
});
