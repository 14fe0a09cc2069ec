import { describe, expect, it } from "vitest";
import { AGENT, devIdToken, EDITOR, setupApp, startSignIn } from "../../test/helper";

const t = setupApp({ SESSION_TTL_HOURS: "12", SESSION_MAX_DAYS: "7", RATE_LIMIT_PER_MINUTE: "1000" });
const EXPIRED = "Your session has expired. Please sign in again.";

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const sidOf = (cookie: string) => {
  const [, payload] = cookie.replace(/^hpm_session=/, "").split(".");
  return JSON.parse(Buffer.from(payload ?? "", "base64url").toString()).sid as string;
};
const sessionRow = (cookie: string) =>
  t.app.db.selectFrom("session").selectAll().where("id", "=", sidOf(cookie)).executeTakeFirstOrThrow();

async function expectExpired(cookie: string) {
  const res = await me(cookie);
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(EXPIRED);
}

describe("server-side sessions", () => {
  it("gives each sign-in its own random session id in the cookie and a row in the database", async () => {
    const a = await t.cookieFor("one@example.com");
    const b = await t.cookieFor("one@example.com");
    expect(sidOf(a)).not.toBe(sidOf(b));
    expect(Buffer.from(sidOf(a), "base64url").length).toBeGreaterThanOrEqual(16);
    const row = await sessionRow(a);
    expect(row).toMatchObject({ email: "one@example.com", revokedAt: null });
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(7 * 86400_000);
    expect(new Date(row.idleExpiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(12 * 3600_000);
  });

  it("logout revokes the session, so a cookie copied before no longer works", async () => {
    const cookie = await t.cookieFor(AGENT);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await post("/api/auth/logout", cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "hpm_session")?.value).toBe("");
    await expectExpired(cookie);
    expect((await sessionRow(cookie)).revokedAt).not.toBeNull();
  });

  it("lets an admin sign another user out everywhere", async () => {
    const admin = await t.cookieFor(EDITOR);
    const laptop = await t.cookieFor("two@example.com");
    const phone = await t.cookieFor("two@example.com");
    const bystander = await t.cookieFor("three@example.com");
    const res = await post("/api/auth/admin/sign-out-everywhere", admin, { email: "Two@Example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ revoked: 2 });
    await expectExpired(laptop);
    await expectExpired(phone);
    expect((await me(bystander)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it("refuses sign-out-everywhere to a visitor, a non-admin and a bad body", async () => {
    const agent = await t.cookieFor(AGENT);
    const admin = await t.cookieFor(EDITOR);
    const url = "/api/auth/admin/sign-out-everywhere";
    expect((await t.app.inject({ method: "POST", url, payload: { email: EDITOR } })).statusCode).toBe(401);
    expect((await post(url, agent, { email: EDITOR })).statusCode).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);
    for (const payload of [{}, { email: "not-an-address" }, { email: EDITOR, extra: 1 }, { email: 5 }]) {
      const res = await post(url, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });

  it("signs out the user's other devices and keeps the current one", async () => {
    const current = await t.cookieFor("four@example.com");
    const other1 = await t.cookieFor("four@example.com");
    const other2 = await t.cookieFor("four@example.com");
    const res = await post("/api/auth/sessions/sign-out-others", current);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ revoked: 2 });
    expect((await me(current)).statusCode).toBe(200);
    await expectExpired(other1);
    await expectExpired(other2);
  });

  it("lists the user's own live sessions, marking the current one", async () => {
    const first = await t.cookieFor("five@example.com");
    const started = await startSignIn(t.app);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/authenticate",
      headers: { "user-agent": "TestPhone/1.0", cookie: started.cookie },
      payload: {
        azureToken: await devIdToken(t.app, "five@example.com", "five@example.com", started.nonce),
        email: "five@example.com",
        username: "five@example.com",
      },
    });
    const secondCookie = `hpm_session=${second.cookies.find((c) => c.name === "hpm_session")?.value}`;
    const gone = await t.cookieFor("five@example.com");
    await post("/api/auth/logout", gone);
    await t.cookieFor("someone-else@example.com");

    const res = await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: { cookie: first } });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { current: boolean; userAgent: string; createdAt: string; lastSeenAt: string }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => !s.current)?.userAgent).toBe("TestPhone/1.0");
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(["createdAt", "current", "lastSeenAt", "userAgent"]);
      expect(Number.isNaN(Date.parse(s.lastSeenAt))).toBe(false);
    }
    expect((await me(secondCookie)).statusCode).toBe(200);
  });

  it("ends a session left idle past SESSION_TTL_HOURS and extends one in use", async () => {
    const idle = await t.cookieFor("six@example.com");
    const past = new Date(Date.now() - 60_000);
    await t.app.db.updateTable("session").set({ idleExpiresAt: past }).where("id", "=", sidOf(idle)).execute();
    await expectExpired(idle);

    const busy = await t.cookieFor("six@example.com");
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const soon = new Date(Date.now() + 60_000);
    await t.app.db
      .updateTable("session")
      .set({ lastSeenAt: tenMinutesAgo, idleExpiresAt: soon })
      .where("id", "=", sidOf(busy))
      .execute();
    expect((await me(busy)).statusCode).toBe(200);
    const row = await sessionRow(busy);
    expect(new Date(row.lastSeenAt).getTime()).toBeGreaterThan(tenMinutesAgo.getTime());
    expect(new Date(row.idleExpiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it("writes last-seen at most once every few minutes", async () => {
    const cookie = await t.cookieFor("seven@example.com");
    const before = await sessionRow(cookie);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie)).lastSeenAt).toEqual(before.lastSeenAt);
  });

  it("does not look the session up for pages, static files and uploads: only API routes use it", async () => {
    const cookie = await t.cookieFor("nine@example.com");
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.app.db.updateTable("session").set({ lastSeenAt: tenMinutesAgo }).where("id", "=", sidOf(cookie)).execute();
    for (const url of ["/360/auto", "/uploads/missing.png", "/assets/missing.js", "/favicon.ico"]) {
      await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(new Date((await sessionRow(cookie)).lastSeenAt).getTime()).toBe(tenMinutesAgo.getTime());
    }
    expect((await me(cookie)).statusCode).toBe(200);
    expect(new Date((await sessionRow(cookie)).lastSeenAt).getTime()).toBeGreaterThan(tenMinutesAgo.getTime());
  });

  it("never extends a session past SESSION_MAX_DAYS, however active", async () => {
    const cookie = await t.cookieFor("eight@example.com");
    const almost = new Date(Date.now() + 2 * 60_000);
    await t.app.db
      .updateTable("session")
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000), expiresAt: almost })
      .where("id", "=", sidOf(cookie))
      .execute();
    expect((await me(cookie)).statusCode).toBe(200);
    expect(new Date((await sessionRow(cookie)).idleExpiresAt).getTime()).toBe(almost.getTime());

    await t.app.db
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - 8 * 86400_000), expiresAt: new Date(Date.now() - 86400_000) })
      .where("id", "=", sidOf(cookie))
      .execute();
    await expectExpired(cookie);
  });

  it("refuses a cookie without a session id, or whose session is not in the database", async () => {
    const forged = await t.app.jwt.sign({ sub: AGENT, name: AGENT } as never);
    await expectExpired(`hpm_session=${forged}`);
    const unknown = await t.app.jwt.sign({ sub: AGENT, name: AGENT, sid: "no-such-session" });
    await expectExpired(`hpm_session=${unknown}`);
    const cookie = await t.cookieFor(AGENT);
    const otherUser = await t.app.jwt.sign({ sub: EDITOR, name: EDITOR, sid: sidOf(cookie) });
    await expectExpired(`hpm_session=${otherUser}`);
  });

  it("computes the admin role on every request, so leaving ADMIN_EMAILS takes it away at once", async () => {
    const admin = await t.cookieFor("editor2@example.com");
    const url = "/api/auth/admin/sign-out-everywhere";
    expect((await post(url, admin, { email: "nobody@example.com" })).statusCode).toBe(200);
    t.config.adminEmails.delete("editor2@example.com");
    try {
      expect((await post(url, admin, { email: "nobody@example.com" })).statusCode).toBe(403);
      expect((await me(admin)).json().result.role).toBe("user");
    } finally {
      t.config.adminEmails.add("editor2@example.com");
    }
  });
});

