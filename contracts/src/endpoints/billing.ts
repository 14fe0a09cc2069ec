import {
  AccountBody,
  AccountDetails,
  AccountParams,
  PaymentTokenParams,
  PortalSession,
  QuickPayBody,
  QuickPayResult,
  SandboxPaymentBody,
  SandboxPortalQuery,
  SandboxSessionParams,
} from "../schemas/billing";
import { ErrorBody, Ok } from "../schemas/common";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ["billing"];

/**
 * Bill pay: a policy account's billing details and a session of the payment portal. The portal's answers carry their
 * fields beside `status` (spec/1 section 7), not in `result`.
 */
export const billingEndpoints = {
  getAccountDetails: endpoint({
    method: "GET",
    path: "/auth/account-details/:account",
    access: "user",
    schema: { tags, params: AccountParams, response: { 200: Ok(AccountDetails), ...errors } },
  }),
  startScheduledPayment: endpoint({
    method: "POST",
    path: "/auth/get-token/:referenceNumber/:minAmountDue",
    access: "user",
    schema: { tags, params: PaymentTokenParams, body: AccountBody, response: { 200: PortalSession, ...errors } },
  }),
  startQuickPay: endpoint({
    method: "POST",
    path: "/auth/quick-pay-token/:account",
    access: "public",
    schema: {
      tags,
      params: AccountParams,
      body: QuickPayBody,
      response: { 200: QuickPayResult, 400: ErrorBody, 404: ErrorBody },
    },
  }),

  /** The local sandbox payment portal's page (registered only when the sandbox is the portal). */
  showSandboxPortal: endpoint({
    method: "GET",
    path: "/auth/sandbox-portal/:sessionKey",
    access: "public",
    schema: { hide: true, params: SandboxSessionParams, querystring: SandboxPortalQuery },
  }),
  scheduleSandboxPayment: endpoint({
    method: "POST",
    path: "/auth/sandbox-portal/:sessionKey",
    access: "public",
    schema: { hide: true, params: SandboxSessionParams, body: SandboxPaymentBody },
  }),
};
