import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GIF, multipart, PDF, PNG, solvedAltcha } from "../../test/forms";
import { setupApp } from "../../test/helper";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";

const sink: SmtpSink = await startSmtpSink();
const env: Record<string, string> = {
  MAIL_WORKER: "false",
  MAIL_RETRY_BASE_MS: "10",
  ALTCHA_MAX_COUNTER: "40",
  RATE_LIMIT_PER_MINUTE: "1000",
  QUOTE_MAILBOX: "quotes@example.com",
  OFFICE_MAILBOX: "office@example.com",
  SMTP_URL: sink.url,
};
const t = setupApp(env);
afterAll(async () => sink.close());

const db = () => t.app.db;

async function field(client: string, page: string, f: Record<string, unknown>) {
  const row = await db()
    .insertInto("formField")
    .values({
      client,
      pageName: page,
      fieldType: (f.fieldType as string) ?? "Single Value",
      fieldInputType: f.fieldInputType as string,
      fieldLabel: f.fieldLabel as string,
      fieldValue: JSON.stringify(f.fieldValue ?? []),
      placeHolder: "",
      requiredStatus: (f.requiredStatus as number) ?? 0,
      validationType: (f.validationType as string) ?? "None",
      sortOrder: (f.sortOrder as number) ?? 0,
      updatedBy: "test",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function send(url: string, parts: Record<string, Parameters<typeof multipart>[0][string]>, key?: string) {
  const altcha = await solvedAltcha(t.app);
  const body = await multipart({ ...parts, altcha });
  return t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { "idempotency-key": key } : {}) },
  });
}

const entries = (list: { id: number; label: string; value: string | string[] }[]) => JSON.stringify(list);

