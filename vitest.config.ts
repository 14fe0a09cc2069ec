import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "contracts/src/**/*.test.ts",
            "migrations/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // each file's setup creates an embedded database and migrates it: on a loaded two-core machine (CI beside
          // other work) that alone has taken over a minute
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
