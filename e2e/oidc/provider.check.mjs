// Proves e2e/oidc/provider.mjs works: does by hand what MSAL does in the browser (code flow + PKCE,
// fragment response, token call from the site's origin), then SSO, sign-out and sign-in again.
// Run: node e2e/oidc/provider.check.mjs   (exits non-zero on failure)
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { startEntraLikeProvider } from "./provider.mjs";

const SITE = "http://localhost:39999";
const REDIRECT = `${SITE}/auth/redirect`;
const op = await startEntraLikeProvider({ siteOrigin: SITE });
const ca = readFileSync(op.certFile);
const b64url = (buf) => buf.toString("base64url");

// A cookie jar that honours cookie paths, since each tenant and each interaction has its own.
function jar() {
  const cookies = new Map(); // `${path} ${name}` -> { path, name, value }
  return {
    header: (path) =>
      [...cookies.values()]
        .filter((c) => path.startsWith(c.path))
        .map((c) => `${c.name}=${c.value}`)
        .join("; "),
    store(setCookies = []) {
      for (const line of setCookies) {
        const [pair, ...attrs] = line.split(";").map((s) => s.trim());
        const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
        const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) ?? "/";
        const gone = !value || attrs.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a));
        if (gone) cookies.delete(`${path} ${name}`);
        else cookies.set(`${path} ${name}`, { path, name, value });
      }
    },
  };
}

function send(url, { method = "GET", headers = {}, body, cookies } = {}) {
  const u = new URL(url);
  const h = { ...headers };
  const cookie = cookies?.header(u.pathname);
  if (cookie) h.cookie = cookie;
  if (body) h["content-type"] = "application/x-www-form-urlencoded";
  return new Promise((resolve, reject) => {
    const req = request(u, { method, headers: h, ca }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => {
        cookies?.store(res.headers["set-cookie"]);
        resolve({ status: res.statusCode, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end(body ? new URLSearchParams(body).toString() : undefined);
  });
}

// Follows redirects within the provider; stops at the site's redirect URI or at a page.
async function follow(url, cookies, init = {}) {
  let res = await send(url, { ...init, cookies });
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.location, url).href;
    if (url.startsWith(SITE)) return { url };
    res = await send(url, { cookies });
  }
  return { url, res };
}

async function authorize(cookies, { tenant = "tenant-a", clientId = op.clientId, prompt } = {}) {
  const disco = JSON.parse((await send(`${op.issuer(tenant)}/.well-known/openid-configuration`)).text);
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(8));
  const nonce = b64url(randomBytes(8));
  const q = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    response_mode: "fragment", // MSAL browser's default
    redirect_uri: REDIRECT,
    scope: "openid profile email offline_access User.Read", // User.Read: Entra-only scope MSAL apps ask for
    state,
    nonce,
    code_challenge: b64url(createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    ...(prompt ? { prompt } : {}),
  });
  const start = await follow(`${disco.authorization_endpoint}?${q}`, cookies);
  return { disco, verifier, state, nonce, clientId, tenant, ...start };
}

async function signIn(flow, cookies, login) {
  assert.match(flow.res.text, /<h1>Sign in<\/h1>/);
  assert.match(flow.res.text, /<label for="login">Email<\/label>/);
  assert.match(flow.res.text, /<label for="password">Password<\/label> <input id="password" name="password" type="password"/);
  assert.match(flow.res.text, /<button type="submit">Sign in<\/button>/);
  const action = new URL(flow.res.text.match(/<form method="post" action="([^"]+)"/)[1], flow.url).href;
  return { ...flow, ...(await follow(action, cookies, { method: "POST", body: { login, password: "anything" } })) };
}

async function redeem(flow) {
  const u = new URL(flow.url);
  assert.equal(`${u.origin}${u.pathname}`, REDIRECT);
  const params = new URLSearchParams(u.hash.slice(1));
  assert.equal(params.get("state"), flow.state);
  assert.ok(params.get("code"), `no code in ${flow.url}`);
  const res = await send(flow.disco.token_endpoint, {
    method: "POST",
    headers: { origin: SITE },
    body: {
      grant_type: "authorization_code",
      code: params.get("code"),
      redirect_uri: REDIRECT,
      client_id: flow.clientId,
      code_verifier: flow.verifier,
    },
  });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers["access-control-allow-origin"], SITE);
  const tokens = JSON.parse(res.text);
  assert.ok(tokens.refresh_token, "a refresh token for the SPA");
  const payload = decodeJwt(tokens.id_token);
  assert.equal(flow.disco.jwks_uri, op.jwksUrl(flow.tenant));
  const jwks = createLocalJWKSet(JSON.parse((await send(flow.disco.jwks_uri)).text));
  await jwtVerify(tokens.id_token, jwks, {
    issuer: op.issuer(flow.tenant),
    audience: flow.clientId,
    currentDate: new Date(payload.iat * 1000), // late@'s token may already be expired
  });
  assert.equal(payload.nonce, flow.nonce);
  return { tokens, claims: payload };
}

const steps = [];
const ok = (msg) => {
  steps.push(msg);
  console.log(`ok - ${msg}`);
};

