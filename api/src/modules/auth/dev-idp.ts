import { randomUUID } from "node:crypto";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from "jose";

export interface DevIdentityProvider {
  jwks: JSONWebKeySet;
  keys: ReturnType<typeof createLocalJWKSet>;
  issueIdToken(user: { email: string; name: string; nonce?: string }, ttlSeconds?: number): Promise<string>;
}

export async function createDevIdentityProvider(issuer: string, audience: string): Promise<DevIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  return {
    jwks,
    keys: createLocalJWKSet(jwks),
    issueIdToken: (user, ttlSeconds = 600) =>
      new SignJWT({
        email: user.email,
        email_verified: true,
        preferred_username: user.email,
        name: user.name,
        ...(user.nonce ? { nonce: user.nonce } : {}),
      })
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(user.email.toLowerCase())
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(privateKey),
  };
}
