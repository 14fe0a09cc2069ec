import type { FormFieldReadBack } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";

const t = setupApp();
let editor = "";
let agent = "";

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR);
  agent = await t.cookieFor(AGENT);
});

const field = {
  fieldType: "Single Value",
  fieldInputType: "Select",
  fieldLabel: "Coverage Wanted",
  fieldValue: [" Liability ", "Full", "", "Full"],
  placeHolder: "Pick one",
  validationType: "None",
  pageName: "StartAQuote",
  requiredStatus: 1,
};

const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = editor) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const fields = async (pageName: string, client?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/cms/form?pageName=${pageName}${client ? `&client=${client}` : ""}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as FormFieldReadBack[];
};

describe("form fields", () => {
  it("lets a visitor read a page's fields in the spec's read-back shape, in order", async () => {
    const list = await fields("StartAQuote");
    expect(list.length).toBeGreaterThan(3);
    expect(Object.keys(list[0] as object).sort()).toEqual(
      [
        "FieldInputType",
        "FieldLabel",
        "FieldType",
        "FieldValue",
        "ID",
        "PageName",
        "PlaceHolder",
        "RequiredStatus",
        "SortOrder",
        "ValidationType",
      ].sort(),
    );
    expect(list[0]).toMatchObject({
      FieldLabel: "First Name",
      FieldType: "Single Value",
      RequiredStatus: 1,
      PageName: "StartAQuote",
    });
    const orders = list.map((f) => f.SortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(await fields("StartAQuote", "other-site")).toEqual([]);
  });

  it("refuses an unknown page name and a missing one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/cms/form?pageName=Nope" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/cms/form" })).statusCode).toBe(400);
  });

  it("refuses writes from visitors (401) and non-admins (403)", async () => {
    expect((await send("POST", "/api/cms/form", field, "")).statusCode).toBe(401);
    expect((await send("POST", "/api/cms/form", field, agent)).statusCode).toBe(403);
    expect((await send("PATCH", "/api/cms/form/1", field, agent)).statusCode).toBe(403);
    expect((await send("DELETE", "/api/cms/form/1", undefined, agent)).statusCode).toBe(403);
    expect((await send("PATCH", "/api/cms/form/sort?pageName=ERS", [{ fieldId: 1, sortOrder: 1 }], agent)).statusCode).toBe(403);
  });

  it.each([
    [{ fieldType: "" }, "Please select a field Type!"],
    [{ fieldInputType: "" }, "Please select a Input Type!"],
    [{ fieldType: "Multi-Value", fieldInputType: "Select" }, "Please select a Input Type!"],
    [{ fieldInputType: "Chips" }, "Please select a Input Type!"],
    [{ fieldValue: [] }, "Please enter the Value"],
    [{ fieldType: "Multi-Value", fieldInputType: "Checkbox", fieldValue: ["  "] }, "Please enter the Value"],
    [{ fieldLabel: "  " }, "Please enter the Label"],
  ])("answers 400 for %o with the spec's message", async (patch, message) => {
    const res = await send("POST", "/api/cms/form", { ...field, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
  });

  it("answers 400 for a body that does not match the schema", async () => {
    expect((await send("POST", "/api/cms/form", { ...field, fieldInputType: "Spinner" })).statusCode).toBe(400);
    expect((await send("POST", "/api/cms/form", { ...field, requiredStatus: "1" })).statusCode).toBe(400);
    expect((await send("POST", "/api/cms/form", { ...field, extra: 1 })).statusCode).toBe(400);
  });

  it("adds a field at the end with cleaned options, edits and deletes it", async () => {
    const before = await fields("StartAQuote");
    const added = await send("POST", "/api/cms/form", field);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe("Field has been added.");
    const created = added.json().result as FormFieldReadBack;
    expect(created).toMatchObject({ FieldLabel: "Coverage Wanted", FieldValue: ["Liability", "Full"], RequiredStatus: 1 });
    const after = await fields("StartAQuote");
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.ID).toBe(created.ID);

    const saved = await send("PATCH", `/api/cms/form/${created.ID}`, {
      ...field,
      fieldInputType: "Textbox",
      fieldLabel: "Coverage Notes",
      validationType: "Any Input",
      requiredStatus: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Field has been saved.");
    expect(saved.json().result).toMatchObject({
      FieldInputType: "Textbox",
      FieldLabel: "Coverage Notes",
      FieldValue: [],
      RequiredStatus: 0,
    });
    expect((await send("PATCH", `/api/cms/form/${created.ID}`, { ...field, fieldLabel: "" })).json().message).toBe(
      "Please enter the Label",
    );

    const deleted = await send("DELETE", `/api/cms/form/${created.ID}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("Field has been deleted.");
    expect((await fields("StartAQuote")).map((f) => f.ID)).not.toContain(created.ID);
    expect((await send("DELETE", `/api/cms/form/${created.ID}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown id, a field of another client or another page", async () => {
    expect((await send("PATCH", "/api/cms/form/999999", field)).statusCode).toBe(404);
    const [first] = await fields("StartAQuote");
    expect((await send("PATCH", `/api/cms/form/${first?.ID}`, { ...field, client: "other-site" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/cms/form/${first?.ID}`, { ...field, pageName: "ERS" })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/cms/form/${first?.ID}?client=other-site`)).statusCode).toBe(404);
    expect((await send("DELETE", "/api/cms/form/abc")).statusCode).toBe(400);
  });

  it("changes the order with PATCH /sort", async () => {
    const list = await fields("Contact");
    const reversed = [...list].reverse().map((f, i) => ({ fieldId: f.ID, sortOrder: i + 1 }));
    const res = await send("PATCH", "/api/cms/form/sort?pageName=Contact", reversed);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Field order changed");
    expect((await fields("Contact")).map((f) => f.ID)).toEqual([...list].reverse().map((f) => f.ID));

    const ersId = (await fields("ERS"))[0]?.ID as number;
    expect((await send("PATCH", "/api/cms/form/sort?pageName=Contact", [{ fieldId: ersId, sortOrder: 1 }])).statusCode).toBe(404);
    const dup = [
      { fieldId: list[0]?.ID, sortOrder: 1 },
      { fieldId: list[0]?.ID, sortOrder: 2 },
    ];
    expect((await send("PATCH", "/api/cms/form/sort?pageName=Contact", dup)).statusCode).toBe(400);
    expect((await send("PATCH", "/api/cms/form/sort?pageName=Contact", [])).statusCode).toBe(400);
  });
});

describe("notification emails", () => {
  const list = async (pageName = "Contact", cookie = editor) =>
    t.app.inject({ method: "GET", url: `/api/cms/email?pageName=${pageName}`, headers: cookie ? { cookie } : {} });

  it("is for admins only, reading included", async () => {
    expect((await list("Contact", "")).statusCode).toBe(401);
    expect((await list("Contact", agent)).statusCode).toBe(403);
    expect(
      (await send("POST", "/api/cms/email", { sendThrough: "to", pageName: "Contact", email: "a@b.co" }, agent)).statusCode,
    ).toBe(403);
    expect((await send("DELETE", "/api/cms/email/1", undefined, "")).statusCode).toBe(401);
  });

  it.each([
    [{ sendThrough: "", email: "office@example.com" }, "Please select type!"],
    [{ sendThrough: "to", email: "  " }, "Please add email"],
    [{ sendThrough: "cc", email: "not-an-address" }, "Please enter valid email"],
  ])("answers 400 for %o with the spec's message", async (patch, message) => {
    const res = await send("POST", "/api/cms/email", { pageName: "Contact", ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
  });

  it("adds, lists, refuses a duplicate and deletes recipients", async () => {
    const added = await send("POST", "/api/cms/email", { sendThrough: "to", pageName: "Contact", email: " Office@Example.com " });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe("Emails has been saved.");
    await send("POST", "/api/cms/email", { sendThrough: "bcc", pageName: "Contact", email: "audit@example.com" });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const recipients = res.json().result as { ID: number; SendThrough: string; Email: string }[];
    expect(recipients.map(({ SendThrough, Email }) => ({ SendThrough, Email }))).toEqual([
      { SendThrough: "to", Email: "office@example.com" },
      { SendThrough: "bcc", Email: "audit@example.com" },
    ]);
    expect((await list("ERS")).json().result).toEqual([]);

    const dup = await send("POST", "/api/cms/email", { sendThrough: "to", pageName: "Contact", email: "OFFICE@example.com" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status).toBe(false);
    expect(
      (await send("POST", "/api/cms/email", { sendThrough: "cc", pageName: "Contact", email: "office@example.com" })).statusCode,
    ).toBe(200);

    const id = recipients[0]?.ID;
    expect((await send("DELETE", `/api/cms/email/${id}?client=other-site`)).statusCode).toBe(404);
    const deleted = await send("DELETE", `/api/cms/email/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("Emails has been deleted.");
    expect((await list()).json().result.map((r: { ID: number }) => r.ID)).not.toContain(id);
    expect((await send("DELETE", `/api/cms/email/${id}`)).statusCode).toBe(404);
  });
});
