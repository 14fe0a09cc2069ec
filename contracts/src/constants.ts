export const DEFAULT_CLIENT = "mwfbi";

export const DEMO_ACCOUNTS: { email: string; name: string }[] = [
  ...Array.from({ length: 8 }, (_, i) => ({ email: `editor${i + 1}@example.com`, name: `Editor ${i + 1}` })),
  { email: "agent@example.com", name: "Avery Agent" },
];
