// Proves e2e/oidc/provider.mjs works: does by hand what MSAL does in the browser (code flow + PKCE,
// fragment response, token call from the site's origin), then SSO, sign-out and sign-in again.
// Run: node e2e/oidc/provider.check.mjs   (exits non-zero on failure)
import assert from "node:assert/strict";
import { codeFlow } from "./code-flow.mjs";
import { startEntraLikeProvider } from "./provider.mjs";

const SITE = "http://localhost:39999";
const REDIRECT = `${SITE}/auth/redirect`;
const op = await startEntraLikeProvider({ siteOrigin: SITE });
const { jar, send, follow, authorize, signIn, redeem } = codeFlow({ op, siteOrigin: SITE });

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
