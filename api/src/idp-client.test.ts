import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { idpClientConfig } from "./idp-client";
import { contentSecurityPolicy } from "./plugins/security";
import { testConfig } from "./test/helper";

const dir = mkdtempSync(join(tmpdir(), "hpm-idp-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TENANT = "3f2c4a1e-0000-4000-8000-000000000001";
const entra = (issuer: string, authority?: string) =>
  testConfig(dir, {
    OIDC_ISSUER: issuer,
    OIDC_JWKS_URL: `${issuer.replace(/\/v2\.0$/, "")}/discovery/v2.0/keys`,
    OIDC_CLIENT_ID: "6f1d3c52-8b8e-4d9a-9f0e-2a1b3c4d5e6f",
    ...(authority ? { OIDC_AUTHORITY: authority } : {}),
  });

describe("the browser's sign-in settings from the OIDC_* variables", () => {
  it("trusts Microsoft's tenant authority as known, in Entra's dialect", () => {
    const config = entra(`https://login.microsoftonline.com/${TENANT}/v2.0`);
    expect(idpClientConfig(config.idp)).toEqual({
      mode: "entra",
      clientId: "6f1d3c52-8b8e-4d9a-9f0e-2a1b3c4d5e6f",
      authority: `https://login.microsoftonline.com/${TENANT}`,
      knownAuthorities: ["login.microsoftonline.com"],
      protocolMode: "AAD",
    });
    expect(contentSecurityPolicy(config).connectSrc).toEqual(["'self'", `https://login.microsoftonline.com/${TENANT}/`]);
  });

  it("speaks plain OpenID Connect to another provider, discovering it under its issuer", () => {
    const config = entra(`https://idp.example:8443/${TENANT}/v2.0`);
    expect(idpClientConfig(config.idp)).toMatchObject({
      authority: `https://idp.example:8443/${TENANT}/v2.0`,
      knownAuthorities: ["idp.example:8443"],
      protocolMode: "OIDC",
    });
    expect(contentSecurityPolicy(config).connectSrc).toEqual(["'self'", `https://idp.example:8443/${TENANT}/`]);
  });

  it("lets the page reach the configured authority's path and nothing else of the provider", () => {
    const config = entra("https://sso.example/realms/staff", "https://sso.example/realms/staff/");
    expect(contentSecurityPolicy(config).connectSrc).toEqual(["'self'", "https://sso.example/realms/staff/"]);
    expect(contentSecurityPolicy(config).frameSrc).not.toContain("https://sso.example");
  });

  it("needs nothing in development", () => {
    expect(idpClientConfig(testConfig(dir).idp)).toEqual({ mode: "dev" });
  });
});
