// What MSAL does in the browser, done by hand against the local provider (e2e/oidc/provider.mjs): the
// authorization-code flow with PKCE, the fragment response, the token call from the site's origin. Used by its
// check and by e2e specs that need a real ID token from the provider (another client, another tenant, expired).
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";

const b64url = (buf) => buf.toString("base64url");

/** The flow's steps for provider `op` and the site at `siteOrigin` (redirect URI `<siteOrigin>/auth/redirect`). */
export function codeFlow({ op, siteOrigin }) {
  const SITE = siteOrigin;
  const REDIRECT = `${SITE}/auth/redirect`;
  const ca = readFileSync(op.certFile);
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

  async function authorize(
    cookies,
    { tenant = "tenant-a", clientId = op.clientId, prompt, nonce = b64url(randomBytes(8)) } = {},
  ) {
    const disco = JSON.parse((await send(`${op.issuer(tenant)}/.well-known/openid-configuration`)).text);
    const verifier = b64url(randomBytes(32));
    const state = b64url(randomBytes(8));
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

  /** A signed ID token for `login` from `tenant` for `clientId`, carrying `nonce`, from a browser with no session. */
  async function idToken({ login, nonce, tenant = "tenant-a", clientId = op.clientId }) {
    const cookies = jar();
    return (await redeem(await signIn(await authorize(cookies, { tenant, clientId, nonce }), cookies, login))).tokens.id_token;
  }

  return { jar, send, follow, authorize, signIn, redeem, idToken };
}
