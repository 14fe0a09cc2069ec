import { type Kysely, sql } from "kysely";

/** Default fields of the three dynamic forms, so a fresh install has working forms (editors change them). */
const DEFAULT_FIELDS: {
  page: string;
  type?: string;
  input: string;
  label: string;
  options?: string[];
  placeholder?: string;
  required: boolean;
  validation: string;
}[] = [
  { page: "StartAQuote", input: "Textbox", label: "First Name", required: true, validation: "Only Text" },
  { page: "StartAQuote", input: "Textbox", label: "Last Name", required: true, validation: "Only Text" },
  { page: "StartAQuote", input: "Textbox", label: "Email", required: true, validation: "Email" },
  { page: "StartAQuote", input: "Textbox", label: "Phone", required: true, validation: "Phone" },
  { page: "StartAQuote", input: "Textbox", label: "Zip Code", required: false, validation: "Zip" },
  {
    page: "StartAQuote",
    input: "Select",
    label: "Best Time to Call",
    options: ["Morning", "Afternoon", "Evening"],
    required: false,
    validation: "None",
  },
  { page: "StartAQuote", input: "Textarea", label: "Comments", required: false, validation: "None" },
  { page: "Contact", input: "Textbox", label: "First Name", required: true, validation: "Only Text" },
  { page: "Contact", input: "Textbox", label: "Last Name", required: true, validation: "Only Text" },
  { page: "Contact", input: "Textbox", label: "Email", required: true, validation: "Email" },
  { page: "Contact", input: "Textbox", label: "Phone", required: false, validation: "Phone" },
  { page: "Contact", input: "Textbox", label: "Policy Number", required: false, validation: "Any Input" },
  {
    page: "Contact",
    type: "Multi-Value",
    input: "Checkbox",
    label: "Preferred Contact Method",
    options: ["Email", "Phone"],
    required: false,
    validation: "None",
  },
  { page: "Contact", input: "Textarea", label: "Comment", required: true, validation: "Any Input" },
  { page: "ERS", input: "Date", label: "Date of Incident", required: true, validation: "None" },
  { page: "ERS", input: "Textbox", label: "Customer Name", required: true, validation: "Only Text" },
  { page: "ERS", input: "Textbox", label: "Customer Phone", required: true, validation: "Phone" },
  { page: "ERS", input: "Textbox", label: "Policy Number", required: false, validation: "Any Input" },
  {
    page: "ERS",
    input: "Select",
    label: "Service Needed",
    options: ["Tow", "Jump Start", "Flat Tire", "Lockout", "Fuel Delivery", "Winch / Extraction", "Other"],
    required: true,
    validation: "None",
  },
  {
    page: "ERS",
    input: "TextboxSingle",
    label: "Location of Incident",
    placeholder: "Road, mile marker or nearest town",
    required: true,
    validation: "Any Input",
  },
  { page: "ERS", input: "Textbox", label: "Vehicle (Year, Make, Model)", required: false, validation: "Any Input" },
  { page: "ERS", input: "Textarea", label: "Description of Incident", required: true, validation: "Any Input" },
  { page: "ERS", input: "FileUpload", label: "Photos", required: false, validation: "None" },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_field")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("field_type", "varchar(20)", (c) => c.notNull())
    .addColumn("field_input_type", "varchar(20)", (c) => c.notNull())
    .addColumn("field_label", "varchar(200)", (c) => c.notNull())
    .addColumn("field_value", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("place_holder", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("required_status", "smallint", (c) => c.notNull().defaultTo(0))
    .addColumn("validation_type", "varchar(20)", (c) => c.notNull().defaultTo("None"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_by", "varchar(320)", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("form_field_page_idx").on("form_field").columns(["client", "page_name", "sort_order"]).execute();

  await db.schema
    .createTable("notification_email")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("send_through", "varchar(3)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("created_by", "varchar(320)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index notification_email_uq on notification_email (client, page_name, send_through, lower(email))`.execute(
    db,
  );

  await db.schema
    .createTable("submission")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("client", "varchar(40)", (c) => c.notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("page_name", "varchar(100)", (c) => c.notNull())
    .addColumn("idempotency_key", "varchar(100)")
    .addColumn("body_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("name", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "varchar(320)", (c) => c.notNull().defaultTo(""))
    .addColumn("entries", "jsonb", (c) => c.notNull())
    .addColumn("meta", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("response", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index submission_idempotency_uq on submission (idempotency_key)`.execute(db);
  await db.schema.createIndex("submission_created_idx").on("submission").columns(["client", "created_at"]).execute();

  await db.schema
    .createTable("submission_file")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("submission_id", "uuid", (c) => c.notNull().references("submission.id").onDelete("cascade"))
    .addColumn("field_label", "varchar(200)", (c) => c.notNull())
    .addColumn("name", "varchar(300)", (c) => c.notNull())
    .addColumn("mime", "varchar(60)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("storage_key", "varchar(300)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("submission_id", "uuid", (c) => c.references("submission.id").onDelete("cascade"))
    .addColumn("recipient_group", "varchar(40)", (c) => c.notNull())
    .addColumn("message_id", "varchar(300)", (c) => c.notNull().unique())
    .addColumn("from_address", "varchar(320)", (c) => c.notNull())
    .addColumn("reply_to", "varchar(320)")
    .addColumn("to_addresses", "jsonb", (c) => c.notNull())
    .addColumn("cc_addresses", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("bcc_addresses", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("subject", "varchar(300)", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("locked_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("altcha_spent")
    .addColumn("signature", "varchar(200)", (c) => c.primaryKey())
    .addColumn("idempotency_key", "varchar(100)")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();

  let order = 0;
  let page = "";
  for (const f of DEFAULT_FIELDS) {
    order = f.page === page ? order + 1 : 1;
    page = f.page;
    await sql`insert into form_field (client, page_name, field_type, field_input_type, field_label, field_value,
      place_holder, required_status, validation_type, sort_order, updated_by)
      values ('mwfbi', ${f.page}, ${f.type ?? "Single Value"}, ${f.input}, ${f.label}, ${JSON.stringify(f.options ?? [])}::jsonb,
      ${f.placeholder ?? ""}, ${f.required ? 1 : 0}, ${f.validation}, ${order}, 'migration')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["altcha_spent", "mail_outbox", "submission_file", "submission", "notification_email", "form_field"])
    await db.schema.dropTable(t).execute();
}
