import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: "allow",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: "desktop", testIgnore: ["phone.spec.ts"], use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      testMatch: ["shell.spec.ts", "phone.spec.ts"],
      use: { viewport: { width: 360, height: 740 }, hasTouch: true },
    },
  ],
  webServer: {
    command: "node e2e/server.mjs",
    cwd: "..",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
