import { SIGNED_IN_PAGES } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { contentKeys } from "../../content/queries";
import { authStore } from "./auth-store";
import { signIn as runSignIn, signOut as runSignOut } from "./sign-in";

export function useAuth() {
  const user = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.getServerSnapshot);
  const queryClient = useQueryClient();
  const signIn = useCallback(() => runSignIn(queryClient), [queryClient]);
  const signOut = useCallback(
    () =>
      runSignOut()
        .catch((err) => console.error("Sign-out failed", err))
        .finally(() => {
          for (const pageName of SIGNED_IN_PAGES) queryClient.removeQueries({ queryKey: contentKeys.page(pageName) });
        }),
    [queryClient],
  );
  return { user, isAdmin: user?.role === "admin", signIn, signOut };
}
