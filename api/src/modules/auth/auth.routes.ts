import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AuthConfig,
  AuthenticateBody,
  AuthenticateResult,
  DevTokenBody,
  ErrorBody,
  Ok,
  SessionUser,
} from "@hpm/contracts/schemas";
import { createRemoteJWKSet } from "jose";
import Type from "typebox";
import type { Config } from "../../config";
import { publicPostLimit } from "../../plugins/security";
import { createAuthService } from "./auth.service";
import { createDevIdentityProvider } from "./dev-idp";
import { devLoginPage, devLoginScript } from "./dev-idp.page";
import { createIdTokenVerifier } from "./id-token.verifier";

const authRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
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
  const service = createAuthService(verifier);

  app.post(
    "/api/auth/authenticate",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: {
        tags: ["auth"],
        body: AuthenticateBody,
        response: { 200: Ok(AuthenticateResult), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await service.verifySignIn(request.body);
      const session = await app.startSession(reply, user);
      request.log.info({ email: session.user.email, role: session.user.role }, "signed in");
      return { status: true as const, result: session };
    },
  );

  app.get(
    "/api/auth/me",
    { config: { access: "user" }, schema: { tags: ["auth"], response: { 200: Ok(SessionUser), 401: ErrorBody } } },
    async (request) => ({ status: true as const, result: request.session as SessionUser }),
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { tags: ["auth"], response: { 200: Ok(Type.Null()) } } },
    async (_request, reply) => {
      app.endSession(reply);
      return { status: true as const, result: null };
    },
  );

  app.get(
    "/api/auth/config",
    { config: { access: "public" }, schema: { tags: ["auth"], response: { 200: Ok(AuthConfig) } } },
    async () => ({
      status: true as const,
      result:
        idp.mode === "entra"
          ? { mode: "entra" as const, clientId: idp.audience, authority: idp.authority }
          : { mode: "dev" as const },
    }),
  );

  if (!dev) return;

  app.post(
    "/dev-idp/token",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: { tags: ["dev-idp"], body: DevTokenBody, response: { 200: Type.Object({ idToken: Type.String() }) } },
    },
    async (request) => ({ idToken: await dev.issueIdToken(request.body) }),
  );
  app.get("/dev-idp/jwks.json", { config: { access: "public" }, schema: { tags: ["dev-idp"] } }, async () => dev.jwks);
  app.get("/dev-idp/login", { config: { access: "public" }, schema: { hide: true } }, async (_req, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(devLoginPage()),
  );
  app.get("/dev-idp/login.js", { config: { access: "public" }, schema: { hide: true } }, async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(devLoginScript),
  );
};

export default authRoutes;
