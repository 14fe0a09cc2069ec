import type { EndpointAnswer, EndpointInput, EndpointName, Endpoints } from "@hpm/contracts/endpoints";
import type { AccountDetails } from "@hpm/contracts/schemas";
import { ApiError, api, endpointUrl } from "../../lib/api";

export const SOMETHING_WENT_WRONG = "Something went wrong";
export const ACCOUNT_NOT_FOUND = "Account Not Found!";
export const SERVED_STATE = "CO";
export const PORTAL_DELAY_MS = 5000;
export const ERROR_TIMEOUT_MS = 5000;

type Answer<N extends EndpointName> = EndpointAnswer<Endpoints[N]>;
type Body<N extends EndpointName> = EndpointInput<Endpoints[N]> extends { body: infer B } ? B : never;

export const paymentApi = {
  accountDetails: (account: string) => api.call("getAccountDetails", { params: { account: account.trim() } }),
  scheduleToken: (details: AccountDetails, accountNumber: string) => {
    const body: Body<"startScheduledPayment"> = { accountNumber: accountNumber.trim() };
    const params = { referenceNumber: details.referenceNumber.trim(), minAmountDue: details.minAmountDue.trim() };
    return raw<Answer<"startScheduledPayment">>(endpointUrl("startScheduledPayment", { params }), body);
  },
  quickPay: (accountNumber: string) => {
    const body: Body<"startQuickPay"> = { accountNumber: accountNumber.trim() };
    return raw<Answer<"startQuickPay">>(endpointUrl("startQuickPay", { params: { account: body.accountNumber } }), body);
  },
};

// These answers carry their fields beside status (spec/1 section 7), not inside result.
async function raw<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, SOMETHING_WENT_WRONG);
  }
  const json = (await res.json().catch(() => null)) as (T & { status?: boolean; message?: string }) | null;
  if (!res.ok || json?.status !== true) throw new ApiError(res.status, json?.message ?? SOMETHING_WENT_WRONG);
  return json;
}

export function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return ACCOUNT_NOT_FOUND;
  return SOMETHING_WENT_WRONG;
}
