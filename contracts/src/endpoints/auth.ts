export const authEndpoints = {} as const;
