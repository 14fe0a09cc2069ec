import type { EntraLikeLayout } from "./provider.mjs";

export function codeFlow(options: { op: EntraLikeLayout & { certFile: string }; siteOrigin: string }): {
  /** A signed ID token for `login` from `tenant` for `clientId`, carrying `nonce`, from a browser with no session. */
  idToken(options: { login: string; nonce: string; tenant?: string; clientId?: string }): Promise<string>;
};
