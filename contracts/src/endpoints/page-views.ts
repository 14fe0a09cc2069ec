export const pageViewsEndpoints = {} as const;
