import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "../../config";
import { BadRequestError } from "../../errors";
import { type RouteApp, route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import type { BillingService } from "./billing.service";
import type { SandboxPaymentPortal } from "./sandbox-portal";
import { expiredPage, portalPage, scheduledPage } from "./sandbox-portal.page";

const html = "text/html; charset=utf-8";

export interface BillingRouteOptions {
  config: Config;
  billing: BillingService;
  /** The local sandbox portal: its pages are served here when it is the configured portal. */
  sandboxPortal: SandboxPaymentPortal;
}

/** A policy account's billing details, and a payment portal session for a scheduled payment or a quick pay. */
function accountRoutes(app: RouteApp, config: Config, service: BillingService) {
  route(app, "getAccountDetails", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: true as const, result: await service.accountDetails(request.params.account) };
  });

  route(app, "startScheduledPayment", async (request) => {
    const grant = await service.scheduleToken(
      request.body.accountNumber,
      request.params.referenceNumber,
      request.session?.email ?? "",
    );
    return { status: true as const, ...grant };
  });

  route(
    app,
    "startQuickPay",
    async (request) => {
      if (request.params.account !== request.body.accountNumber) throw new BadRequestError("The account number does not match.");
      const session = request.session ? { email: request.session.email } : null;
      return { status: true as const, ...(await service.quickPay(request.body.accountNumber, session)) };
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );
}

/** The sandbox portal's pages: the payment form (a plain HTML form post) and the payment it schedules. */
function sandboxPortalRoutes(app: RouteApp, config: Config, sandboxPortal: SandboxPaymentPortal) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const today = () => new Date().toISOString().slice(0, 10);

  route(
    app,
    "showSandboxPortal",
    async (request, reply) => {
      const token = request.query.token ?? "";
      const session = await sandboxPortal.openSession(request.params.sessionKey, token);
      reply.type(html).header("cache-control", "no-store");
      if (!session) return reply.code(404).send(expiredPage());
      return portalPage(session, token, today(), request.query.view ?? "pay");
    },
    { config: { rateLimit: publicPostLimit(config, 2) } },
  );

  route(
    app,
    "scheduleSandboxPayment",
    async (request, reply) => {
      const session = await sandboxPortal.openSession(request.params.sessionKey, request.body.token);
      reply.type(html).header("cache-control", "no-store");
      if (!session) return reply.code(404).send(expiredPage());
      const payOn = request.body.payOn;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(payOn) || Number.isNaN(Date.parse(payOn)) || payOn < today())
        return reply
          .code(400)
          .send(portalPage(session, request.body.token, today(), "pay", "Choose a payment date from today on."));
      const { id } = await sandboxPortal.schedulePayment(session, payOn);
      request.log.info({ payment: id }, "sandbox payment scheduled");
      return scheduledPage({ ...session, payment: session.payment ?? { id, payOn } });
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );
}

const billingRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, { config, billing, sandboxPortal }) => {
  accountRoutes(app, config, billing);
  if (config.billing.portal !== "sandbox") return;
  await app.register(async (scope) => sandboxPortalRoutes(scope.withTypeProvider<TypeBoxTypeProvider>(), config, sandboxPortal));
};

export default billingRoutes;
