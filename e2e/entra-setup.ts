import { tmpdir } from "node:os";
import { join } from "node:path";
import { entraLikeLayout } from "./oidc/provider.mjs";

/** The production build signing in against the local Entra-like provider (e2e/entra-server.mjs, entra.spec.ts). */
export const ENTRA_PORT = Number(process.env.E2E_ENTRA_PORT ?? 3220);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3221);
/** Where the provider's certificate is made once (the Playwright config; every worker reads it). */
export const OIDC_CERT_DIR = join(tmpdir(), `hpm-e2e-oidc-${OIDC_PORT}`);
export const OIDC_PROVIDER = { ...entraLikeLayout(`https://127.0.0.1:${OIDC_PORT}`), certFile: join(OIDC_CERT_DIR, "cert.pem") };
