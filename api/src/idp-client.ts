import type { AuthConfig } from "@hpm/contracts/schemas";
import type { Config } from "./config";

/** Microsoft's sign-in hosts (public and national clouds, External ID, B2C), where msal-browser speaks Entra's dialect. */
const MICROSOFT_HOSTS = [
  /^login\.microsoftonline\.(com|us)$/,
  /^login\.partner\.microsoftonline\.cn$/,
  /^login\.chinacloudapi\.cn$/,
  /^login\.(windows\.net|microsoft\.com)$/,
  /^sts\.windows\.net$/,
  /\.ciamlogin\.com$/,
  /\.b2clogin\.com$/,
];

export function isMicrosoftHost(host: string): boolean {
  return MICROSOFT_HOSTS.some((h) => h.test(host.toLowerCase()));
}

/**
 * msal-browser's settings from the OIDC_* variables alone. The authority's host is a known authority, so msal never
 * asks Microsoft's cloud to vouch for it (which the page's connect-src would refuse, and which fails for any other
 * provider). A provider that is not Microsoft's is spoken to in plain OpenID Connect, its discovery document under
 * its issuer (OpenID Connect Discovery 1.0, section 4).
 */
export function idpClientConfig(idp: Config["idp"]): AuthConfig {
  if (idp.mode !== "entra") return { mode: "dev" };
  const microsoft = isMicrosoftHost(new URL(idp.authority).hostname);
  const authority = microsoft ? idp.authority : idp.issuer;
  return {
    mode: "entra",
    clientId: idp.audience,
    authority,
    knownAuthorities: [new URL(authority).host],
    protocolMode: microsoft ? "AAD" : "OIDC",
  };
}

/**
 * What the page may fetch from the provider (discovery, keys, the token endpoint): the authority's own path and
 * nothing else of its host. Entra's and most providers' endpoints live under it; see docs/configuration.md.
 */
export function idpConnectSource(idp: Config["idp"]): string[] {
  if (idp.mode !== "entra") return [];
  const url = new URL(idp.authority);
  const path = url.pathname.replace(/\/+$/, "");
  return [`${url.origin}${path}/`];
}
