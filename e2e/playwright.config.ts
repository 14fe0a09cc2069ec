import { mkdirSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/chromium.mjs";
import { ENTRA_PORT, OIDC_CERT_DIR, OIDC_PORT } from "./entra-setup";
import { makeCertificate } from "./oidc/provider.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// made once here (the config is read by every worker too): Chromium trusts this certificate's key and no other
mkdirSync(OIDC_CERT_DIR, { recursive: true });
const { spki } = makeCertificate(OIDC_CERT_DIR);

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
    { name: "desktop", testIgnore: ["phone.spec.ts", "entra.spec.ts"], use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      testMatch: ["shell.spec.ts", "phone.spec.ts"],
      use: { viewport: { width: 360, height: 740 }, hasTouch: true },
    },
    {
      name: "entra",
      testMatch: ["entra.spec.ts"],
      use: {
        baseURL: `http://localhost:${ENTRA_PORT}`,
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spki}`],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node e2e/server.mjs",
      cwd: "..",
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(PORT) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/entra-server.mjs",
      cwd: "..",
      url: `http://localhost:${ENTRA_PORT}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_ENTRA_PORT: String(ENTRA_PORT), E2E_OIDC_PORT: String(OIDC_PORT), E2E_OIDC_CERT_DIR: OIDC_CERT_DIR },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
