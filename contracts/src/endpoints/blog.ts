export const blogEndpoints = {} as const;
