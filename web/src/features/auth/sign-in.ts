import type { AuthConfig, SessionUser } from "@hpm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { authStore } from "./auth-store";
import type { IdentityLogin } from "./popup-login";
import { authApi, authConfigQueryOptions } from "./queries";

/** Set while the whole page is away at the provider (the redirect flow), so /login knows to finish the sign-in. */
export const REDIRECT_PENDING_KEY = "hpm.signin.redirect";

function redirectPending(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

async function exchange(login: IdentityLogin): Promise<SessionUser> {
  const { user } = await authApi.authenticate({ azureToken: login.idToken, email: login.email, username: login.username });
  authStore.set(user);
  return user;
}

export async function signIn(queryClient: QueryClient): Promise<SessionUser> {
  const config = await queryClient.ensureQueryData(authConfigQueryOptions());
  const { nonce } = await authApi.nonce();
  if (config.mode === "entra") {
    // the provider's code (msal-browser) comes with the first sign-in, not with every visitor's page
    const { entraLogin } = await import("./entra-login");
    return exchange(await entraLogin(config, nonce));
  }
  const { devPopupLogin } = await import("./popup-login");
  return exchange(await devPopupLogin(nonce));
}

/** Finishes a sign-in that sent the whole page to the provider (installed app, popup blocked); null if none. */
export async function completeRedirectSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  if (!redirectPending()) return null;
  const config = await queryClient.ensureQueryData(authConfigQueryOptions());
  if (config.mode !== "entra") return null;
  const { completeRedirect } = await import("./entra-login");
  const login = await completeRedirect(config);
  return login ? exchange(login) : null;
}

export async function signOut() {
  try {
    await authApi.logout();
  } finally {
    authStore.set(null);
  }
}

/** Sends the page to the provider's sign-out (Entra's, or the configured provider's end-session page). */
export async function signOutOfProvider(config: AuthConfig): Promise<void> {
  if (config.mode !== "entra") return;
  const { entraLogout } = await import("./entra-login");
  await entraLogout(config);
}

export async function verifyStoredUser() {
  if (!authStore.get() || !navigator.onLine) return;
  try {
    authStore.set(await authApi.me());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) authStore.set(null);
  }
}
