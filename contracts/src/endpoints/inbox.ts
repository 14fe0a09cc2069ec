export const inboxEndpoints = {} as const;
