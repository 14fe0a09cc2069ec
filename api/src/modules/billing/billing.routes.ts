import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  AccountBody,
  AccountDetails,
  AccountNumber,
  ErrorBody,
  Ok,
  PortalSession,
  QuickPayBody,
  QuickPayResult,
} from "@hpm/contracts/schemas";
import Type from "typebox";
import type { Config } from "../../config";
import { BadRequestError } from "../../errors";
import { publicPostLimit } from "../../plugins/security";
import type { BillingSystem, PaymentPortal } from "./billing.gateway";
import { createBillingService } from "./billing.service";
import { createSandboxBillingSystem } from "./sandbox-billing";
import { createSandboxPaymentPortal } from "./sandbox-portal";
import { expiredPage, portalPage, scheduledPage } from "./sandbox-portal.page";

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const Reference = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" });
const Amount = Type.String({ maxLength: 20, pattern: "^[0-9]+(\\.[0-9]{1,2})?$" });
const html = "text/html; charset=utf-8";

const billingRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // The real billing system and portal plug in here (docs/billing.md); the sandbox is the default.
  const billing: BillingSystem = createSandboxBillingSystem();
  const sandboxPortal = createSandboxPaymentPortal(app.db);
  const portal: PaymentPortal = sandboxPortal;
  const service = createBillingService(billing, portal, config.billing.redirectUrl);

  app.get(
    "/auth/account-details/:account",
    {
      config: { access: "user" },
      schema: {
        tags: ["billing"],
        params: Type.Object({ account: AccountNumber }),
        response: { 200: Ok(AccountDetails), ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: true as const, result: await service.accountDetails(request.params.account) };
    },
  );

  app.post(
    "/auth/get-token/:referenceNumber/:minAmountDue",
    {
      config: { access: "user" },
      schema: {
        tags: ["billing"],
        params: Type.Object({ referenceNumber: Reference, minAmountDue: Amount }),
        body: AccountBody,
        response: { 200: PortalSession, ...errors },
      },
    },
    async (request) => {
      const grant = await service.scheduleToken(
        request.body.accountNumber,
        request.params.referenceNumber,
        request.session?.email ?? "",
      );
      return { status: true as const, ...grant };
    },
  );

  app.post(
    "/auth/quick-pay-token/:account",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: {
        tags: ["billing"],
        params: Type.Object({ account: AccountNumber }),
        body: QuickPayBody,
        response: { 200: QuickPayResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      if (request.params.account !== request.body.accountNumber) throw new BadRequestError("The account number does not match.");
      const session = request.session ? { email: request.session.email } : null;
      return { status: true as const, ...(await service.quickPay(request.body.accountNumber, session)) };
    },
  );

  if (config.billing.portal !== "sandbox") return;

  await app.register(async (scope) => {
    const sandbox = scope.withTypeProvider<TypeBoxTypeProvider>();
    sandbox.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const SessionParams = Type.Object({ sessionKey: Type.String({ pattern: "^[a-f0-9]{32}$" }) });
    const today = () => new Date().toISOString().slice(0, 10);

    sandbox.get(
      "/auth/sandbox-portal/:sessionKey",
      {
        config: { access: "public", rateLimit: publicPostLimit(config, 2) },
        schema: {
          hide: true,
          params: SessionParams,
          querystring: Type.Object({
            token: Type.Optional(Type.String({ maxLength: 100 })),
            view: Type.Optional(Type.Union([Type.Literal("pay"), Type.Literal("methods")])),
          }),
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? "";
        const session = await sandboxPortal.openSession(request.params.sessionKey, token);
        reply.type(html).header("cache-control", "no-store");
        if (!session) return reply.code(404).send(expiredPage());
        return portalPage(session, token, today(), request.query.view ?? "pay");
      },
    );

    sandbox.post(
      "/auth/sandbox-portal/:sessionKey",
      {
        config: { access: "public", rateLimit: publicPostLimit(config) },
        schema: {
          hide: true,
          params: SessionParams,
          body: Type.Object({ token: Type.String({ maxLength: 100 }), payOn: Type.String({ maxLength: 10 }) }),
        },
      },
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
    );
  });
};

export default billingRoutes;
