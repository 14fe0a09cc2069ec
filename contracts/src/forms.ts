/**
 * The dynamic-form model (spec/3 "Dynamic form field", validation, limits), shared by the API and the
 * web. Types only from TypeBox and the schemas: the web imports this from the root entry.
 */

import type { Static } from "typebox";
import type * as schemas from "./schemas/index";

export const FORM_PAGES = ["StartAQuote", "Contact", "ERS"] as const;
export type FormPage = (typeof FORM_PAGES)[number];

export const FIELD_TYPES = ["Single Value", "Multi-Value"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const INPUT_TYPES = [
  "Textbox",
  "TextboxSingle",
  "Textarea",
  "Date",
  "Select",
  "FileUpload",
  "Switch",
  "Radio",
  "Chips",
  "Checkbox",
  "MultiSelect",
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Multi-Value limits the input types to these; Single Value offers the rest. */
export const MULTI_VALUE_INPUT_TYPES: readonly InputType[] = ["Chips", "Checkbox", "MultiSelect"];
export const SINGLE_VALUE_INPUT_TYPES: readonly InputType[] = /* @__PURE__ */ INPUT_TYPES.filter(
  (t) => !MULTI_VALUE_INPUT_TYPES.includes(t),
);
/** Options (fieldValue) apply to these input types. */
export const OPTION_INPUT_TYPES: readonly InputType[] = ["Select", "Radio", "Switch", "Chips", "Checkbox", "MultiSelect"];
/** Rows of two are made of adjacent fields of these types. */
export const PAIRED_INPUT_TYPES: readonly InputType[] = ["Textbox", "Select", "Date"];

export const VALIDATION_TYPES = ["None", "Any Input", "Only Text", "Only Number", "Email", "Phone", "Zip"] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

export const SEND_THROUGH = ["to", "cc", "bcc"] as const;
export type SendThrough = (typeof SEND_THROUGH)[number];

/** Attachments: jpeg, png or pdf, 5 MB (5,242,880 bytes) each, at most this many per submission. */
export const ATTACHMENT_MAX_BYTES = 5_242_880;
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MIME_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;

/** Honeypot field: people never see it; a value in it marks the sender as a bot. */
export const HONEYPOT_FIELD = "website";
/** Header carrying the client's UUID for a submission. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/**
 * Resumable attachment uploads: the tus protocol 1.0.0 (core, creation, termination, expiration), each upload tied
 * to its submission's idempotency key (metadata `key`), finished before the submission names it.
 */
export const TUS_VERSION = "1.0.0";
/** A resumable upload nobody finished (or no submission named) is removed after this long. */
export const RESUMABLE_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The multipart field naming a submission's finished resumable uploads: JSON `[{ "field": "files.3", "id": "…" }]`. */
export const UPLOADS_FIELD = "uploads";
/** The incident report's place (multipart field, JSON of IncidentLocation in schemas/submissions). */
export const LOCATION_FIELD = "location";
/** Header (or form field) carrying the solved proof-of-work challenge. */
export const ALTCHA_FIELD = "altcha";

export const FORM_MESSAGES = {
  fieldAdded: "Field has been added.",
  fieldSaved: "Field has been saved.",
  fieldDeleted: "Field has been deleted.",
  fieldOrderChanged: "Field order changed",
  emailsSaved: "Emails has been saved.",
  emailsDeleted: "Emails has been deleted.",
  selectFieldType: "Please select a field Type!",
  selectInputType: "Please select a Input Type!",
  enterValue: "Please enter the Value",
  enterLabel: "Please enter the Label",
  selectType: "Please select type!",
  addEmail: "Please add email",
  validEmail: "Please enter valid email",
  fileTooLarge: "File is larger than 5MB",
  fileType: "Only JPEG, PNG or PDF files can be attached",
  tooManyFiles: `At most ${ATTACHMENT_MAX_FILES} files can be attached`,
  quoteSent: "Thank you! Your quote request has been sent. An agent will contact you soon.",
  contactSent: "Thank you! Your message has been sent. We will get back to you soon.",
  ersSent: "Thank you! The incident report has been sent to the office.",
  contactMeSent: "Thank you! Your request has been sent to the agent.",
} as const;

/** A field as the web and the API use it (the spec's read-back keys are mapped by `fromReadBack`). */
export interface FormField {
  id: number;
  pageName: string;
  fieldType: FieldType;
  fieldInputType: InputType;
  fieldLabel: string;
  fieldValue: string[];
  placeHolder: string;
  requiredStatus: 0 | 1;
  validationType: ValidationType;
  sortOrder: number;
  /** the version an editor sends back as baseUpdatedAt (issue 18) */
  updatedAt?: string;
}

/** A field as GET /api/cms/form returns it: the spec's read-back names. */
export type FormFieldReadBack = Static<typeof schemas.FormFieldReadBackSchema>;

export const toReadBack = (f: FormField): FormFieldReadBack => ({
  ID: f.id,
  FieldType: f.fieldType,
  FieldInputType: f.fieldInputType,
  FieldLabel: f.fieldLabel,
  FieldValue: f.fieldValue,
  PlaceHolder: f.placeHolder,
  RequiredStatus: f.requiredStatus,
  ValidationType: f.validationType,
  SortOrder: f.sortOrder,
  PageName: f.pageName,
});

export const fromReadBack = (f: FormFieldReadBack): FormField => ({
  id: f.ID,
  fieldType: f.FieldType,
  fieldInputType: f.FieldInputType,
  fieldLabel: f.FieldLabel,
  fieldValue: f.FieldValue,
  placeHolder: f.PlaceHolder,
  requiredStatus: f.RequiredStatus,
  validationType: f.ValidationType,
  sortOrder: f.SortOrder,
  pageName: f.PageName,
  ...(f.UpdatedAt ? { updatedAt: f.UpdatedAt } : {}),
});

/** What an editor saves (POST / PATCH /api/cms/form); the API takes the client beside it. */
export type FormFieldInput = Required<Omit<schemas.FormFieldBody, "client" | "baseUpdatedAt">>;

/** The builder's rules, in the spec's order, with its messages. Returns the first error or null. */
export function validateFieldInput(input: FormFieldInput): { field: keyof FormFieldInput; message: string } | null {
  if (!input.fieldType || !FIELD_TYPES.includes(input.fieldType as FieldType))
    return { field: "fieldType", message: FORM_MESSAGES.selectFieldType };
  const allowed = input.fieldType === "Multi-Value" ? MULTI_VALUE_INPUT_TYPES : SINGLE_VALUE_INPUT_TYPES;
  if (!input.fieldInputType || !allowed.includes(input.fieldInputType as InputType))
    return { field: "fieldInputType", message: FORM_MESSAGES.selectInputType };
  if (!input.fieldLabel.trim()) return { field: "fieldLabel", message: FORM_MESSAGES.enterLabel };
  const needsOptions = input.fieldType === "Multi-Value" || OPTION_INPUT_TYPES.includes(input.fieldInputType as InputType);
  if (needsOptions && input.fieldValue.filter((v) => v.trim()).length === 0)
    return { field: "fieldValue", message: FORM_MESSAGES.enterValue };
  if (input.fieldInputType === "Switch" && input.fieldValue.filter((v) => v.trim()).length !== 2)
    return { field: "fieldValue", message: "A Switch needs exactly two options" };
  return null;
}

export const isMultiValue = (f: Pick<FormField, "fieldType" | "fieldInputType">) =>
  f.fieldType === "Multi-Value" || MULTI_VALUE_INPUT_TYPES.includes(f.fieldInputType);
export const hasOptions = (f: Pick<FormField, "fieldInputType">) => OPTION_INPUT_TYPES.includes(f.fieldInputType);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PATTERNS: Partial<Record<ValidationType, RegExp>> = {
  "Only Text": /^[\p{L}\s]+$/u,
  "Only Number": /^[\d\s]+$/,
  Email: EMAIL_PATTERN,
  Phone: /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/,
  Zip: /^\d{5}(-\d{4})?$/,
};

/** A person's answer to one field: text, a list (multi-value), or the file names of a FileUpload. */
export type Answer = string | string[];

const isEmpty = (v: Answer | undefined) =>
  v === undefined || (Array.isArray(v) ? v.filter((x) => x.trim()).length === 0 : v.trim() === "");

const validDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The error message for one answer, or null. Messages are the spec's ("Please enter the {label}", ...). */
export function answerError(field: FormField, value: Answer | undefined): string | null {
  const label = field.fieldLabel;
  if (isEmpty(value)) return field.requiredStatus === 1 ? `Please enter the ${label}` : null;
  const invalid = `Please enter valid ${label}`;
  const multi = isMultiValue(field);
  if (field.fieldInputType === "FileUpload") return Array.isArray(value) ? null : invalid;
  if (multi !== Array.isArray(value)) return invalid;
  const values = (Array.isArray(value) ? value : [value as string]).map((v) => v.trim()).filter(Boolean);
  if (hasOptions(field) && values.some((v) => !field.fieldValue.includes(v))) return invalid;
  if (field.fieldInputType === "Date" && values.some((v) => !validDate(v))) return invalid;
  const pattern = PATTERNS[field.validationType];
  if (pattern && values.some((v) => !pattern.test(v))) return invalid;
  if (values.some((v) => v.length > 5000)) return invalid;
  return null;
}

/** Every field's error, keyed by field id; empty when the answers are valid. */
export function validateAnswers(fields: FormField[], answers: Record<number, Answer | undefined>) {
  const errors: Record<number, string> = {};
  for (const f of fields) {
    const e = answerError(f, answers[f.id]);
    if (e) errors[f.id] = e;
  }
  return errors;
}

/** Fields in rows: two adjacent Textbox/Select/Date fields share a row; others take a row of their own. */
export function rowsOf<T extends Pick<FormField, "fieldInputType">>(fields: T[]): T[][] {
  const rows: T[][] = [];
  for (const f of fields) {
    const last = rows.at(-1);
    const paired = PAIRED_INPUT_TYPES.includes(f.fieldInputType);
    const alone = last?.length === 1 ? last[0] : undefined;
    if (paired && last && alone && PAIRED_INPUT_TYPES.includes(alone.fieldInputType)) last.push(f);
    else rows.push([f]);
  }
  return rows;
}

/** One entry of a submission's body: the spec's label/value list, file entries flagged isFile. */
export type AnswerEntry = Static<typeof schemas.AnswerEntrySchema>;

// ---- Contact Me (spec/3 section 5) ----

export type ContactMeInput = Static<typeof schemas.ContactMeInputSchema>;

export const CONTACT_ME_MESSAGES = {
  firstName: "Please enter first name",
  lastName: "Please enter last name",
  email: "Please enter email address",
  emailInvalid: "Please enter valid email",
  phone: "Please enter phone",
  phoneInvalid: "Phone number must be 10 digits",
} as const;

export function validateContactMe(input: ContactMeInput): Partial<Record<keyof ContactMeInput, string>> {
  const e: Partial<Record<keyof ContactMeInput, string>> = {};
  if (!input.firstName.trim()) e.firstName = CONTACT_ME_MESSAGES.firstName;
  if (!input.lastName.trim()) e.lastName = CONTACT_ME_MESSAGES.lastName;
  if (!input.email.trim()) e.email = CONTACT_ME_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(input.email.trim())) e.email = CONTACT_ME_MESSAGES.emailInvalid;
  if (!input.phone.trim()) e.phone = CONTACT_ME_MESSAGES.phone;
  else if (input.phone.replace(/\D/g, "").length !== 10) e.phone = CONTACT_ME_MESSAGES.phoneInvalid;
  if (input.comments.length > 5000) e.comments = "Comments are too long";
  return e;
}

// ---- Incident report agent block (spec/3 section 5) ----

export interface ErsAgentInput {
  agentFirstName: string;
  agentLastName: string;
  agentEmail: string;
  agentPhone: string;
}

export const ERS_MESSAGES = {
  agentFirstName: "Please Enter Agent First Name",
  agentLastName: "Please Enter Agent Last Name",
  agentEmail: "Please enter valid email",
  agentPhone: "Please enter valid phone number.",
} as const;

/** Formats digits as (xxx) xxx-xxxx while typing; never longer than 14 characters. */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, "").slice(0, 10);
  if (d.length === 0) return "";
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function validateErsAgent(input: ErsAgentInput): Partial<Record<keyof ErsAgentInput, string>> {
  const e: Partial<Record<keyof ErsAgentInput, string>> = {};
  if (!input.agentFirstName.trim()) e.agentFirstName = ERS_MESSAGES.agentFirstName;
  if (!input.agentLastName.trim()) e.agentLastName = ERS_MESSAGES.agentLastName;
  if (!EMAIL_PATTERN.test(input.agentEmail.trim())) e.agentEmail = ERS_MESSAGES.agentEmail;
  if (!/^\(\d{3}\) \d{3}-\d{4}$/.test(input.agentPhone.trim())) e.agentPhone = ERS_MESSAGES.agentPhone;
  return e;
}

