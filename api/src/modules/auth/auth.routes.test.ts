import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { AGENT, devIdToken, EDITOR, setupApp, authenticate as signInAs, startSignIn } from "../../test/helper";

const t = setupApp();

async function authenticate(azureToken: string, email: string, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/authenticate",
    headers: cookie ? { cookie } : {},
    payload: { azureToken, email, username: email },
  });
}

async function foreignToken(claims: { email: string }, keyFromDevIdp = false) {
  const { privateKey } = await generateKeyPair("RS256");
  const jwks = (await t.app.inject({ method: "GET", url: "/dev-idp/jwks.json" })).json<{ keys: { kid: string }[] }>();
  const kid = keyFromDevIdp ? (jwks.keys[0]?.kid ?? "") : "other";
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, preferred_username: claims.email, name: "X" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer("http://localhost:3000/dev-idp")
    .setAudience("hpm-web-dev")
    .setSubject(claims.email)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}

describe("sign-in", () => {
  it("exchanges a development ID token for a session, with the role from the staff allow-list", async () => {
    const editor = await signInAs(t.app, EDITOR, "Editor 1");
    expect(editor.statusCode).toBe(200);
    expect(editor.json().result.user).toEqual({ email: EDITOR, name: "Editor 1", role: "admin" });
    const cookie = editor.cookies.find((c) => c.name === "hpm_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: `hpm_session=${cookie?.value}` } });
    expect(me.json().result).toEqual({ email: EDITOR, name: "Editor 1", role: "admin" });

    const agent = await signInAs(t.app, AGENT);
    expect(agent.json().result.user.role).toBe("user");
  });

  it("publishes the development key set", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dev-idp/jwks.json" });
    const key = res.json().keys[0];
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(key.d).toBeUndefined();
  });

  it("refuses a token signed by another key", async () => {
    const res = await authenticate(await foreignToken({ email: EDITOR }, true), EDITOR);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false });
  });

  it("refuses an expired token signed by the trusted key", async () => {
    const { nonce, cookie } = await startSignIn(t.app);
    const token = await devIdToken(t.app, EDITOR, EDITOR, nonce);
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 });
    try {
      const res = await authenticate(token, EDITOR, cookie);
      expect([res.statusCode, res.json().message]).toEqual([401, "The sign-in token is not valid."]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a valid token presented for a different account", async () => {
    const { nonce, cookie } = await startSignIn(t.app);
    const res = await authenticate(await devIdToken(t.app, AGENT, AGENT, nonce), EDITOR, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("The sign-in token does not match this account.");
  });

  it("refuses a token without the nonce of a sign-in started in this browser", async () => {
    const mine = await startSignIn(t.app);
    const theirs = await startSignIn(t.app);
    const message = "This sign-in was not started here, or took too long. Please sign in again.";
    const noCookie = await authenticate(await devIdToken(t.app, EDITOR, EDITOR, mine.nonce), EDITOR);
    expect([noCookie.statusCode, noCookie.json().message]).toEqual([401, message]);
    const otherNonce = await authenticate(await devIdToken(t.app, EDITOR, EDITOR, theirs.nonce), EDITOR, mine.cookie);
    expect([otherNonce.statusCode, otherNonce.json().message]).toEqual([401, message]);
    const noNonce = await authenticate(await devIdToken(t.app, EDITOR), EDITOR, mine.cookie);
    expect([noNonce.statusCode, noNonce.json().message]).toEqual([401, message]);
    expect((await authenticate(await devIdToken(t.app, EDITOR, EDITOR, mine.nonce), EDITOR, mine.cookie)).statusCode).toBe(200);
  });

  it("hands out a fresh nonce in a cookie only the sign-in exchange reads", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/nonce" });
    const cookie = res.cookies.find((c) => c.name === "hpm_signin_nonce");
    expect(res.json().result.nonce).toBe(cookie?.value);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth", maxAge: 900 });
    expect((await startSignIn(t.app)).nonce).not.toBe(cookie?.value);
  });

  it("refuses an unsigned (alg none) token", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({
        iss: "http://localhost:3000/dev-idp",
        aud: "hpm-web-dev",
        sub: EDITOR,
        email: EDITOR,
        preferred_username: EDITOR,
        iat: now,
        exp: now + 600,
      }),
    ).toString("base64url");
    expect((await authenticate(`${header}.${body}.`, EDITOR)).statusCode).toBe(401);
  });

  it("treats a tampered session cookie as no session", async () => {
    const cookie = await t.cookieFor(EDITOR);
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: `${cookie}x` } });
    expect(res.statusCode).toBe(401);
  });

  it("ends the session on logout", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === "hpm_session");
    expect(cleared?.value).toBe("");
  });

  it("validates the sign-in body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/authenticate", payload: { email: EDITOR } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });

  it("tells the web which sign-in to use", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/config" });
    expect(res.json().result).toEqual({ mode: "dev" });
  });
});

describe("public POST rate limit", () => {
  it("answers 429 once a caller exceeds the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < t.config.rateLimitPerMinute + 1; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/authenticate",
        payload: { azureToken: "x", email: "a@b.c", username: "a@b.c" },
        remoteAddress: "10.9.9.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
