import { createHash, randomUUID } from "node:crypto";
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from "jose";
import { UnauthorizedError } from "../../errors";

const ISSUER = "hpm-hub";
const AUDIENCE = "hpm-hub-link";

export interface LinkTokenContents {
  clientName: string;
  email: string;
  jti: string;
  expiresAt: string;
}

export interface LinkTokenIssuer {
  issue(claims: { clientName: string; email: string }, now?: Date): Promise<{ token: string; expiresAt: string }>;
  verify(token: string, now?: Date): Promise<LinkTokenContents>;
}

/** The A256GCM key of the hub's links: SHA-256 of `HUB_TOKEN_SECRET` (docs/hub.md). */
export function linkTokenKey(secret: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(secret).digest());
}

export function createLinkTokenIssuer(secret: string, ttlSeconds: number): LinkTokenIssuer {
  const key = linkTokenKey(secret);
  return {
    async issue({ clientName, email }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new EncryptJWT({ clientName, email })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .encrypt(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token, now) {
      let payload: Awaited<ReturnType<typeof jwtDecrypt>>["payload"];
      try {
        ({ payload } = await jwtDecrypt(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
          requiredClaims: ["jti", "iat", "exp"],
          ...(now ? { currentDate: now } : {}),
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError("The link token has expired.");
        throw new UnauthorizedError("The link token is not valid.");
      }
      const { clientName, email, jti, exp } = payload;
      if (typeof clientName !== "string" || typeof email !== "string" || typeof jti !== "string" || typeof exp !== "number")
        throw new UnauthorizedError("The link token is not valid.");
      return { clientName, email, jti, expiresAt: new Date(exp * 1000).toISOString() };
    },
  };
}
