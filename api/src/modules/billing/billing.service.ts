import type { AccountDetails } from "@hpm/contracts/schemas";
import { NotFoundError } from "../../errors";
import type { BillingSystem, PaymentPortal } from "./billing.gateway";

export const ACCOUNT_NOT_FOUND = "Account Not Found!";
export const CONTACT_AGENT = "Please contact your agent.";
export const SERVED_STATE = "CO";

export function createBillingService(billing: BillingSystem, portal: PaymentPortal, redirectUrl: string | undefined) {
  const account = async (accountNumber: string): Promise<AccountDetails> => {
    const found = await billing.findAccount(accountNumber);
    if (!found) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return found;
  };
  const payable = async (accountNumber: string) => {
    const found = await account(accountNumber);
    if (found.state !== SERVED_STATE) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return found;
  };
  return {
    accountDetails: account,

    async scheduleToken(accountNumber: string, referenceNumber: string, by: string) {
      const found = await payable(accountNumber);
      if (found.referenceNumber !== referenceNumber) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      return portal.startSession({
        accountNumber,
        referenceNumber: found.referenceNumber,
        policyHolderName: found.policyHolderName,
        amountDue: found.minAmountDue,
        requestedBy: by,
      });
    },

    async quickPay(accountNumber: string, agent: { email: string } | null) {
      const found = await payable(accountNumber);
      if (!agent)
        return redirectUrl
          ? { isAgent: false, redirect: true, redirectUrl, message: CONTACT_AGENT }
          : { isAgent: false, redirect: false, message: CONTACT_AGENT };
      const grant = await portal.startSession({
        accountNumber,
        referenceNumber: found.referenceNumber,
        policyHolderName: found.policyHolderName,
        amountDue: found.minAmountDue,
        requestedBy: agent.email,
      });
      return { isAgent: true, redirect: false, ...grant };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
