export const hubEndpoints = {} as const;
