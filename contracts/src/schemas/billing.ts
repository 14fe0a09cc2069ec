import Type, { type Static } from "typebox";

export const AccountNumber = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" });
export const AccountDetails = Type.Object({
  policyHolderName: Type.String(),
  billingAddressStreet: Type.String(),
  billingZip: Type.String(),
  minAmountDue: Type.String(),
  referenceNumber: Type.String(),
  state: Type.String(),
});
export type AccountDetails = Static<typeof AccountDetails>;
export const AccountBody = Type.Object({ accountNumber: AccountNumber }, { additionalProperties: false });
export const PortalSession = Type.Object({
  status: Type.Literal(true),
  sessionKey: Type.String(),
  accessToken: Type.String(),
  portalUrl: Type.String(),
});
export type PortalSession = Static<typeof PortalSession>;
export const QuickPayBody = Type.Object(
  { accountNumber: AccountNumber, isAgent: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const QuickPayResult = Type.Object({
  status: Type.Literal(true),
  isAgent: Type.Boolean(),
  sessionKey: Type.Optional(Type.String()),
  accessToken: Type.Optional(Type.String()),
  portalUrl: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  redirect: Type.Boolean(),
  redirectUrl: Type.Optional(Type.String()),
});
export type QuickPayResult = Static<typeof QuickPayResult>;

export const AccountParams = Type.Object({ account: AccountNumber });
export const ReferenceNumber = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" });
export const AmountDue = Type.String({ maxLength: 20, pattern: "^[0-9]+(\\.[0-9]{1,2})?$" });
export const PaymentTokenParams = Type.Object({ referenceNumber: ReferenceNumber, minAmountDue: AmountDue });

/** The local sandbox payment portal (docs/billing.md): its session, the page's view and the payment form. */
export const SandboxSessionParams = Type.Object({ sessionKey: Type.String({ pattern: "^[a-f0-9]{32}$" }) });
export const SandboxPortalQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 100 })),
  view: Type.Optional(Type.Union([Type.Literal("pay"), Type.Literal("methods")])),
});
export const SandboxPaymentBody = Type.Object({ token: Type.String({ maxLength: 100 }), payOn: Type.String({ maxLength: 10 }) });
