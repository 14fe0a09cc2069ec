import Type from "typebox";
import {
  AuthConfig,
  AuthenticateBody,
  AuthenticateResult,
  DevIdToken,
  DevTokenBody,
  RevokedCount,
  SessionList,
  SessionUser,
  SignInNonce,
  SignOutEverywhereBody,
} from "../schemas/auth";
import { ErrorBody, Ok } from "../schemas/common";
import { endpoint } from "./define";

const tags = ["auth"];

/** Sign-in with the identity provider's ID token, the session, and the account page's list of signed-in devices. */
export const authEndpoints = {
  authenticate: endpoint({
    method: "POST",
    path: "/api/auth/authenticate",
    access: "public",
    schema: { tags, body: AuthenticateBody, response: { 200: Ok(AuthenticateResult), 401: ErrorBody } },
  }),
  startSignIn: endpoint({
    method: "POST",
    path: "/api/auth/nonce",
    access: "public",
    schema: { tags, response: { 200: Ok(SignInNonce) } },
  }),
  getCurrentUser: endpoint({
    method: "GET",
    path: "/api/auth/me",
    access: "user",
    schema: { tags, response: { 200: Ok(SessionUser), 401: ErrorBody } },
  }),
  signOut: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    access: "public",
    schema: { tags, response: { 200: Ok(Type.Null()) } },
  }),
  listSessions: endpoint({
    method: "GET",
    path: "/api/auth/sessions",
    access: "user",
    schema: { tags, response: { 200: Ok(SessionList), 401: ErrorBody } },
  }),
  signOutOtherSessions: endpoint({
    method: "POST",
    path: "/api/auth/sessions/sign-out-others",
    access: "user",
    schema: { tags, response: { 200: Ok(RevokedCount), 401: ErrorBody } },
  }),
  signOutEverywhere: endpoint({
    method: "POST",
    path: "/api/auth/admin/sign-out-everywhere",
    access: "admin",
    schema: {
      tags,
      body: SignOutEverywhereBody,
      response: { 200: Ok(RevokedCount), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }),
  getAuthConfig: endpoint({
    method: "GET",
    path: "/api/auth/config",
    access: "public",
    schema: { tags, response: { 200: Ok(AuthConfig) } },
  }),

  /** The development identity provider (registered only when no real one is configured). */
  issueDevIdToken: endpoint({
    method: "POST",
    path: "/dev-idp/token",
    access: "public",
    schema: { tags: ["dev-idp"], body: DevTokenBody, response: { 200: DevIdToken } },
  }),
  getDevIdpKeys: endpoint({
    method: "GET",
    path: "/dev-idp/jwks.json",
    access: "public",
    schema: { tags: ["dev-idp"] },
  }),
  showDevLoginPage: endpoint({
    method: "GET",
    path: "/dev-idp/login",
    access: "public",
    schema: { hide: true },
  }),
  getDevLoginScript: endpoint({
    method: "GET",
    path: "/dev-idp/login.js",
    access: "public",
    schema: { hide: true },
  }),
};
