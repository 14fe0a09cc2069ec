import type { AuthenticateBody } from "@hpm/contracts/schemas";
import { UnauthorizedError } from "../../errors";
import type { IdTokenVerifier } from "./id-token.verifier";

export function createAuthService(verifier: IdTokenVerifier) {
  return {
    async verifySignIn(body: AuthenticateBody): Promise<{ email: string; name: string }> {
      const claims = await verifier.verify(body.azureToken);
      const username = (claims.preferred_username ?? "").toLowerCase();
      const email = (claims.email ?? claims.preferred_username ?? "").toLowerCase();
      if (!email || body.email.toLowerCase() !== email || body.username.toLowerCase() !== username)
        throw new UnauthorizedError("The sign-in token does not match this account.");
      return { email, name: claims.name ?? email };
    },
  };
}
