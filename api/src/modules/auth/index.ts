import fp from "fastify-plugin";
import { createRemoteJWKSet } from "jose";
import type { Config } from "../../config";
import authRoutes from "./auth.routes";
import { createAuthService } from "./auth.service";
import { createDevIdentityProvider } from "./dev-idp";
import { createIdTokenVerifier } from "./id-token.verifier";
import { createIdTokenReplayGuard } from "./id-token-replay";
import type { SessionRepository } from "./session.repository";

/** The auth module: the identity provider's token check and the sign-in service, built once here, and its routes. */
export default fp<{ config: Config; sessions: SessionRepository }>(
  async (app, { config, sessions }) => {
    const idp = config.idp;
    const dev = idp.mode === "dev" ? await createDevIdentityProvider(idp.issuer, idp.audience) : null;
    if (dev)
      app.log.warn(
        "DEVELOPMENT IDENTITY PROVIDER ENABLED: anyone can sign in as any account. Set OIDC_ISSUER, OIDC_JWKS_URL and OIDC_CLIENT_ID for production.",
      );
    const verifier = createIdTokenVerifier({
      issuer: idp.issuer,
      audience: idp.audience,
      keys: dev ? dev.keys : createRemoteJWKSet(new URL(idp.mode === "entra" ? idp.jwksUrl : "")),
    });
    const auth = createAuthService(verifier, createIdTokenReplayGuard(app.db));
    await app.register(authRoutes, { config, sessions, auth, dev });
  },
  { name: "auth-module", dependencies: ["db", "auth"] },
);
