export const billingEndpoints = {} as const;
