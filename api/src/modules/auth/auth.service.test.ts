import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/helper";
import { createAuthService, SIGN_IN_MESSAGES } from "./auth.service";
import { createIdTokenVerifier } from "./id-token.verifier";
import { createIdTokenReplayGuard } from "./id-token-replay";

const ISSUER = "https://login.example/3f2c4a1e-0000-4000-8000-000000000001/v2.0";
const AUDIENCE = "6f1d3c52-8b8e-4d9a-9f0e-2a1b3c4d5e6f";
const TID = "3f2c4a1e-0000-4000-8000-000000000001";
const NONCE = "n-0S6_WzA2Mj";

const t = setupApp();
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let service: ReturnType<typeof createAuthService>;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" };
  const verifier = createIdTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) });
  service = createAuthService(verifier, createIdTokenReplayGuard(t.app.db));
});

/** An ID token as Entra ID signs it for this site, with the claims a test names. */
function idToken(claims: Record<string, unknown>, sub = "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ") {
  return new SignJWT({ nonce: NONCE, tid: TID, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime("10m")
    .sign(privateKey);
}

const body = async (claims: Record<string, unknown>, name: string) => ({
  azureToken: await idToken(claims),
  email: name,
  username: name,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "accepted",
    (err: Error) => err.message,
  );

describe("who signed in", () => {
  it("is the tenant and object id, named by the UPN, whatever the mail attribute says", async () => {
    const oid = "00000000-0000-0000-66f3-3332eca7ea81";
    const claims = { oid, preferred_username: "Editor1@Example.com", email: "someone.else@example.com", name: "Editor One" };
    expect(await service.verifySignIn(await body(claims, "editor1@example.com"), NONCE)).toEqual({
      subject: `entra:${TID}:${oid}`,
      email: "editor1@example.com",
      name: "Editor One",
    });
  });

  it("never takes an unverified e-mail as the account: a body naming it is refused", async () => {
    const mallory = {
      oid: "o-mallory",
      preferred_username: "mallory@example.com",
      email: "editor1@example.com",
      email_verified: false,
    };
    expect(await refusal(service.verifySignIn(await body(mallory, "editor1@example.com"), NONCE))).toBe(
      SIGN_IN_MESSAGES.mismatch,
    );
    expect((await service.verifySignIn(await body(mallory, "mallory@example.com"), NONCE)).email).toBe("mallory@example.com");
  });

  it("takes the e-mail only when the provider verified it", async () => {
    const unverified = { email: "editor1@example.com" };
    expect(await refusal(service.verifySignIn(await body(unverified, "editor1@example.com"), NONCE))).toBe(
      SIGN_IN_MESSAGES.noAccountName,
    );
    const verified = { email: "Editor1@example.com", email_verified: true };
    const person = await service.verifySignIn(await body(verified, "editor1@example.com"), NONCE);
    expect(person).toMatchObject({
      email: "editor1@example.com",
      subject: `oidc:${ISSUER}#AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ`,
    });
  });

  it("refuses a body whose username disagrees with the token", async () => {
    const claims = { oid: "o1", preferred_username: "agent@example.com" };
    const sent = { ...(await body(claims, "agent@example.com")), username: "editor1@example.com" };
    expect(await refusal(service.verifySignIn(sent, NONCE))).toBe(SIGN_IN_MESSAGES.mismatch);
  });

  it("is the same person after a rename: the subject does not follow the UPN", async () => {
    const before = await service.verifySignIn(
      await body({ oid: "o-renamed", preferred_username: "jo@example.com" }, "jo@example.com"),
      NONCE,
    );
    const after = await service.verifySignIn(
      await body({ oid: "o-renamed", preferred_username: "jo.smith@example.com" }, "jo.smith@example.com"),
      NONCE,
    );
    expect(after.subject).toBe(before.subject);
    expect(after.email).not.toBe(before.email);
  });
});

describe("the nonce", () => {
  const claims = { oid: "o2", preferred_username: "agent@example.com" };
  it("must be the one this browser was given", async () => {
    expect(await refusal(service.verifySignIn(await body(claims, "agent@example.com"), "another-nonce"))).toBe(
      SIGN_IN_MESSAGES.nonce,
    );
    expect(await refusal(service.verifySignIn(await body(claims, "agent@example.com"), null))).toBe(SIGN_IN_MESSAGES.nonce);
    const none = {
      azureToken: await idToken({ ...claims, nonce: undefined }),
      email: "agent@example.com",
      username: "agent@example.com",
    };
    expect(await refusal(service.verifySignIn(none, NONCE))).toBe(SIGN_IN_MESSAGES.nonce);
    expect(await refusal(service.verifySignIn(await body(claims, "agent@example.com"), NONCE))).toBe("accepted");
  });
});
