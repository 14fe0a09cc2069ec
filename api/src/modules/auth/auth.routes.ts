import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { type RouteApp, route } from "../../http/route";
import { idpClientConfig } from "../../idp-client";
import { publicPostLimit } from "../../plugins/security";
import type { AuthService } from "./auth.service";
import type { DevIdentityProvider } from "./dev-idp";
import { devLoginPage, devLoginScript } from "./dev-idp.page";
import type { SessionRepository } from "./session.repository";

/** The nonce a sign-in started in this browser must come back with (OpenID Connect Core 3.1.2.1, 15.5.2). */
export const NONCE_COOKIE = "hpm_signin_nonce";
const NONCE_TTL_SECONDS = 15 * 60;

export interface AuthRouteOptions {
  config: Config;
  sessions: SessionRepository;
  auth: AuthService;
  /** The development identity provider, when no real one is configured. */
  dev: DevIdentityProvider | null;
}

/** Signing in with the provider's ID token, the signed-in person, signing out, and what the browser's sign-in needs. */
function signInRoutes(app: RouteApp, config: Config, service: AuthService) {
  const nonceCookie = {
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    path: "/api/auth",
  } as const;

  route(
    app,
    "authenticate",
    async (request, reply) => {
      const person = await service.verifySignIn(request.body, request.cookies[NONCE_COOKIE] ?? null);
      reply.clearCookie(NONCE_COOKIE, nonceCookie);
      const session = await app.startSession(request, reply, person);
      request.log.info({ email: session.user.email, subject: person.subject, role: session.user.role }, "signed in");
      return { status: true as const, result: session };
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );

  route(
    app,
    "startSignIn",
    async (_request, reply) => {
      const nonce = randomBytes(32).toString("base64url");
      reply.setCookie(NONCE_COOKIE, nonce, { ...nonceCookie, maxAge: NONCE_TTL_SECONDS });
      return { status: true as const, result: { nonce } };
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );

  route(app, "getCurrentUser", async (request) => ({ status: true as const, result: request.session as SessionUser }));

  route(app, "signOut", async (request, reply) => {
    await app.endSession(request, reply);
    return { status: true as const, result: null };
  });
}

/** Whose sessions a request means: the signed-in person (by e-mail for a session from before subjects were kept). */
function personOf(request: FastifyRequest) {
  return request.sessionSubject ? { subject: request.sessionSubject } : { email: (request.session as SessionUser).email };
}

/** The account page's signed-in devices, and an editor signing someone out everywhere. */
function sessionRoutes(app: RouteApp, sessions: SessionRepository) {
  route(app, "listSessions", async (request) => {
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
  });

  route(app, "signOutOtherSessions", async (request) => {
    const revoked = await sessions.revokeAllFor(personOf(request), new Date(), request.sessionId ?? undefined);
    request.log.info({ email: request.session?.email, revoked }, "signed out other devices");
    return { status: true as const, result: { revoked } };
  });

  route(app, "signOutEverywhere", async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const revoked = await sessions.revokeAllFor({ email }, new Date());
    request.log.info({ email, revoked, by: request.session?.email }, "signed out everywhere");
    return { status: true as const, result: { revoked } };
  });
}

/** The development identity provider: its token, its keys and its sign-in page. */
function devIdpRoutes(app: RouteApp, config: Config, dev: DevIdentityProvider) {
  route(app, "issueDevIdToken", async (request) => ({ idToken: await dev.issueIdToken(request.body) }), {
    config: { rateLimit: publicPostLimit(config) },
  });
  route(app, "getDevIdpKeys", async () => dev.jwks);
  route(app, "showDevLoginPage", async (_req, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(devLoginPage()),
  );
  route(app, "getDevLoginScript", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(devLoginScript),
  );
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { config, sessions, auth, dev }) => {
  signInRoutes(app, config, auth);
  sessionRoutes(app, sessions);
  route(app, "getAuthConfig", async () => ({ status: true as const, result: idpClientConfig(config.idp) }));
  if (dev) devIdpRoutes(app, config, dev);
};

export default authRoutes;
