import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AGENT_HUB_PAGE, HUB_MESSAGES } from "@hpm/contracts/pages/agent-hub";
import { EncryptJWT, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp, testConfig } from "../../test/helper";
import { multipart } from "../../test/multipart";
import { createLinkTokenIssuer, linkTokenKey } from "./link-token";

const t = setupApp({ HUB_TOKEN_TTL_SECONDS: "10" });
let editor = "";
let agent = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agent = await t.cookieFor(AGENT, "Avery Agent");
});

const pdf = (size: number) => {
  const head = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

function upload(data: Buffer, filename: string, cookie = editor, type = "application/pdf") {
  const form = multipart("file", filename, type, data);
  return t.app.inject({
    method: "POST",
    url: "/api/hub/upload-pdf",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

const groups = (items: unknown[]) => ({ list: { value: JSON.stringify(items) } });
const save = (section: string, content: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/cms/add-new",
    headers: cookie ? { cookie } : {},
    payload: { pageName: AGENT_HUB_PAGE, section, content },
  });

describe("POST /api/hub/upload-pdf", () => {
  it("stores a PDF of exactly 2 MB and serves it as application/pdf", async () => {
    const res = await upload(pdf(2 * 1024 * 1024), "Friday Forum.pdf");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      name: "Friday Forum.pdf",
      path: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.pdf$/),
    });
    const served = await t.app.inject({ method: "GET", url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("application/pdf");
    expect(served.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers 413 for 2 MB + 1 byte", async () => {
    const res = await upload(pdf(2 * 1024 * 1024 + 1), "big.pdf");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: HUB_MESSAGES.pdfSize });
  });

  it("answers 415 for a non-PDF named .pdf, whatever the declared type", async () => {
    const res = await upload(Buffer.from("<html><script>alert(1)</script></html>"), "report.pdf");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: false, message: HUB_MESSAGES.pdfType });
  });

  it("refuses a second file in one request", async () => {
    const one = multipart("file", "a.pdf", "application/pdf", pdf(100));
    const boundary = one.headers["content-type"].split("boundary=")[1] as string;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    );
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length), second]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/hub/upload-pdf",
      payload,
      headers: { ...one.headers, cookie: editor },
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 401 anonymous and 403 for a signed-in non-admin", async () => {
    const form = multipart("file", "a.pdf", "application/pdf", pdf(100));
    expect((await t.app.inject({ method: "POST", url: "/api/hub/upload-pdf", ...form })).statusCode).toBe(401);
    expect((await upload(pdf(100), "a.pdf", agent)).statusCode).toBe(403);
  });
});

