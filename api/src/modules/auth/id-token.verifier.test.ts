import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { UnauthorizedError } from "../../errors";
import { createIdTokenVerifier, type IdTokenVerifier } from "./id-token.verifier";

const ISSUER = "https://login.example/tenant/v2.0";
const AUDIENCE = "client-123";
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let verifier: IdTokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" };
  verifier = createIdTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) });
});

function token(overrides: { iss?: string; aud?: string; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: "a@example.com", preferred_username: "a@example.com" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(overrides.iss ?? ISSUER)
    .setAudience(overrides.aud ?? AUDIENCE)
    .setSubject("a")
    .setIssuedAt(now - 120)
    .setExpirationTime(overrides.exp ?? now + 600)
    .sign(privateKey);
}

async function refusal(t: Promise<string>) {
  return verifier.verify(await t).then(
    () => null,
    (err: unknown) => err,
  );
}

describe("ID token verifier", () => {
  it("accepts a token from the issuer for this audience", async () => {
    expect((await verifier.verify(await token())).email).toBe("a@example.com");
  });

  it.each([
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example/v2.0" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("refuses %s with a 401", async (_name, overrides) => {
    const err = await refusal(token(overrides));
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect((err as UnauthorizedError).statusCode).toBe(401);
  });

  it("refuses a token signed by another key", async () => {
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({ email: "a@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject("a")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(other.privateKey);
    expect(await verifier.verify(forged).catch((e: unknown) => e)).toBeInstanceOf(UnauthorizedError);
  });

  it("refuses an HS256 token (algorithm confusion)", async () => {
    const forged = await new SignJWT({ email: "a@example.com" })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject("a")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("a-shared-secret-that-is-long-enough!!"));
    expect(await verifier.verify(forged).catch((e: unknown) => e)).toBeInstanceOf(UnauthorizedError);
  });
});
