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
