// The production build signing in against a local OpenID provider laid out like Microsoft Entra ID (e2e/oidc/),
// configured as an operator would: the OIDC_* variables and ADMIN_EMAILS, nothing else of the sign-in.
// The provider's certificate is made by the Playwright config (Chromium trusts its key only); the API trusts it
// through NODE_EXTRA_CA_CERTS, as it would trust a private CA.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEntraLikeProvider } from "./oidc/provider.mjs";

const port = Number(process.env.E2E_ENTRA_PORT ?? 3220);
const providerPort = Number(process.env.E2E_OIDC_PORT ?? 3221);
const certDir = process.env.E2E_OIDC_CERT_DIR;
if (!certDir) throw new Error("E2E_OIDC_CERT_DIR is not set (the Playwright config makes the certificate)");
if (!existsSync("api/dist/server.js")) throw new Error("no production build: run `npm run build` first");

const site = `http://localhost:${port}`;
const op = await startEntraLikeProvider({ siteOrigin: site, port: providerPort, certDir });
const dataDir = mkdtempSync(join(tmpdir(), "hpm-e2e-entra-"));
const tenant = "tenant-a";

const server = spawn(process.execPath, ["api/dist/server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    NODE_EXTRA_CA_CERTS: op.certFile,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: site,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    // a test server is stopped when the run ends: no load balancer to drain from
    SHUTDOWN_DELAY_MS: "0",
    SESSION_SECRET: "e2e-entra-only-session-secret-7c1e9d2a4b6f",
    OIDC_ISSUER: op.issuer(tenant),
    OIDC_JWKS_URL: op.jwksUrl(tenant),
    OIDC_CLIENT_ID: op.clientId,
    OIDC_AUTHORITY: op.authority(tenant),
    ADMIN_EMAILS: "editor1@example.com",
    DEMO_AGENT_COUNT: "50",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", async (code) => {
  await op.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
