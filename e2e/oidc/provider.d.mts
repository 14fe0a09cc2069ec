export const CLIENT_ID: string;
export const OTHER_CLIENT_ID: string;

export function makeCertificate(dir: string): { certFile: string; keyFile: string; cert: Buffer; key: Buffer; spki: string };

export interface EntraLikeLayout {
  origin: string;
  issuer(tenant: string): string;
  authority(tenant: string): string;
  jwksUrl(tenant: string): string;
  clientId: string;
  otherClientId: string;
}

export function entraLikeLayout(origin: string): EntraLikeLayout;

export interface EntraLikeProvider extends EntraLikeLayout {
  tenantId(tenant: string): string | undefined;
  accounts: { login: string; oid: string; name: string; email: string; emailVerified: boolean }[];
  certFile: string;
  keyFile: string;
  spki: string;
  close(): Promise<void>;
}

export function startEntraLikeProvider(options: {
  siteOrigin: string;
  port?: number;
  host?: string;
  tenants?: string[];
  certDir?: string;
}): Promise<EntraLikeProvider>;
