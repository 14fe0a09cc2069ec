export const ACCOUNT_NUMBER_MESSAGE = "Please enter your account number";

export function checkAccountNumber(value: string): string | null {
  return value.trim() === "" ? ACCOUNT_NUMBER_MESSAGE : null;
}
