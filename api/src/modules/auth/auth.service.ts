import { timingSafeEqual } from "node:crypto";
import { type IdentityClaims, subjectOf, vouchedAccountName } from "@hpm/contracts";
import type { AuthenticateBody } from "@hpm/contracts/schemas";
import { UnauthorizedError } from "../../errors";
import type { IdTokenVerifier } from "./id-token.verifier";
import type { IdTokenReplayGuard } from "./id-token-replay";

export const SIGN_IN_MESSAGES = {
  nonce: "This sign-in was not started here, or took too long. Please sign in again.",
  noAccountName:
    "Your account has no username or verified e-mail address the site can use. Please contact the site administrator.",
  mismatch: "The sign-in token does not match this account.",
  noSubject: "The sign-in token does not say who signed in.",
} as const;

export interface SignedInPerson {
  subject: string;
  email: string;
  name: string;
}

function sameNonce(claim: unknown, expected: string | null): boolean {
  if (!expected || typeof claim !== "string") return false;
  const a = Buffer.from(claim);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAuthService(verifier: IdTokenVerifier, replay: IdTokenReplayGuard) {
  return {
    /**
     * A signed ID token for this site, carrying the nonce this browser was given (so a token obtained elsewhere
     * cannot be brought here), names the person by its subject and the account name the provider vouches for.
     */
    async verifySignIn(body: AuthenticateBody, expectedNonce: string | null): Promise<SignedInPerson> {
      const claims = await verifier.verify(body.azureToken);
      if (!sameNonce(claims.nonce, expectedNonce)) throw new UnauthorizedError(SIGN_IN_MESSAGES.nonce);
      const identity = claims as IdentityClaims;
      const subject = subjectOf(identity);
      if (!subject) throw new UnauthorizedError(SIGN_IN_MESSAGES.noSubject);
      const email = vouchedAccountName(identity);
      if (!email) throw new UnauthorizedError(SIGN_IN_MESSAGES.noAccountName);
      if (body.email.trim().toLowerCase() !== email || body.username.trim().toLowerCase() !== email)
        throw new UnauthorizedError(SIGN_IN_MESSAGES.mismatch);
      await replay.consume(claims, body.azureToken);
      const name = typeof identity.name === "string" && identity.name.trim() ? identity.name.trim() : email;
      return { subject, email, name };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
