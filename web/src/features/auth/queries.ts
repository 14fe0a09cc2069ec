import type { AuthConfig, AuthenticateBody, AuthenticateResult, SessionUser } from "@hpm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "config"],
    queryFn: () => api.get<AuthConfig>("/api/auth/config"),
    staleTime: 60 * 60 * 1000,
  });

export const authApi = {
  authenticate: (body: AuthenticateBody) => api.post<AuthenticateResult>("/api/auth/authenticate", body),
  me: () => api.get<SessionUser>("/api/auth/me"),
  logout: () => api.post<null>("/api/auth/logout"),
  /** Starts a sign-in: the nonce the provider's ID token must carry back (the server keeps it in a cookie). */
  nonce: () => api.post<{ nonce: string }>("/api/auth/nonce"),
};
