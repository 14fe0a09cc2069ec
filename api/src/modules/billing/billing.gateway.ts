import type { AccountDetails } from "@hpm/contracts/schemas";

// The insurer's billing system: looks up a policy account by its number.
export interface BillingSystem {
  readonly name: string;
  findAccount(accountNumber: string): Promise<AccountDetails | null>;
}

export interface PortalSessionRequest {
  accountNumber: string;
  referenceNumber: string;
  policyHolderName: string;
  amountDue: string;
  requestedBy: string;
}

export interface PortalSessionGrant {
  sessionKey: string;
  accessToken: string;
  /** The address the browser frames (the embedded payment widget) or opens. */
  portalUrl: string;
}

// The payment provider's portal: issues a short-lived session for one account's payment.
export interface PaymentPortal {
  readonly name: string;
  startSession(request: PortalSessionRequest): Promise<PortalSessionGrant>;
}
