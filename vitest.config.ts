import { configDefaults, defineConfig } from "vitest/config";

/**
 * API tests that always run on PostgreSQL (two instances, or Redis under two instances, need a shared server): without
 * TEST_DATABASE_URL they use the local server (api/src/test/instances.ts), so the run with it (CI's second pass,
 * .ci/run) would repeat them as they are. That run leaves them to the first.
 */
const ALWAYS_ON_POSTGRES = [
  "api/src/shared-instances.test.ts",
  "api/src/modules/search/search.instances.test.ts",
  "api/src/modules/publishing/schedule.instances.test.ts",
  "api/src/test/faults/two-instances.test.ts",
  "api/src/test/faults/redis-outage.test.ts",
];

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
          globalSetup: ["api/src/test/pglite-image.ts"],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ALWAYS_ON_POSTGRES : [])],
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
