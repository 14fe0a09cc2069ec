/** The claims of an ID token that say who signed in (Entra ID v2 or any OpenID provider). */
export interface IdentityClaims {
  iss?: string;
  sub?: string;
  tid?: unknown;
  oid?: unknown;
  preferred_username?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

/** Where the identity provider sends the browser back (the popup, a redirect, a sign-out): registered as is. */
export const AUTH_REDIRECT_PATH = "/auth/redirect";

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * The immutable key of a person: Entra's tenant + object id, otherwise the issuer + subject (OpenID Connect
 * Core 5.7: only `iss` + `sub` identify an end-user; e-mail and usernames can change or be reassigned).
 */
export function subjectOf(claims: IdentityClaims): string | null {
  const tid = text(claims.tid);
  const oid = text(claims.oid);
  if (tid && oid) return `entra:${tid.toLowerCase()}:${oid.toLowerCase()}`;
  const iss = text(claims.iss);
  const sub = text(claims.sub);
  return iss && sub ? `oidc:${iss}#${sub}` : null;
}

/**
 * The account name the provider vouches for, which the editor list (ADMIN_EMAILS) is matched against:
 * `preferred_username` (in Entra the tenant's UPN, on a domain the tenant has verified), or `email` only when the
 * provider says it verified it. An unverified `email` (Entra's mail attribute, which any user can be given) is never
 * proof of who someone is.
 */
export function vouchedAccountName(claims: IdentityClaims): string | null {
  const username = text(claims.preferred_username);
  if (username) return username.toLowerCase();
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const email = text(claims.email);
  return verified && email ? email.toLowerCase() : null;
}

/** What the browser sends with the token (`POST /api/auth/authenticate`): the same names the server derives. */
export function signInNames(claims: IdentityClaims): { email: string; username: string } | null {
  const name = vouchedAccountName(claims);
  return name ? { email: name, username: name } : null;
}