describe("dynamic form validation on the server", () => {
  const client = "vt";
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.text = await field(client, "Contact", { fieldInputType: "Textbox", fieldLabel: "Town", validationType: "Only Text" });
    ids.number = await field(client, "Contact", {
      fieldInputType: "Textbox",
      fieldLabel: "Acres",
      validationType: "Only Number",
    });
    ids.email = await field(client, "Contact", { fieldInputType: "Textbox", fieldLabel: "Email", validationType: "Email" });
    ids.phone = await field(client, "Contact", { fieldInputType: "Textbox", fieldLabel: "Phone", validationType: "Phone" });
    ids.zip = await field(client, "Contact", { fieldInputType: "Textbox", fieldLabel: "Zip", validationType: "Zip" });
    ids.any = await field(client, "Contact", {
      fieldInputType: "Textarea",
      fieldLabel: "Comment",
      validationType: "Any Input",
      requiredStatus: 1,
    });
    ids.select = await field(client, "Contact", {
      fieldInputType: "Select",
      fieldLabel: "Coverage",
      fieldValue: ["Auto", "Home"],
    });
    ids.date = await field(client, "Contact", { fieldInputType: "Date", fieldLabel: "Loss Date" });
    ids.multi = await field(client, "Contact", {
      fieldType: "Multi-Value",
      fieldInputType: "Checkbox",
      fieldLabel: "Contact Method",
      fieldValue: ["Email", "Phone"],
    });
    ids.file = await field(client, "Contact", { fieldInputType: "FileUpload", fieldLabel: "Documents" });
  });

  const valid = () => [
    { id: ids.text as number, label: "Town", value: "Big Timber" },
    { id: ids.number as number, label: "Acres", value: "640" },
    { id: ids.email as number, label: "Email", value: "pat@example.com" },
    { id: ids.phone as number, label: "Phone", value: "(406) 555-0100" },
    { id: ids.zip as number, label: "Zip", value: "59011" },
    { id: ids.any as number, label: "Comment", value: "Hail on the barn roof" },
    { id: ids.select as number, label: "Coverage", value: "Home" },
    { id: ids.date as number, label: "Loss Date", value: "2026-11-01" },
    { id: ids.multi as number, label: "Contact Method", value: ["Email"] },
  ];

  it("accepts valid answers", async () => {
    const res = await send("/api/auth/contact-us", { client, name: "Pat", body: entries(valid()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(true);
  });

  it.each([
    ["text", "Big Timber 2", "Please enter valid Town"],
    ["number", "640 acres", "Please enter valid Acres"],
    ["email", "pat@example", "Please enter valid Email"],
    ["phone", "555-0100", "Please enter valid Phone"],
    ["zip", "5901", "Please enter valid Zip"],
    ["select", "Boat", "Please enter valid Coverage"],
    ["date", "2026-13-45", "Please enter valid Loss Date"],
  ])("answers 400 for an invalid %s", async (which, value, message) => {
    const body = valid().map((e) => (e.id === ids[which] ? { ...e, value } : e));
    const res = await send("/api/auth/contact-us", { client, body: entries(body) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
    expect(res.json().errors).toEqual([{ path: `field.${ids[which]}`, message }]);
  });

  it("answers 400 'Please enter the {label}' for an empty required field", async () => {
    const body = valid().map((e) => (e.id === ids.any ? { ...e, value: "  " } : e));
    const res = await send("/api/auth/contact-us", { client, body: entries(body) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter the Comment");
  });

  it("answers 400 for a multi-value option not in the list", async () => {
    const body = valid().map((e) => (e.id === ids.multi ? { ...e, value: ["Fax"] } : e));
    const res = await send("/api/auth/contact-us", { client, body: entries(body) });
    expect(res.json().message).toBe("Please enter valid Contact Method");
  });

  it("accepts jpeg, png and pdf attachments by their bytes", async () => {
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries(valid()),
      [`files.${ids.file}`]: [
        { name: "roof.png", type: "image/png", data: PNG },
        { name: "estimate.pdf", type: "application/pdf", data: PDF },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await db().selectFrom("submissionFile").selectAll().where("submissionId", "=", res.json().result.id).execute();
    expect(stored.map((f) => [f.name, f.mime, f.fieldLabel])).toEqual([
      ["roof.png", "image/png", "Documents"],
      ["estimate.pdf", "application/pdf", "Documents"],
    ]);
  });

  it("answers 415 for a file that is not jpeg, png or pdf, whatever its name says", async () => {
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries(valid()),
      [`files.${ids.file}`]: { name: "photo.png", type: "image/png", data: GIF },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Only JPEG, PNG or PDF files can be attached");
  });

  it("answers 413 'File is larger than 5MB' for a file of 5,242,881 bytes", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5_242_881 - PDF.length, 32)]);
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries(valid()),
      [`files.${ids.file}`]: { name: "big.pdf", type: "application/pdf", data: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("File is larger than 5MB");
  });

  it("answers 413 for more than 5 files", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: PNG }));
    const res = await send("/api/auth/contact-us", { client, body: entries(valid()), [`files.${ids.file}`]: six });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("At most 5 files can be attached");
  });

  it("refuses a file sent for a field that is not a file field", async () => {
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries(valid()),
      [`files.${ids.text}`]: { name: "p.png", type: "image/png", data: PNG },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("spam protection", () => {
  const body = () =>
    entries([
      { id: 0, label: "x", value: "y" }, // an answer to no field: kept, not validated
    ]);

  it("refuses a submission without a solved challenge", async () => {
    const form = await multipart({ name: "Bot", body: body() });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/contact-us", ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "altcha", message: "invalid or expired proof of work" }]);
  });

  it("refuses a solution used twice by different submissions", async () => {
    const altcha = await solvedAltcha(t.app);
    const mk = async (key: string) => {
      const form = await multipart({ altcha, client: "spam", body: "[]" });
      return t.app.inject({
        method: "POST",
        url: "/api/auth/contact-us",
        payload: form.payload,
        headers: { ...form.headers, "idempotency-key": key },
      });
    };
    expect((await mk(randomUUID())).statusCode).toBe(200);
    expect((await mk(randomUUID())).statusCode).toBe(400);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const before = await db()
      .selectFrom("submission")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const res = await send("/api/auth/contact-us", { client: "spam", body: "[]", website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    const after = await db()
      .selectFrom("submission")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe("delivery", () => {
  const client = "dl";
  let comment = 0;
  let photo = 0;
  beforeAll(async () => {
    comment = await field(client, "Contact", {
      fieldInputType: "Textarea",
      fieldLabel: "Comment",
      requiredStatus: 1,
      validationType: "Any Input",
    });
    photo = await field(client, "Contact", { fieldInputType: "FileUpload", fieldLabel: "Photos" });
    await field(client, "StartAQuote", { fieldInputType: "Textbox", fieldLabel: "Name", requiredStatus: 1 });
    await db()
      .insertInto("notificationEmail")
      .values([
        { client, pageName: "Contact", sendThrough: "to", email: "desk@example.com", createdBy: "t" },
        { client, pageName: "Contact", sendThrough: "cc", email: "claims@example.com", createdBy: "t" },
        { client, pageName: "Contact", sendThrough: "bcc", email: "audit@example.com", createdBy: "t" },
        { client, pageName: "StartAQuote", sendThrough: "to", email: "sales@example.com", createdBy: "t" },
      ])
      .execute();
    await db()
      .insertInto("agent")
      .values({
        client,
        email: "jo.agent@example.com",
        title: "Jo Agent",
        address: "1 Main St",
        aboutMe: "Agent",
        city: "Laramie",
        state: "Colorado",
        officeHours: "[]",
        updatedBy: "t",
      })
      .execute();
  });
  beforeEach(async () => {
    await t.app.mail.drain(); // what earlier tests queued
    sink.clear();
  });

  it("stores one submission and sends one e-mail per recipient group, attachments intact", async () => {
    const res = await send("/api/auth/contact-us", {
      client,
      name: "Pat Rancher",
      email: "pat@example.com",
      body: entries([{ id: comment, label: "Comment", value: "Fence down <b>after</b> the storm" }]),
      [`files.${photo}`]: { name: "fence.png", type: "image/png", data: PNG },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().result.id as string;
    const rows = await db().selectFrom("submission").selectAll().where("id", "=", id).execute();
    expect(rows).toHaveLength(1);
    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelope.to.sort()).toEqual(["audit@example.com", "claims@example.com", "desk@example.com"]);
    expect(mail?.parsed.to?.map((a) => a.address)).toEqual(["desk@example.com"]);
    expect(mail?.parsed.cc?.map((a) => a.address)).toEqual(["claims@example.com"]);
    expect(mail?.parsed.replyTo?.map((a) => a.address)).toEqual(["pat@example.com"]);
    expect(mail?.parsed.messageId).toBe(`<${id}.recipients@localhost>`);
    expect(mail?.parsed.text).toContain("Comment: Fence down <b>after</b> the storm");
    expect(mail?.parsed.html).toContain("Fence down &lt;b&gt;after&lt;/b&gt; the storm");
    expect(mail?.parsed.attachments).toHaveLength(1);
    expect(mail?.parsed.attachments[0]?.filename).toBe("fence.png");
    expect(Buffer.from(mail?.parsed.attachments[0]?.content as ArrayBuffer).equals(PNG)).toBe(true);
    const mails = await db().selectFrom("mailOutbox").selectAll().where("submissionId", "=", id).execute();
    expect(mails.map((m) => m.status)).toEqual(["sent"]);
  });

  it("sends a quote to the chosen agent and to the page's recipients", async () => {
    const [nameField] = await db()
      .selectFrom("formField")
      .select("id")
      .where("client", "=", client)
      .where("pageName", "=", "StartAQuote")
      .execute();
    const res = await send("/api/auth/send-start-a-quote", {
      client,
      name: "Pat",
      email: "pat@example.com",
      to: "JO.AGENT@example.com",
      services: JSON.stringify(["Auto", "Farm & Ranch"]),
      body: entries([{ id: nameField?.id as number, label: "Name", value: "Pat" }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mail.drain();
    const byTo = sink.received.map((m) => m.envelope.to.join(",")).sort();
    expect(byTo).toEqual(["jo.agent@example.com", "sales@example.com"]);
    // the spec's subject word for word; the reference number in the body
    expect(sink.received.every((m) => m.parsed.subject === "Quote request confirmation")).toBe(true);
    expect(sink.received[0]?.parsed.text).toContain("Services: Auto, Farm & Ranch");
    expect(sink.received[0]?.parsed.text).toContain(`Reference: ${res.json().result.reference}`);
    expect(res.json().result.reference).toMatch(/^QTE-/);
  });

  it("sends a quote with no preference to the quote mailbox", async () => {
    const res = await send("/api/auth/send-start-a-quote", {
      client: "dl2",
      to: "nopreference",
      body: "[]",
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mail.drain();
    expect(sink.received.map((m) => m.envelope.to)).toEqual([["quotes@example.com"]]);
  });

  it.each([
    ["services that are not JSON", { services: "{not json" }, "Please choose services from the list."],
    ["services that are not a list", { services: '{"a":1}' }, "Please choose services from the list."],
    ["answers holding a null", { body: "[null]" }, "The form could not be read. Please reload the page and try again."],
    ["answers holding a number", { body: "[1]" }, "The form could not be read. Please reload the page and try again."],
  ])("answers 400 for %s (it used to be a 500)", async (_what, parts, message) => {
    const res = await send("/api/auth/send-start-a-quote", { client: "dl2", to: "nopreference", body: "[]", ...parts });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
  });

  it("refuses a quote for an agent who does not exist", async () => {
    const res = await send("/api/auth/send-start-a-quote", { client, to: "nobody@example.com", body: "[]" });
    expect(res.statusCode).toBe(400);
  });

  it("delivers once when the SMTP server refuses three times, then accepts", async () => {
    sink.refuseNext(3);
    const refusedBefore = sink.refused;
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries([{ id: comment, label: "Comment", value: "retry me" }]),
    });
    const id = res.json().result.id as string;
    for (let i = 0; i < 50 && sink.received.length === 0; i++) {
      await t.app.mail.drain();
      await new Promise((r) => setTimeout(r, 40));
    }
    for (let i = 0; i < 5; i++) {
      await t.app.mail.drain();
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(sink.refused - refusedBefore).toBe(3);
    expect(sink.received).toHaveLength(1);
    const [row] = await db().selectFrom("mailOutbox").selectAll().where("submissionId", "=", id).execute();
    expect(row).toMatchObject({ status: "sent", attempts: 4 });
  });

  it("gives up after the last try and marks the e-mail dead", async () => {
    sink.refuseNext(100);
    const res = await send("/api/auth/contact-us", {
      client,
      body: entries([{ id: comment, label: "Comment", value: "never" }]),
    });
    const id = res.json().result.id as string;
    for (let i = 0; i < 40; i++) {
      await t.app.mail.drain();
      const [row] = await db().selectFrom("mailOutbox").select("status").where("submissionId", "=", id).execute();
      if (row?.status === "dead") break;
      await new Promise((r) => setTimeout(r, 60));
    }
    sink.refuseNext(0);
    const [row] = await db().selectFrom("mailOutbox").selectAll().where("submissionId", "=", id).execute();
    expect(row).toMatchObject({ status: "dead", attempts: 8 });
    expect(row?.lastError).toContain("Mailbox busy");
  }, 20_000);

  it("sends Contact Me to the agent, with the spec's messages for bad input", async () => {
    const post = async (body: Record<string, string>, to = "jo.agent@example.com") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/send-contact",
        payload: {
          client,
          to,
          altcha: await solvedAltcha(t.app),
          body: { firstName: "Pat", lastName: "Doe", email: "pat@example.com", phone: "406-555-0100", comments: "", ...body },
        },
      });
    expect((await post({ firstName: "" })).json().message).toBe("Please enter first name");
    expect((await post({ lastName: "" })).json().message).toBe("Please enter last name");
    expect((await post({ email: "" })).json().message).toBe("Please enter email address");
    expect((await post({ email: "pat@" })).json().message).toBe("Please enter valid email");
    expect((await post({ phone: "" })).json().message).toBe("Please enter phone");
    expect((await post({ phone: "555-0100" })).json().message).toBe("Phone number must be 10 digits");
    expect((await post({}, "stranger@example.com")).statusCode).toBe(400);
    const ok = await post({ comments: "Call after 5" });
    expect(ok.statusCode, ok.body).toBe(200);
    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.envelope.to).toEqual(["jo.agent@example.com"]);
    expect(sink.received[0]?.parsed.subject).toBe("Contact Me");
  });

  it("checks the incident report's agent block with the spec's messages", async () => {
    const base = { agentFirstName: "Sam", agentLastName: "Field", agentEmail: "sam@example.com", agentPhone: "(406) 555-0100" };
    const cases: [Record<string, string>, string][] = [
      [{ agentFirstName: "" }, "Please Enter Agent First Name"],
      [{ agentLastName: "" }, "Please Enter Agent Last Name"],
      [{ agentEmail: "sam" }, "Please enter valid email"],
      [{ agentPhone: "4065550100" }, "Please enter valid phone number."],
    ];
    for (const [change, message] of cases) {
      const res = await send("/api/auth/ers", { client, ...base, ...change, body: "[]" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await send("/api/auth/ers", { client, ...base, body: "[]" });
    expect(ok.statusCode, ok.body).toBe(200);
    await t.app.mail.drain();
    // No recipients configured for ERS on this client: the office mailbox gets it, nothing is lost.
    expect(sink.received.map((m) => m.envelope.to)).toEqual([["office@example.com"]]);
  });
});

describe("idempotency", () => {
  const client = "idem";
  beforeEach(async () => {
    await t.app.mail.drain(); // what earlier tests queued
    sink.clear();
  });

  it("gives one submission and one set of e-mails for the same key sent 5 times at once", async () => {
    const key = randomUUID();
    const altcha = await solvedAltcha(t.app);
    const form = await multipart({ client, name: "Pat", body: "[]", altcha });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/contact-us",
          payload: form.payload,
          headers: { ...form.headers, "idempotency-key": key },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().result.id)).size).toBe(1);
    const rows = await db().selectFrom("submission").select("id").where("idempotencyKey", "=", key).execute();
    expect(rows).toHaveLength(1);
    await t.app.mail.drain();
    expect(sink.received).toHaveLength(1);
    const mails = await db()
      .selectFrom("mailOutbox")
      .select("id")
      .where("submissionId", "=", rows[0]?.id as string)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("answers a later replay with the first answer, even with a new challenge", async () => {
    const key = randomUUID();
    const first = await send("/api/auth/contact-us", { client, name: "Lee", body: "[]" }, key);
    const again = await send("/api/auth/contact-us", { client, name: "Lee", body: "[]" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it("answers 422 for the same key with a different body", async () => {
    const key = randomUUID();
    expect((await send("/api/auth/contact-us", { client, name: "Lee", body: "[]" }, key)).statusCode).toBe(200);
    const changed = await send("/api/auth/contact-us", { client, name: "Someone else", body: "[]" }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().status).toBe(false);
  });
});
