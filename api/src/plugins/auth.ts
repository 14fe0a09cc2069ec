import cookie from "@fastify/cookie";
import jwt from "@fastify/jwt";
import type { SessionUser } from "@hpm/contracts/schemas";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { ForbiddenError, UnauthorizedError } from "../errors";

export type Access = "public" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
  interface FastifyInstance {
    routeAccess: Map<string, Access>;
    startSession(reply: FastifyReply, user: { email: string; name: string }): Promise<{ user: SessionUser; expiresAt: string }>;
    endSession(reply: FastifyReply): void;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; name: string };
    user: { sub: string; name: string };
  }
}

export const SESSION_COOKIE = "hpm_session";
const API_PREFIXES = ["/api/", "/auth/", "/dev-idp/"];
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function defaultAccess(url: string): Access {
  if (url === "/api/docs" || url.startsWith("/api/docs/")) return "public";
  return API_PREFIXES.some((p) => url.startsWith(p)) ? "admin" : "public";
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret: config.sessionSecret,
      cookie: { cookieName: SESSION_COOKIE, signed: false },
      sign: { expiresIn: `${config.sessionTtlHours}h`, algorithm: "HS256" },
      verify: { algorithms: ["HS256"] },
    });

    const routeAccess = new Map<string, Access>();
    app.decorate("routeAccess", routeAccess);
    app.decorateRequest("session", null);

    app.addHook("onRoute", (route) => {
      const access = route.config?.access ?? defaultAccess(route.url);
      route.config = { ...route.config, access };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) routeAccess.set(`${m} ${route.url}`, access);
    });

    const roleOf = (email: string) => (config.adminEmails.has(email.toLowerCase()) ? "admin" : "user");
    const secure = config.publicUrl.startsWith("https://");

    app.decorate("startSession", async (reply: FastifyReply, user: { email: string; name: string }) => {
      const token = await reply.jwtSign({ sub: user.email.toLowerCase(), name: user.name });
      const expiresAt = new Date(Date.now() + config.sessionTtlHours * 3600_000).toISOString();
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: config.sessionTtlHours * 3600,
      });
      return { user: { email: user.email.toLowerCase(), name: user.name, role: roleOf(user.email) }, expiresAt };
    });
    app.decorate("endSession", (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
    });

    const allowedOrigin = new URL(config.publicUrl).origin;
    const sameOrigin = (origin: string, host: string | undefined) => {
      if (origin === allowedOrigin) return true;
      try {
        return new URL(origin).host === host;
      } catch {
        return false;
      }
    };

    async function resolveSession(request: FastifyRequest): Promise<SessionUser | null | "invalid"> {
      const hasCookie = Boolean(request.cookies[SESSION_COOKIE]);
      const hasBearer = request.headers.authorization?.startsWith("Bearer ") ?? false;
      if (!hasCookie && !hasBearer) return null;
      try {
        const payload = await request.jwtVerify<{ sub: string; name: string }>();
        return { email: payload.sub, name: payload.name, role: roleOf(payload.sub) };
      } catch {
        return "invalid";
      }
    }

    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url ?? "");
      const session = await resolveSession(request);
      request.session = session === "invalid" ? null : session;
      if (access === "public") return;
      if (!request.session)
        throw new UnauthorizedError(session === "invalid" ? "Your session has expired. Please sign in again." : undefined);
      if (UNSAFE.has(request.method) && request.headers.origin) {
        if (!sameOrigin(request.headers.origin, request.headers.host)) throw new ForbiddenError("Cross-site request refused.");
      }
      if (access === "admin" && request.session.role !== "admin") throw new ForbiddenError();
    });
  },
  { name: "auth" },
);
