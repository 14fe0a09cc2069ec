// A local OpenID provider laid out like Microsoft Entra ID, for end-to-end tests of the site's
// production sign-in (MSAL in the browser, protocolMode "OIDC", code flow + PKCE, public SPA client).
// It is the certified `oidc-provider` package, so the site talks to a standards-compliant server,
// with Entra's shape on top: one issuer per tenant at https://host/<tenant>/v2.0, ID tokens with
// oid / tid / preferred_username, no consent screen (first-party app), SSO while a session exists.
// Pages a test drives: sign-in (heading "Sign in", fields "Email" and "Password", button "Sign in"),
// sign-out (button "Sign out", shown by the end_session_endpoint while a session exists).
//
//   import { startEntraLikeProvider } from "./oidc/provider.mjs";   // or, as a process:
//   node e2e/oidc/provider.mjs --site-origin http://localhost:3220 --port 0   (prints one JSON line)
import { execFileSync } from "node:child_process";
import { createHash, generateKeyPairSync, randomBytes, X509Certificate } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Provider, { interactionPolicy } from "oidc-provider";

export const CLIENT_ID = "6f1d3c52-8b8e-4d9a-9f0e-2a1b3c4d5e6f";
export const OTHER_CLIENT_ID = "0b7e9a41-3c2d-4f5e-8a6b-7c8d9e0f1a2b";

// Stable, GUID-shaped ids derived from a name, so oids and tids are the same on every run.
function guid(seed) {
  const h = createHash("sha256").update(seed).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// The same accounts exist in every tenant; any password is accepted.
const ACCOUNTS = [
  { login: "editor1@example.com", name: "Editor One" },
  { login: "agent@example.com", name: "Field Agent" },
  // Claims someone else's address without it being verified: the site must not trust that e-mail.
  { login: "mallory@example.com", name: "Mallory", email: "editor1@example.com", emailVerified: false },
  // Its ID tokens expire one second after issue, to test the site's handling of expired tokens.
  { login: "late@example.com", name: "Late Larry", idTokenTtl: 1 },
].map((a) => ({ email: a.login, emailVerified: true, idTokenTtl: 3600, ...a, oid: guid(`account:${a.login}`) }));
const accountByOid = new Map(ACCOUNTS.map((a) => [a.oid, a]));

const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${esc(title)}</title></head><body><main>${body}</main></body></html>`;

function loginPage(action, login, error) {
  return page(
    "Sign in",
    `<h1>Sign in</h1>${error ? `<p role="alert">${esc(error)}</p>` : ""}
<form method="post" action="${esc(action)}">
  <p><label for="login">Email</label> <input id="login" name="login" type="text" inputmode="email" autocomplete="username" value="${esc(login)}" autofocus></p>
  <p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
  <p><button type="submit">Sign in</button></p>
</form>`,
  );
}

/** A self-signed certificate for 127.0.0.1 in `dir` (kept if already there), and its key's SPKI hash for Chromium. */
export function makeCertificate(dir) {
  const certFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  // biome-ignore format: one openssl option per line reads better
  const fresh =
    existsSync(certFile) &&
    existsSync(keyFile) &&
    Date.parse(new X509Certificate(readFileSync(certFile)).validTo) > Date.now() + 12 * 3600_000;
  if (!fresh)
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        keyFile,
        "-out",
        certFile,
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
      ],
      { stdio: "pipe" },
    );
  const cert = readFileSync(certFile);
  const spkiDer = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return { certFile, keyFile, cert, key: readFileSync(keyFile), spki: createHash("sha256").update(spkiDer).digest("base64") };
}

function tenantProvider({ origin, tenant, siteOrigin }) {
  const prefix = `/${tenant}/v2.0`;
  const tid = guid(`tenant:${tenant}`);
  const client = (client_id) => ({
    client_id,
    token_endpoint_auth_method: "none",
    // A "web" client may register plain-http redirect URIs: oidc-provider only refuses http and
    // localhost for web clients allowed the implicit grant, and this one is not. ("native" takes http
    // on loopback hosts too, but then every authorization asks for consent.)
    application_type: "web",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    redirect_uris: [`${siteOrigin}/auth/redirect`],
    post_logout_redirect_uris: [`${siteOrigin}/auth/redirect`],
  });
  // Entra accepts prompt=select_account (MSAL sends it when asked); here it shows the sign-in form.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "select_account", requestable: true }), 0);
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" };

  const provider = new Provider(`${origin}${prefix}`, {
    clients: [client(CLIENT_ID), client(OTHER_CLIENT_ID)],
    jwks: { keys: [jwk] },
    findAccount: (_ctx, id) => {
      const a = accountByOid.get(id);
      if (!a) return undefined;
      const claims = { sub: a.oid, oid: a.oid, tid, preferred_username: a.login, name: a.name };
      return { accountId: a.oid, claims: () => ({ ...claims, email: a.email, email_verified: a.emailVerified }) };
    },
    claims: { openid: ["sub", "oid", "tid"], profile: ["name", "preferred_username"], email: ["email", "email_verified"] },
    // By default the code flow's ID token carries only the openid scope's claims and leaves profile and
    // email to the userinfo endpoint; Entra puts them in the ID token, which is what the site reads.
    conformIdTokenClaims: false,
    // Entra issues refresh tokens to SPAs without offline_access; oidc-provider would otherwise drop
    // offline_access silently (it keeps it only with prompt=consent when a prompt is sent).
    issueRefreshToken: async (_ctx, c) => c.grantTypeAllowed("refresh_token"),
    // Entra lets an SPA call the token endpoint from the origins of its redirect URIs.
    clientBasedCORS: (_ctx, origin, c) => c.redirectUris.some((uri) => new URL(uri).origin === origin),
    // First-party app: grant whatever is asked instead of showing a consent screen.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const { client: c, account, session } = ctx.oidc;
      const id = session.grantIdFor(c.clientId);
      let grant = id && (await Grant.find(id));
      if (!grant || grant.accountId !== account.accountId)
        grant = new Grant({ clientId: c.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(" "));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    interactions: { policy, url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    // Each tenant's cookies stay on its own path, so signing in to one tenant is not a session in the other.
    cookies: {
      long: { path: prefix, sameSite: "none", secure: true }, // like Entra's: sent in MSAL's silent iframe too
      short: { path: prefix, sameSite: "lax" },
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            "Sign out",
            `<h1>Sign out</h1><p>Sign out of your account on this provider?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page("Signed out", "<h1>Signed out</h1><p>You have signed out.</p>");
        },
      },
    },
    ttl: {
      AccessToken: 3600,
      IdToken: (_ctx, token) => accountByOid.get(token.available.sub)?.idTokenTtl ?? 3600,
      RefreshToken: 24 * 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
  });

  async function interaction(req, res) {
    try {
      const details = await provider.interactionDetails(req, res);
      let login = details.params.login_hint;
      let error;
      if (req.method === "POST") {
        let body = "";
        for await (const chunk of req) body += chunk;
        login = new URLSearchParams(body).get("login")?.trim() ?? "";
        const account = ACCOUNTS.find((a) => a.login === login.toLowerCase());
        if (account) {
          const result = { login: { accountId: account.oid }, select_account: {} };
          return await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        }
        error = "We couldn't find an account with that email.";
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(loginPage(req.url, login, error));
    } catch (err) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end(`${err.name}: ${err.message}`);
    }
  }

  const callback = provider.callback();
  return {
    tid,
    handle(req, res, rest, search) {
      if (rest.startsWith("/interaction/")) return interaction(req, res);
      // Mounting by hand: the provider routes on the path below its issuer, and builds its URLs
      // (discovery, redirects) from the prefix that req.originalUrl has in front of req.url.
      req.originalUrl = `${prefix}${rest}${search}`;
      req.url = `${rest}${search}`;
      return callback(req, res);
    },
  };
}

