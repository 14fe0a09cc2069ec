import type { AuthConfig, AuthenticateBody, AuthenticateResult, SessionUser } from "@hpm/contracts";
import type { RevokedCount, SessionList } from "@hpm/contracts/sessions";
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
  signOutOtherDevices: () => api.post<RevokedCount>("/api/auth/sessions/sign-out-others"),
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "sessions"],
    queryFn: () => api.get<SessionList>("/api/auth/sessions"),
    staleTime: 0,
  });
