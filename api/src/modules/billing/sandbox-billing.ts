import type { AccountDetails } from "@hpm/contracts/schemas";
import type { BillingSystem } from "./billing.gateway";

// LOCAL SANDBOX billing system: fixed demo accounts, no outside service. See docs/billing.md.
export const SANDBOX_ACCOUNTS: Record<string, AccountDetails> = {
  "1000123456": {
    policyHolderName: "Jordan Rivera",
    billingAddressStreet: "1200 Main Street",
    billingZip: "80401",
    minAmountDue: "142.50",
    referenceNumber: "CO-1000123456",
    state: "CO",
  },
  "1000654321": {
    policyHolderName: "Casey Morgan",
    billingAddressStreet: "48 County Road 12",
    billingZip: "80631",
    minAmountDue: "89.00",
    referenceNumber: "CO-1000654321",
    state: "CO",
  },
  "2000123456": {
    policyHolderName: "Taylor Brooks",
    billingAddressStreet: "310 Grand Avenue",
    billingZip: "82070",
    minAmountDue: "120.00",
    referenceNumber: "WY-2000123456",
    state: "WY",
  },
  "3000123456": {
    policyHolderName: "Riley Hansen",
    billingAddressStreet: "77 Rimrock Road",
    billingZip: "59102",
    minAmountDue: "64.25",
    referenceNumber: "MT-3000123456",
    state: "MT",
  },
};

export function createSandboxBillingSystem(): BillingSystem {
  // looked up by the number a visitor typed: a Map, so "constructor" or "toString" is no account
  const accounts = new Map(Object.entries(SANDBOX_ACCOUNTS));
  return {
    name: "sandbox",
    async findAccount(accountNumber) {
      return accounts.get(accountNumber.trim()) ?? null;
    },
  };
}