/** Where a provider at `origin` keeps each tenant's issuer, authority and keys, and the clients it knows. */
export function entraLikeLayout(origin) {
  const issuer = (tenant) => `${origin}/${tenant}/v2.0`;
  return {
    origin,
    issuer,
    authority: (tenant) => `${origin}/${tenant}`,
    jwksUrl: (tenant) => `${issuer(tenant)}/jwks`,
    clientId: CLIENT_ID,
    otherClientId: OTHER_CLIENT_ID,
  };
}

export async function startEntraLikeProvider({
  siteOrigin,
  port = 0,
  host = "127.0.0.1",
  tenants = ["tenant-a", "tenant-b"],
  certDir,
}) {
  if (!siteOrigin) throw new Error("siteOrigin is required");
  siteOrigin = new URL(siteOrigin).origin;
  // a certificate made beforehand (the browser trusting its key) is used as is; otherwise a new one
  const dir = certDir ?? mkdtempSync(join(tmpdir(), "entra-like-"));
  const { cert, key, ...certInfo } = makeCertificate(dir);
  const byTenant = new Map();
  const server = createServer({ cert, key }, (req, res) => {
    const url = new URL(req.url, "https://x");
    const [, tenant, rest = ""] = url.pathname.match(/^\/([^/]+)(\/.*)?$/) ?? [];
    // MSAL in OIDC mode (non-Microsoft host) reads <authority>/.well-known/openid-configuration,
    // Entra's v2 layout puts it under <authority>/v2.0/: serve both.
    const inner = rest === "/.well-known/openid-configuration" ? rest : rest.match(/^\/v2\.0(\/.+)$/)?.[1];
    const t = byTenant.get(tenant);
    if (!t || !inner) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not found");
    }
    t.handle(req, res, inner, url.search);
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  const origin = `https://${host}:${server.address().port}`;
  for (const tenant of tenants) byTenant.set(tenant, tenantProvider({ origin, tenant, siteOrigin }));

  return {
    ...entraLikeLayout(origin),
    tenantId: (tenant) => byTenant.get(tenant)?.tid,
    accounts: ACCOUNTS.map(({ login, oid, name, email, emailVerified }) => ({ login, oid, name, email, emailVerified })),
    ...certInfo,
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      if (!certDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // stdout carries exactly one JSON line; oidc-provider prints its notices with console.info.
  console.info = console.error;
  const { values } = parseArgs({
    options: {
      "site-origin": { type: "string" },
      port: { type: "string", default: "0" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  const tenants = ["tenant-a", "tenant-b"];
  const op = await startEntraLikeProvider({
    siteOrigin: values["site-origin"],
    port: Number(values.port),
    host: values.host,
    tenants,
  });
  const perTenant = (f) => Object.fromEntries(tenants.map((t) => [t, f(t)]));
  const { issuer, authority, jwksUrl, tenantId, close, ...rest } = op;
  process.stdout.write(
    `${JSON.stringify({ ...rest, issuer: perTenant(issuer), authority: perTenant(authority), jwksUrl: perTenant(jwksUrl), tenantId: perTenant(tenantId) })}\n`,
  );
  let closing = false;
  const stop = () => {
    if (!closing) close().then(() => process.exit(0));
    closing = true;
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
