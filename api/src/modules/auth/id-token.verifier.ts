import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { UnauthorizedError } from "../../errors";

export interface IdTokenClaims extends JWTPayload {
  email?: string;
  preferred_username?: string;
  name?: string;
}

export interface IdTokenVerifier {
  verify(token: string): Promise<IdTokenClaims>;
}

export function createIdTokenVerifier(opts: { issuer: string; audience: string; keys: JWTVerifyGetKey }): IdTokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify<IdTokenClaims>(token, opts.keys, {
          algorithms: ["RS256"],
          issuer: opts.issuer,
          audience: opts.audience,
          requiredClaims: ["exp", "iat", "sub"],
          clockTolerance: 60,
        });
        return payload;
      } catch (err) {
        if (err instanceof errors.JOSEError) throw new UnauthorizedError("The sign-in token is not valid.");
        throw err;
      }
    },
  };
}
