import {
  type AuthenticationResult,
  BrowserAuthError,
  BrowserAuthErrorCodes,
  createStandardPublicClientApplication,
  type IPublicClientApplication,
} from "@azure/msal-browser";
import { AUTH_REDIRECT_PATH, type AuthConfig, type IdentityClaims, signInNames } from "@hpm/contracts";
import type { IdentityLogin } from "./popup-login";
import { REDIRECT_PENDING_KEY } from "./sign-in";

type EntraConfig = Extract<AuthConfig, { mode: "entra" }>;

const SCOPES = ["openid", "profile", "email"];
/** Long enough to type a password and answer a second factor in the popup. */
const POPUP_TIMEOUT_MS = 10 * 60_000;

interface Msal {
  app: IPublicClientApplication;
  /** What the provider sent this page back with: a sign-in's answer, or null (also after a sign-out). */
  returned: Promise<AuthenticationResult | null>;
}
let client: Promise<Msal> | null = null;

function msal(config: EntraConfig): Promise<Msal> {
  const back = `${window.location.origin}${AUTH_REDIRECT_PATH}`;
  client ??= createStandardPublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      redirectUri: back,
      postLogoutRedirectUri: back,
    },
    cache: { cacheLocation: "sessionStorage" },
    system: { protocolMode: config.protocolMode === "OIDC" ? "OIDC" : "AAD", popupBridgeTimeout: POPUP_TIMEOUT_MS },
  }).then((app) => ({
    app,
    // first, as msal asks: it also ends the record of a redirect (a sign-out) still marked in progress
    returned: app.handleRedirectPromise(),
  }));
  return client;
}

function loginOf(result: AuthenticationResult): IdentityLogin {
  const names = signInNames((result.idTokenClaims ?? {}) as IdentityClaims);
  // the server refuses an account it cannot name; it says why
  return { idToken: result.idToken, ...(names ?? { email: result.account.username, username: result.account.username }) };
}

/** An installed app (and iOS) loses popups: there the whole page goes to the provider and comes back. */
function prefersRedirect(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

const popupRefused = (err: unknown) =>
  err instanceof BrowserAuthError &&
  (err.errorCode === BrowserAuthErrorCodes.popupWindowError || err.errorCode === BrowserAuthErrorCodes.emptyWindowError);

/**
 * Signs in with the provider's popup, or by sending the page there (installed app, popup blocked). The redirect never
 * resolves here: the page leaves, and /login finishes the sign-in with `completeRedirect` when it comes back.
 */
export async function entraLogin(config: EntraConfig, nonce: string): Promise<IdentityLogin> {
  const { app, returned } = await msal(config);
  await returned.catch(() => null);
  const request = { scopes: SCOPES, nonce };
  if (!prefersRedirect()) {
    try {
      return loginOf(await app.loginPopup(request));
    } catch (err) {
      if (!popupRefused(err)) throw err;
    }
  }
  sessionStorage.setItem(REDIRECT_PENDING_KEY, "1");
  await app.loginRedirect({ ...request, redirectStartPage: window.location.href });
  return new Promise<never>(() => {});
}

/** The answer the provider sent the page back with (null when this page did not start a redirect sign-in). */
export async function completeRedirect(config: EntraConfig): Promise<IdentityLogin | null> {
  if (!sessionStorage.getItem(REDIRECT_PENDING_KEY)) return null;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  const result = await (await msal(config)).returned;
  return result ? loginOf(result) : null;
}

/** Ends the provider's own session too (Microsoft's sign-out page), so the next person at this computer gets its form. */
export async function entraLogout(config: EntraConfig): Promise<void> {
  const { app, returned } = await msal(config);
  await returned.catch(() => null);
  const account = app.getActiveAccount() ?? app.getAllAccounts()[0] ?? null;
  // client_id lets the provider send the browser back even when this tab holds no ID token to hint with
  await app.logoutRedirect({ account, extraQueryParameters: { client_id: config.clientId } });
}