// ---- Start a Quote (spec/3) ----

export const NO_PREFERENCE = "nopreference";
export const QUOTE_SERVICES = [
  "Auto",
  "Home",
  "Farm & Ranch",
  "Renters",
  "Life Insurance",
  "Annuities",
  "Commercial/Business",
  "Other",
] as const;
export const QUOTE_SUBJECT = "Quote request confirmation";
export const CONTACT_ME_SUBJECT = "Contact Me";

// ---- Submissions (admin inbox) ----

export const SUBMISSION_KINDS = ["quote", "contact", "ers", "contactMe"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const MAIL_STATUSES = ["pending", "sending", "sent", "dead"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export type SubmissionSummary = Static<typeof schemas.SubmissionSummarySchema>;
export type SubmissionPage = Static<typeof schemas.SubmissionPageSchema>;
export type SubmissionMail = Static<typeof schemas.SubmissionMailSchema>;
export type SubmissionDetail = Static<typeof schemas.SubmissionDetailSchema>;

/** Each kind's reference prefix: what the office hears first on the phone. */
export const REFERENCE_PREFIX: Record<SubmissionKind, string> = { quote: "QTE", contact: "MSG", ers: "ERS", contactMe: "AGT" };
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A stored submission's reference number, derived from its id (so every answer, replay, e-mail and inbox row gives
 * the same): the kind's prefix and the id's first 40 bits as 8 Crockford base-32 characters, e.g. "ERS-7K4M-2QXD".
 */
export function submissionReference(kind: SubmissionKind, id: string): string {
  let bits = BigInt(
    `0x${id
      .replace(/[^0-9a-fA-F]/g, "")
      .slice(0, 10)
      .padEnd(10, "0")}`,
  );
  let code = "";
  for (let n = 0; n < 8; n++, bits >>= 5n) code = CROCKFORD[Number(bits & 31n)] + code;
  return `${REFERENCE_PREFIX[kind]}-${code.slice(0, 4)}-${code.slice(4)}`;
}

// ---- Builder helpers shared by the API and the editors ----

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The "Add email" rules (spec/3 section 5), in order, with the spec's messages. */
export function validateRecipientInput(input: { sendThrough: string; email: string }): {
  field: "sendThrough" | "email";
  message: string;
} | null {
  if (!SEND_THROUGH.includes(input.sendThrough as SendThrough))
    return { field: "sendThrough", message: FORM_MESSAGES.selectType };
  if (!input.email.trim()) return { field: "email", message: FORM_MESSAGES.addEmail };
  if (!isValidEmail(input.email)) return { field: "email", message: FORM_MESSAGES.validEmail };
  return null;
}

/** Options as saved: trimmed, blank and repeated ones dropped; none for input types without options. */
export function normalizeOptions(input: Pick<FormFieldInput, "fieldType" | "fieldInputType" | "fieldValue">): string[] {
  const takesOptions = input.fieldType === "Multi-Value" || OPTION_INPUT_TYPES.includes(input.fieldInputType as InputType);
  if (!takesOptions) return [];
  return [...new Set(input.fieldValue.map((v) => v.trim()).filter(Boolean))];
}

export const RECIPIENT_EXISTS_MESSAGE = "This email is already on the list.";
