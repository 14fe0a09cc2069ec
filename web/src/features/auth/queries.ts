import type { AuthenticateBody } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "config"],
    queryFn: () => api.call("getAuthConfig"),
    staleTime: 60 * 60 * 1000,
  });

export const authApi = {
  authenticate: (body: AuthenticateBody) => api.call("authenticate", { body }),
  me: () => api.call("getCurrentUser"),
  logout: () => api.call("signOut"),
  /** Starts a sign-in: the nonce the provider's ID token must carry back (the server keeps it in a cookie). */
  nonce: () => api.call("startSignIn"),
};
