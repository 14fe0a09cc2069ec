import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "hpm-e2e-"));
const port = process.env.E2E_PORT ?? "3210";
const server = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "300",
    // test-only keys, so bundle-secrets.spec.ts can look for them in the built site
    SESSION_SECRET: "e2e-only-session-secret-5f0c1d2e3a4b5c6d7e8f",
    HUB_TOKEN_SECRET: "e2e-only-hub-token-secret-9a8b7c6d5e4f3a2b1c0d",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
