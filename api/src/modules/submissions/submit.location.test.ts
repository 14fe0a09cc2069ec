import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { multipart, solvedAltcha } from "../../test/forms";
import { EDITOR, setupApp } from "../../test/helper";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { LOCATION_INVALID, LOCATION_NOT_TAKEN } from "./submit.location";

const sink: SmtpSink = await startSmtpSink();
const t = setupApp({
  MAIL_WORKER: "false",
  ALTCHA_MAX_COUNTER: "40",
  RATE_LIMIT_PER_MINUTE: "1000",
  OFFICE_MAILBOX: "office@example.com",
  SMTP_URL: sink.url,
});
afterAll(async () => sink.close());

const client = "loc";
const agent = { agentFirstName: "Sam", agentLastName: "Field", agentEmail: "sam@example.com", agentPhone: "(406) 555-0100" };
const fix = { latitude: 41.311401, longitude: -105.591104, accuracy: 12.4, capturedAt: "2026-11-26T14:32:05.120Z" };

async function send(url: string, parts: Record<string, string>, key?: string) {
  const body = await multipart({ client, ...parts, altcha: await solvedAltcha(t.app) });
  return t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { "idempotency-key": key } : {}) },
  });
}
const report = (location: string, extra: Record<string, string> = {}, key?: string) =>
  send("/api/auth/ers", { ...agent, body: "[]", location, ...extra }, key);

let editor = "";
beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
});
beforeEach(async () => {
  await t.app.mail.drain();
  sink.clear();
});

describe("the incident report's location", () => {
  it("is stored, shown in the inbox and carried by the office's e-mail with its accuracy and a map link", async () => {
    const key = randomUUID();
    const res = await report(JSON.stringify({ ...fix, adjusted: true }), {}, key);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().result.id as string;

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/submissions/${id}?client=${client}`,
      headers: { cookie: editor },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.location).toEqual({ ...fix, adjusted: true });

    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]?.parsed;
    const link = "https://www.openstreetmap.org/?mlat=41.31140&mlon=-105.59110#map=17/41.31140/-105.59110";
    expect(mail?.text).toContain(
      "Position: 41.31140, -105.59110 (accuracy ± 12 m, captured Nov 26, 2026, 2:32 PM UTC, moved by the agent)",
    );
    expect(mail?.text).toContain(`Open on a map: ${link}`);
    expect(mail?.html).toContain(
      "41.31140, -105.59110 (accuracy ± 12 m, captured Nov 26, 2026, 2:32 PM UTC, moved by the agent)",
    );
    expect(mail?.html).toContain(`<a href="${link.replace("&", "&amp;")}">Open on a map</a>`);

    // the same report again (the outbox's retry) is the same submission, with its location unchanged
    const again = await report(JSON.stringify({ ...fix, adjusted: true }), {}, key);
    expect(again.json()).toEqual(res.json());
    const rows = await t.app.db.selectFrom("submission").select("meta").where("idempotencyKey", "=", key).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.meta.location ?? "")).toEqual({ ...fix, adjusted: true });
  });

  it("is optional: a report without one says nothing of a position", async () => {
    const res = await report("");
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().result.id as string;
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/submissions/${id}?client=${client}`,
      headers: { cookie: editor },
    });
    expect(detail.json().result.location).toBeUndefined();
    await t.app.mail.drain();
    expect(sink.received[0]?.parsed.text).not.toContain("Position:");
  });

  it("shows a capture time given with an offset in UTC, and an unknown accuracy as such", async () => {
    const res = await report(JSON.stringify({ ...fix, accuracy: 0, capturedAt: "2026-11-26T07:32:05-07:00" }));
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mail.drain();
    expect(sink.received[0]?.parsed.text).toContain("(accuracy unknown, captured Nov 26, 2026, 2:32 PM UTC)");
  });

  const deep = `${"[".repeat(400)}${"]".repeat(400)}`;
  it.each([
    ["text that is not JSON", "somewhere on WY-130"],
    ["cut-off JSON", '{"latitude":41.3'],
    ["null", "null"],
    ["a number", "41.3"],
    ["a string", '"41.3,-105.5"'],
    ["an array", JSON.stringify([fix.latitude, fix.longitude])],
    ["deeply nested arrays", deep],
    ["a latitude beyond 90", JSON.stringify({ ...fix, latitude: 90.0001 })],
    ["a longitude below -180", JSON.stringify({ ...fix, longitude: -180.5 })],
    ["a huge number", '{"latitude":1e999,"longitude":1,"accuracy":1,"capturedAt":"2026-11-26T14:32:05Z"}'],
    ["NaN as text", JSON.stringify({ ...fix, latitude: "NaN" })],
    ["Infinity as text", JSON.stringify({ ...fix, accuracy: "Infinity" })],
    ["a negative accuracy", JSON.stringify({ ...fix, accuracy: -1 })],
    ["an accuracy over 1000 km", JSON.stringify({ ...fix, accuracy: 1_000_001 })],
    ["a missing time", JSON.stringify({ latitude: 1, longitude: 2, accuracy: 3 })],
    ["a time that is not a date", JSON.stringify({ ...fix, capturedAt: "yesterday noon" })],
    ["a time Date.parse would guess at", JSON.stringify({ ...fix, capturedAt: "Thursday 26 11 2026" })],
    ["an impossible date", JSON.stringify({ ...fix, capturedAt: "2026-13-45T25:61:00Z" })],
    ["a script for a time", JSON.stringify({ ...fix, capturedAt: "<script>alert(1)</script>" })],
    ["an extra property", JSON.stringify({ ...fix, note: "hi" })],
    ["a __proto__ property", `{"__proto__":{"admin":true},${JSON.stringify(fix).slice(1)}`],
    ["adjusted as text", JSON.stringify({ ...fix, adjusted: "yes" })],
    ["right-to-left override and emoji", JSON.stringify({ ...fix, capturedAt: "\u202e2026-11-26T14:32:05Z😀" })],
    ["SQL", "' OR 1=1 --"],
    ["a very long field", JSON.stringify({ ...fix, capturedAt: "2".repeat(5000) })],
  ])("answers 400 for %s, never a 500, and stores nothing", async (_what, location) => {
    const before = await t.app.db.selectFrom("submission").select("id").where("client", "=", client).execute();
    const res = await report(location);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: LOCATION_INVALID });
    expect(res.json().errors).toEqual([{ path: "location", message: expect.any(String) }]);
    const after = await t.app.db.selectFrom("submission").select("id").where("client", "=", client).execute();
    expect(after).toHaveLength(before.length);
  });

  it("is refused on the other forms (they have no place to keep it)", async () => {
    for (const url of ["/api/auth/contact-us", "/api/auth/send-start-a-quote"]) {
      const res = await send(url, { name: "Pat", body: "[]", location: JSON.stringify(fix) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: LOCATION_NOT_TAKEN, errors: [{ path: "location" }] });
    }
  });
});
