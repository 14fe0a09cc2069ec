import type { AuthConfig } from "@hpm/contracts";
import type { IdentityLogin } from "./popup-login";

export async function entraLogin(config: AuthConfig): Promise<IdentityLogin> {
  const { createStandardPublicClientApplication } = await import("@azure/msal-browser");
  const app = await createStandardPublicClientApplication({
    auth: { clientId: config.clientId ?? "", authority: config.authority, redirectUri: window.location.origin },
    cache: { cacheLocation: "sessionStorage" },
  });
  const result = await app.loginPopup({ scopes: ["User.Read"] });
  const claims = (result.idTokenClaims ?? {}) as { email?: string; preferred_username?: string };
  const username = result.account.username;
  return { idToken: result.idToken, email: claims.email ?? claims.preferred_username ?? username, username };
}