try {
  // Discovery, also at <authority>/.well-known (where MSAL in OIDC mode looks), with CORS.
  const disco = await send(`${op.authority("tenant-a")}/.well-known/openid-configuration`, { headers: { origin: SITE } });
  const doc = JSON.parse(disco.text);
  assert.equal(doc.issuer, op.issuer("tenant-a"));
  assert.equal(disco.headers["access-control-allow-origin"], SITE);
  for (const k of ["authorization_endpoint", "token_endpoint", "jwks_uri", "end_session_endpoint", "userinfo_endpoint"])
    assert.ok(doc[k].startsWith(`${doc.issuer}/`), k);
  ok(`discovery at ${op.authority("tenant-a")}/.well-known/openid-configuration, endpoints under the issuer, CORS`);

  const a = jar();
  let flow = await authorize(a);
  assert.ok(flow.res, "login page expected without a session");
  const retry = await follow(new URL(flow.res.text.match(/action="([^"]+)"/)[1], flow.url).href, a, {
    method: "POST",
    body: { login: "nobody@example.com", password: "x" },
  });
  assert.match(retry.res.text, /<h1>Sign in<\/h1>/);
  assert.match(retry.res.text, /role="alert">We couldn&#39;t find an account/);
  ok("unknown account: the form again with an error");
  flow = await signIn(flow, a, "mallory@example.com");
  const mallory = await redeem(flow);
  const m = mallory.claims;
  assert.equal(m.iss, op.issuer("tenant-a"));
  assert.equal(m.aud, op.clientId);
  assert.equal(m.tid, op.tenantId("tenant-a"));
  assert.match(m.oid, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.equal(m.sub, m.oid);
  assert.equal(m.preferred_username, "mallory@example.com");
  assert.equal(m.email, "editor1@example.com");
  assert.equal(m.email_verified, false);
  assert.equal(m.name, "Mallory");
  ok(`mallory: code + PKCE, token call with CORS, signed ID token ${JSON.stringify(m)}`);

  const b = jar();
  const late = await redeem(await signIn(await authorize(b), b, "late@example.com"));
  assert.ok(late.claims.exp - late.claims.iat <= 1, JSON.stringify(late.claims));
  assert.equal(late.claims.email_verified, true);
  ok(`late: exp - iat = ${late.claims.exp - late.claims.iat}`);

  const c = jar();
  const other = await redeem(
    await signIn(await authorize(c, { tenant: "tenant-b", clientId: op.otherClientId }), c, "editor1@example.com"),
  );
  assert.equal(other.claims.iss, op.issuer("tenant-b"));
  assert.equal(other.claims.aud, op.otherClientId);
  assert.equal(other.claims.tid, op.tenantId("tenant-b"));
  assert.notEqual(other.claims.tid, m.tid);
  assert.equal(other.claims.name, "Editor One");
  ok("editor1 in tenant-b for the other client: its own issuer, aud and tid");

  // The tenant-a session of jar a does not carry over to tenant-b (cookies are per tenant path).
  assert.ok((await authorize(a, { tenant: "tenant-b" })).res, "tenant-b asks to sign in");
  const sso = await authorize(a);
  assert.equal(sso.res, undefined, "no login page while the provider session exists");
  assert.equal((await redeem(sso)).claims.sub, m.sub);
  ok("SSO: a second authorize in the same browser skips the login page (and only in that tenant)");

  assert.ok((await authorize(a, { prompt: "login" })).res, "prompt=login shows the form");
  assert.ok((await authorize(a, { prompt: "select_account" })).res, "prompt=select_account shows the form");
  ok("prompt=login and prompt=select_account show the login page despite the session");

  // RP-initiated logout with client_id + post_logout_redirect_uri.
  const endSession = `${doc.end_session_endpoint}?${new URLSearchParams({ client_id: op.clientId, post_logout_redirect_uri: REDIRECT, state: "bye" })}`;
  const confirm = await send(endSession, { cookies: a });
  assert.equal(confirm.status, 200);
  assert.match(confirm.text, /<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out<\/button>/);
  const action = confirm.text.match(/<form id="op.logoutForm" method="post" action="([^"]+)"/)[1];
  const xsrf = confirm.text.match(/name="xsrf" value="([^"]+)"/)[1];
  const out = await send(action, { method: "POST", body: { xsrf, logout: "yes" }, cookies: a });
  assert.equal(out.status, 303);
  assert.equal(out.headers.location, `${REDIRECT}?state=bye`);
  ok(`end session: "Sign out" button, then back to ${out.headers.location}`);
  assert.ok((await authorize(a)).res, "login page again after sign-out");
  ok("after sign-out the next authorize shows the login page");

  // MSAL's own logout sends id_token_hint (no client_id); an expired ID token is still accepted as a hint.
  await new Promise((r) => setTimeout(r, 1100));
  const hinted = await send(
    `${doc.end_session_endpoint}?${new URLSearchParams({ id_token_hint: late.tokens.id_token, post_logout_redirect_uri: REDIRECT })}`,
    { cookies: b },
  );
  assert.equal(hinted.status, 200, hinted.text);
  assert.match(hinted.text, />Sign out<\/button>/);
  ok("end session with an expired id_token_hint (MSAL style) shows the sign-out page");

  console.log(`\nall ${steps.length} checks passed`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await op.close();
}
