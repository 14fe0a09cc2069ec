export const submissionsEndpoints = {} as const;
