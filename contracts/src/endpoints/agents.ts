export const agentsEndpoints = {} as const;