describe("ID token exchange", () => {
  /** A token for `email` from a sign-in started here, and its nonce cookie. */
  const started = async (email: string) => {
    const { nonce, cookie } = await startSignIn(t.app);
    return { token: await devIdToken(t.app, email, email, nonce), cookie };
  };
  const authenticate = ({ token, cookie }: { token: string; cookie: string }, email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/authenticate",
      headers: { cookie },
      payload: { azureToken: token, email, username: email },
    });

  it("accepts an ID token once and refuses it when replayed", async () => {
    const signIn = await started(AGENT);
    expect((await authenticate(signIn, AGENT)).statusCode).toBe(200);
    const replay = await authenticate(signIn, AGENT);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      status: false,
      message: "This sign-in token has already been used. Please sign in again.",
    });
    expect((await authenticate(await started(AGENT), AGENT)).statusCode).toBe(200);
  });

  it("does not spend a token presented for the wrong account", async () => {
    const signIn = await started(AGENT);
    expect((await authenticate(signIn, EDITOR)).statusCode).toBe(401);
    expect((await authenticate(signIn, AGENT)).statusCode).toBe(200);
  });

  it("forgets used tokens once they have expired", async () => {
    await t.app.db
      .insertInto("idTokenUsed")
      .values({ tokenKey: "stale", expiresAt: new Date(Date.now() - 60_000) })
      .execute();
    await authenticate(await started(AGENT), AGENT);
    const stale = await t.app.db.selectFrom("idTokenUsed").select("tokenKey").where("tokenKey", "=", "stale").executeTakeFirst();
    expect(stale).toBeUndefined();
  });
});