describe("hub content", () => {
  it("is readable by signed-in users only", async () => {
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-list",
      payload: { pageName: AGENT_HUB_PAGE },
    });
    expect(anon.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/cms/get-page-content-list",
      headers: { cookie: agent },
      payload: { pageName: AGENT_HUB_PAGE },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("answers hub writes with 401 anonymous and 403 for an agent", async () => {
    const content = groups([{ title: "Claims", type: "Link", points: "[]" }]);
    expect((await save("Section_2_10", content)).statusCode).toBe(401);
    expect((await save("Section_2_10", content, agent)).statusCode).toBe(403);
    expect((await save("Section_2_10", content, editor)).statusCode).toBe(200);
  });

  it("refuses a group title already present, ignoring case", async () => {
    const res = await save(
      "Section_2_10",
      groups([
        { title: "Claims", type: "Link", points: "[]" },
        { title: "  claims ", type: "Pdf", points: "[]" },
      ]),
      editor,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Title already present.");
  });

  it("checks the points of a group and the group type", async () => {
    const noTitle = await save(
      "Section_3_11",
      groups([{ title: "Forum", type: "Link", points: JSON.stringify([{ title: "", link: "/360/faq" }]) }]),
      editor,
    );
    expect(noTitle.json().message).toBe("Please enter title!");
    const badLink = await save(
      "Section_3_11",
      groups([{ title: "Forum", type: "Link", points: JSON.stringify([{ title: "x", link: "javascript:alert(1)" }]) }]),
      editor,
    );
    expect(badLink.statusCode).toBe(400);
    expect((await save("Section_3_11", groups([{ title: "Forum", type: "Video" }]), editor)).statusCode).toBe(400);
  });

  it("keeps exactly three icon cards", async () => {
    const card = { section: "Section 1", title: "A", sectionTitle: "B", imageUrl: "/images/a.svg", link: "/", hasToken: "false" };
    const two = await save("Section_1", groups([card, card]), editor);
    expect(two.statusCode).toBe(400);
    const three = await save(
      "Section_1",
      groups([card, { ...card, section: "Section 2" }, { ...card, section: "Section 3" }]),
      editor,
    );
    expect(three.statusCode).toBe(200);
    const noSection = await save("Section_1", groups([{ ...card, section: "" }, card, card]), editor);
    expect(noSection.json().message).toBe("Please select a section");
  });
});

describe("send-token links", () => {
  const issue = (cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/hub/link-token",
      headers: cookie ? { cookie } : {},
      payload: { clientName: "mwfbi" },
    });
  const verify = (token: string) => t.app.inject({ method: "POST", url: "/api/hub/verify-link-token", payload: { token } });
  const issued = async () => (await issue(agent)).json().result as { token: string; expiresAt: string };
  const refusal = async (token: string) => {
    const res = await verify(token);
    return { statusCode: res.statusCode, message: res.json().message };
  };
  const encrypted = (key: Uint8Array, claims: Record<string, unknown> = { clientName: "mwfbi", email: AGENT }) =>
    new EncryptJWT(claims)
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuer("hpm-hub")
      .setAudience("hpm-hub-link")
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime("1m")
      .encrypt(key);

  it("issues a token for signed-in users only", async () => {
    expect((await issue()).statusCode).toBe(401);
    expect((await issue(agent)).statusCode).toBe(200);
  });

  it("is a JWE: neither the e-mail nor the client name is readable in any part of it", async () => {
    const { token, expiresAt } = await issued();
    const parts = token.split(".");
    expect(parts).toHaveLength(5);
    expect(JSON.parse(Buffer.from(parts[0] as string, "base64url").toString())).toEqual({ alg: "dir", enc: "A256GCM" });
    for (const part of [token, ...parts, ...parts.map((p) => Buffer.from(p, "base64url").toString("latin1"))]) {
      expect(part).not.toContain(AGENT);
      expect(part).not.toContain("agent@");
      expect(part).not.toContain("mwfbi");
    }
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10_000);
    const claims = await createLinkTokenIssuer(t.config.hubToken.secret, 10).verify(token);
    expect(claims).toMatchObject({ clientName: "mwfbi", email: AGENT, jti: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("verifies once: a second verify of the same token answers 401", async () => {
    const { token, expiresAt } = await issued();
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, result: { clientName: "mwfbi", email: AGENT, expiresAt } });
    expect(await refusal(token)).toEqual({ statusCode: 401, message: "This link has already been used." });
    const other = await issued();
    expect((await verify(other.token)).statusCode).toBe(200);
  });

  it("lets only one of two verifies racing for one token through", async () => {
    const { token } = await issued();
    const codes = (await Promise.all([verify(token), verify(token)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
  });

  it("answers 401 'The link token has expired.' once the token's minutes are over", async () => {
    const signer = createLinkTokenIssuer(t.config.hubToken.secret, 10);
    const { token } = await signer.issue({ clientName: "mwfbi", email: AGENT }, new Date(Date.now() - 11_000));
    expect(await refusal(token)).toEqual({ statusCode: 401, message: "The link token has expired." });
    const fresh = await signer.issue({ clientName: "mwfbi", email: AGENT }, new Date(Date.now() - 5_000));
    expect((await verify(fresh.token)).statusCode).toBe(200);
  });

  it("refuses a changed character in the ciphertext or the tag, and the real token still works after", async () => {
    const { token } = await issued();
    const parts = token.split(".");
    expect(parts).toHaveLength(5);
    const changed = (index: 3 | 4) => {
      const part = parts[index] as string;
      const copy = [...parts];
      copy[index] = `${part[0] === "A" ? "B" : "A"}${part.slice(1)}`;
      return copy.join(".");
    };
    for (const tampered of [changed(3), changed(4)])
      expect(await refusal(tampered)).toEqual({ statusCode: 401, message: "The link token is not valid." });
    expect((await verify(token)).statusCode).toBe(200);
  });

  it("refuses a token encrypted with another key, or without its e-mail", async () => {
    const key = linkTokenKey(t.config.hubToken.secret);
    expect((await verify(await encrypted(key))).statusCode).toBe(200);
    expect(await refusal(await encrypted(key, { clientName: "mwfbi" }))).toEqual({
      statusCode: 401,
      message: "The link token is not valid.",
    });
    const foreign = await encrypted(linkTokenKey("another-key-another-key-another-key!"));
    expect(await refusal(foreign)).toEqual({ statusCode: 401, message: "The link token is not valid." });
    const other = await createLinkTokenIssuer("another-key-another-key-another-key!", 10).issue({
      clientName: "mwfbi",
      email: AGENT,
    });
    expect(await refusal(other.token)).toEqual({ statusCode: 401, message: "The link token is not valid." });
  });

  it("refuses a signed JWS with the same claims (the old format)", async () => {
    const signed = await new SignJWT({ clientName: "mwfbi", email: AGENT })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("hpm-hub")
      .setAudience("hpm-hub-link")
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime("1m")
      .sign(new TextEncoder().encode(t.config.hubToken.secret));
    expect(await refusal(signed)).toEqual({ statusCode: 401, message: "The link token is not valid." });
  });
});

describe("HUB_TOKEN_TTL_SECONDS", () => {
  it("is two minutes by default and fifteen at most", () => {
    const dir = mkdtempSync(join(tmpdir(), "hpm-hub-ttl-"));
    try {
      expect(testConfig(dir).hubToken.ttlSeconds).toBe(120);
      expect(testConfig(dir, { HUB_TOKEN_TTL_SECONDS: "900" }).hubToken.ttlSeconds).toBe(900);
      expect(() => testConfig(dir, { HUB_TOKEN_TTL_SECONDS: "901" })).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
