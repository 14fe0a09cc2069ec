import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { authStore } from "./auth-store";
import type { IdentityLogin } from "./popup-login";
import { authApi, authConfigQueryOptions } from "./queries";

export async function signIn(queryClient: QueryClient) {
  const config = await queryClient.ensureQueryData(authConfigQueryOptions());
  let login: IdentityLogin;
  if (config.mode === "entra") {
    const { entraLogin } = await import("./entra-login");
    login = await entraLogin(config);
  } else {
    // the sign-in window's code comes with the first sign-in, not with every visitor's page
    const { devPopupLogin } = await import("./popup-login");
    login = await devPopupLogin();
  }
  const { user } = await authApi.authenticate({ azureToken: login.idToken, email: login.email, username: login.username });
  authStore.set(user);
  return user;
}

export async function signOut() {
  try {
    await authApi.logout();
  } finally {
    authStore.set(null);
  }
}

export async function verifyStoredUser() {
  if (!authStore.get() || !navigator.onLine) return;
  try {
    authStore.set(await authApi.me());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) authStore.set(null);
  }
}
