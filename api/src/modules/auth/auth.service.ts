import type { AuthenticateBody } from "@hpm/contracts/schemas";
import { UnauthorizedError } from "../../errors";
import type { IdTokenVerifier } from "./id-token.verifier";
import type { IdTokenReplayGuard } from "./id-token-replay";

export function createAuthService(verifier: IdTokenVerifier, replay: IdTokenReplayGuard) {
  return {
    async verifySignIn(body: AuthenticateBody): Promise<{ email: string; name: string }> {
      const claims = await verifier.verify(body.azureToken);
      const username = (claims.preferred_username ?? "").toLowerCase();
      const email = (claims.email ?? claims.preferred_username ?? "").toLowerCase();
      if (!email || body.email.toLowerCase() !== email || body.username.toLowerCase() !== username)
        throw new UnauthorizedError("The sign-in token does not match this account.");
      await replay.consume(claims, body.azureToken);
      return { email, name: claims.name ?? email };
    },
  };
}
