import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AuthConfig,
  AuthenticateBody,
  AuthenticateResult,
  DevTokenBody,
  ErrorBody,
  Ok,
  SessionUser,
  SignInNonce,
} from "@hpm/contracts/schemas";
import { RevokedCount, SessionList, SignOutEverywhereBody } from "@hpm/contracts/sessions";
import type { FastifyRequest } from "fastify";
import { createRemoteJWKSet } from "jose";
import Type from "typebox";
import type { Config } from "../../config";
import { idpClientConfig } from "../../idp-client";
import { publicPostLimit } from "../../plugins/security";
import { createAuthService } from "./auth.service";
import { createDevIdentityProvider } from "./dev-idp";
import { devLoginPage, devLoginScript } from "./dev-idp.page";
import { createIdTokenVerifier } from "./id-token.verifier";
import { createIdTokenReplayGuard } from "./id-token-replay";
import type { SessionRepository } from "./session.repository";

/** The nonce a sign-in started in this browser must come back with (OpenID Connect Core 3.1.2.1, 15.5.2). */
export const NONCE_COOKIE = "hpm_signin_nonce";
const NONCE_TTL_SECONDS = 15 * 60;

const authRoutes: FastifyPluginAsyncTypebox<{ config: Config; sessions: SessionRepository }> = async (
  app,
  { config, sessions },
) => {
  const nonceCookie = {
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    path: "/api/auth",
  } as const;

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
  const service = createAuthService(verifier, createIdTokenReplayGuard(app.db));

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
      const person = await service.verifySignIn(request.body, request.cookies[NONCE_COOKIE] ?? null);
      reply.clearCookie(NONCE_COOKIE, nonceCookie);
      const session = await app.startSession(request, reply, person);
      request.log.info({ email: session.user.email, subject: person.subject, role: session.user.role }, "signed in");
      return { status: true as const, result: session };
    },
  );

  app.post(
    "/api/auth/nonce",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: { tags: ["auth"], response: { 200: Ok(SignInNonce) } },
    },
    async (_request, reply) => {
      const nonce = randomBytes(32).toString("base64url");
      reply.setCookie(NONCE_COOKIE, nonce, { ...nonceCookie, maxAge: NONCE_TTL_SECONDS });
      return { status: true as const, result: { nonce } };
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
    async (request, reply) => {
      await app.endSession(request, reply);
      return { status: true as const, result: null };
    },
  );

  app.get(
    "/api/auth/sessions",
    { config: { access: "user" }, schema: { tags: ["auth"], response: { 200: Ok(SessionList), 401: ErrorBody } } },
    async (request) => {
      const rows = await sessions.listActive(personOf(request), new Date());
      return {
        status: true as const,
        result: rows.map((r) => ({
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          userAgent: r.userAgent,
          current: r.id === request.sessionId,
        })),
      };
    },
  );

  app.post(
    "/api/auth/sessions/sign-out-others",
    { config: { access: "user" }, schema: { tags: ["auth"], response: { 200: Ok(RevokedCount), 401: ErrorBody } } },
    async (request) => {
      const revoked = await sessions.revokeAllFor(personOf(request), new Date(), request.sessionId ?? undefined);
      request.log.info({ email: request.session?.email, revoked }, "signed out other devices");
      return { status: true as const, result: { revoked } };
    },
  );

  app.post(
    "/api/auth/admin/sign-out-everywhere",
    {
      config: { access: "admin" },
      schema: {
        tags: ["auth"],
        body: SignOutEverywhereBody,
        response: { 200: Ok(RevokedCount), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const revoked = await sessions.revokeAllFor({ email }, new Date());
      request.log.info({ email, revoked, by: request.session?.email }, "signed out everywhere");
      return { status: true as const, result: { revoked } };
    },
  );

  app.get(
    "/api/auth/config",
    { config: { access: "public" }, schema: { tags: ["auth"], response: { 200: Ok(AuthConfig) } } },
    async () => ({ status: true as const, result: idpClientConfig(idp) }),
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

/** Whose sessions a request means: the signed-in person (by e-mail for a session from before subjects were kept). */
function personOf(request: FastifyRequest) {
  return request.sessionSubject ? { subject: request.sessionSubject } : { email: (request.session as SessionUser).email };
}

export default authRoutes;
