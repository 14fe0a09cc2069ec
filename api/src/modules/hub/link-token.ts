import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { UnauthorizedError } from "../../errors";

const ISSUER = "hpm-hub";
const AUDIENCE = "hpm-hub-link";

export interface LinkTokenSigner {
  issue(claims: { clientName: string; email: string }): Promise<{ token: string; expiresAt: string }>;
  verify(token: string, now?: Date): Promise<{ clientName: string; email: string; expiresAt: string }>;
}

export function createLinkTokenSigner(secret: string, ttlSeconds: number): LinkTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ clientName, email }) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ clientName, email })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify<{ clientName: string; email: string }>(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          ...(now ? { currentDate: now } : {}),
        });
        return {
          clientName: String(payload.clientName),
          email: String(payload.email),
          expiresAt: new Date((payload.exp ?? 0) * 1000).toISOString(),
        };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError("The link token has expired.");
        throw new UnauthorizedError("The link token is not valid.");
      }
    },
  };
}
