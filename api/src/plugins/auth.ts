import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import jwt from "@fastify/jwt";
import type { Access } from "@hpm/contracts/endpoints";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { ForbiddenError, UnauthorizedError } from "../errors";
import { isOutOfStorage } from "./errors";

export type { Access };

/** A signed-in session as the session store keeps it. */
export interface ActiveSession {
  id: string;
  subject: string;
  email: string;
  name: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A session as it is started. */
export interface NewSession {
  id: string;
  subject: string;
  email: string;
  name: string;
  userAgent: string;
  now: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** Where sessions are kept (the auth module's session table, modules/auth/session.repository.ts). */
export interface SessionStore {
  create(row: NewSession): Promise<void>;
  getActive(id: string, now: Date): Promise<ActiveSession | undefined>;
  touch(id: string, now: Date, idleExpiresAt: Date): Promise<void>;
  revoke(id: string, now: Date): Promise<void>;
  deleteEnded(before: Date): Promise<void>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    sessionId: string | null;
    /** Whose session it is: the ID token's subject (empty for a session from before subjects were kept). */
    sessionSubject: string;
  }
  interface FastifyInstance {
    routeAccess: Map<string, Access>;
    /** Each route's request schemas (body, querystring, params), keyed like routeAccess: what the fuzz test walks. */
    routeSchemas: Map<string, FastifySchema | undefined>;
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { subject: string; email: string; name: string },
    ): Promise<{ user: SessionUser; expiresAt: string }>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Who a page request is from (pages skip the session lookup API routes make): null for a visitor. */
    pageUser(request: FastifyRequest): Promise<SessionUser | null>;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; name: string; sid: string };
    user: { sub: string; name: string; sid: string };
  }
}

export const SESSION_COOKIE = "hpm_session";
const API_PREFIXES = ["/api/", "/auth/", "/dev-idp/"];
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Last-seen and the sliding expiry are written at most this often per session. */
export const SESSION_TOUCH_MS = 5 * 60_000;
const EXPIRED = "Your session has expired. Please sign in again.";

export function defaultAccess(url: string): Access {
  if (url === "/api/docs" || url.startsWith("/api/docs/")) return "public";
  return API_PREFIXES.some((p) => url.startsWith(p)) ? "admin" : "public";
}

/** Every route's access (default-deny) and request schemas, by `METHOD url`: what the access and fuzz tests walk. */
function recordRoutes(app: FastifyInstance) {
  const routeAccess = new Map<string, Access>();
  app.decorate("routeAccess", routeAccess);
  const routeSchemas = new Map<string, FastifySchema | undefined>();
  app.decorate("routeSchemas", routeSchemas);
  app.addHook("onRoute", (route) => {
    const access = route.config?.access ?? defaultAccess(route.url);
    route.config = { ...route.config, access };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      routeAccess.set(`${m} ${route.url}`, access);
      routeSchemas.set(`${m} ${route.url}`, route.schema);
    }
  });
}

/** Sessions: started with a cookie naming a session row, resolved on each request, ended by revoking the row. */
function sessionKeeper(config: Config, sessions: SessionStore) {
  const roleOf = (email: string): SessionUser["role"] => (config.adminEmails.has(email.toLowerCase()) ? "admin" : "user");
  const secure = config.publicUrl.startsWith("https://");
  const idleExpiry = (now: Date, expiresAt: Date) =>
    new Date(Math.min(now.getTime() + config.sessionTtlHours * 3600_000, expiresAt.getTime()));

  return {
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { subject: string; email: string; name: string },
    ): Promise<{ user: SessionUser; expiresAt: string }> {
      const email = user.email.toLowerCase();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + config.sessionMaxDays * 86400_000);
      const idleExpiresAt = idleExpiry(now, expiresAt);
      const id = randomBytes(32).toString("base64url");
      await sessions.deleteEnded(now);
      await sessions.create({
        id,
        subject: user.subject,
        email,
        name: user.name,
        userAgent: (request.headers["user-agent"] ?? "").slice(0, 500),
        now,
        idleExpiresAt,
        expiresAt,
      });
      const token = await reply.jwtSign({ sub: email, name: user.name, sid: id });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: config.sessionMaxDays * 86400,
      });
      return { user: { email, name: user.name, role: roleOf(email) }, expiresAt: idleExpiresAt.toISOString() };
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      if (request.sessionId) await sessions.revoke(request.sessionId, new Date());
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
    },

    async resolve(request: FastifyRequest): Promise<SessionUser | null | "invalid"> {
      const hasCookie = Boolean(request.cookies[SESSION_COOKIE]);
      const hasBearer = request.headers.authorization?.startsWith("Bearer ") ?? false;
      if (!hasCookie && !hasBearer) return null;
      let payload: { sub: string; sid?: unknown };
      try {
        payload = await request.jwtVerify<{ sub: string; sid?: unknown }>();
      } catch {
        return "invalid";
      }
      if (typeof payload.sid !== "string") return "invalid";
      const now = new Date();
      const row = await sessions.getActive(payload.sid, now);
      if (!row || row.email !== payload.sub) return "invalid";
      if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS)
        // a full disk: the session stays valid, its idle expiry moves on at a later request
        await sessions.touch(row.id, now, idleExpiry(now, row.expiresAt)).catch((err) => {
          if (!isOutOfStorage(err)) throw err;
        });
      request.sessionId = row.id;
      request.sessionSubject = row.subject;
      return { email: row.email, name: row.name, role: roleOf(row.email) };
    },
  };
}

/** Writes are refused when the browser says they come from another site. */
function originCheck(publicUrl: string) {
  const allowedOrigin = new URL(publicUrl).origin;
  return (origin: string, host: string | undefined) => {
    if (origin === allowedOrigin) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}

export default fp<{ config: Config; sessions: SessionStore }>(
  async (app, { config, sessions }) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret: config.sessionSecret,
      cookie: { cookieName: SESSION_COOKIE, signed: false },
      sign: { expiresIn: `${config.sessionMaxDays}d`, algorithm: "HS256" },
      verify: { algorithms: ["HS256"] },
    });
    recordRoutes(app);
    app.decorateRequest("session", null);
    app.decorateRequest("sessionId", null);
    app.decorateRequest("sessionSubject", "");

    const keeper = sessionKeeper(config, sessions);
    app.decorate("startSession", keeper.start);
    app.decorate("endSession", keeper.end);
    app.decorate("pageUser", async (request: FastifyRequest) => {
      if (!request.cookies[SESSION_COOKIE]) return null;
      const session = await keeper.resolve(request);
      return session === "invalid" ? null : session;
    });

    const sameOrigin = originCheck(config.publicUrl);
    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url ?? "");
      // pages, static files and uploads never read the session: a cookie on them costs no database lookup
      if (access === "public" && !API_PREFIXES.some((p) => request.url.startsWith(p))) return;
      const session = await keeper.resolve(request);
      request.session = session === "invalid" ? null : session;
      if (access === "public") return;
      if (!request.session) throw new UnauthorizedError(session === "invalid" ? EXPIRED : undefined);
      if (UNSAFE.has(request.method) && request.headers.origin) {
        if (!sameOrigin(request.headers.origin, request.headers.host)) throw new ForbiddenError("Cross-site request refused.");
      }
      if (access === "admin" && request.session.role !== "admin") throw new ForbiddenError();
    });
  },
  { name: "auth", dependencies: ["db"] },
);
