export const contentEndpoints = {} as const;
