import Type, { type Static } from "typebox";
import { COLUMN_LENGTH as COL } from "../columns";
import { FIELD_TYPES, FORM_PAGES, INPUT_TYPES, MAIL_STATUSES, SEND_THROUGH, SUBMISSION_KINDS, VALIDATION_TYPES } from "../forms";
import { BaseUpdatedAt, ClientSchema, Digits, Int4, lit, Uuid } from "./common";

// ---- Dynamic forms, recipients, submissions (spec/3 section 7) ----

const FormPageName = lit(FORM_PAGES);
const FieldTypeSchema = lit(FIELD_TYPES);
const InputTypeSchema = lit(INPUT_TYPES);
const ValidationTypeSchema = lit(VALIDATION_TYPES);
const SendThroughSchema = lit(SEND_THROUGH);
const SubmissionKindSchema = lit(SUBMISSION_KINDS);
const MailStatusSchema = lit(MAIL_STATUSES);

/** POST /api/cms/form and PATCH /api/cms/form/{id}. Empty strings reach the server's rules (spec messages). */
export const FormFieldBody = Type.Object(
  {
    fieldType: Type.Union([FieldTypeSchema, Type.Literal("")]),
    fieldInputType: Type.Union([InputTypeSchema, Type.Literal("")]),
    fieldLabel: Type.String({ maxLength: COL.form_field.field_label }),
    fieldValue: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
    placeHolder: Type.Optional(Type.String({ maxLength: COL.form_field.place_holder })),
    requiredStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
    validationType: Type.Optional(ValidationTypeSchema),
    pageName: FormPageName,
    client: Type.Optional(ClientSchema),
    baseUpdatedAt: Type.Optional(BaseUpdatedAt),
  },
  { additionalProperties: false },
);
export type FormFieldBody = Static<typeof FormFieldBody>;

export const FormFieldReadBackSchema = Type.Object({
  ID: Type.Integer(),
  FieldType: FieldTypeSchema,
  FieldInputType: InputTypeSchema,
  FieldLabel: Type.String(),
  FieldValue: Type.Array(Type.String()),
  PlaceHolder: Type.String(),
  RequiredStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
  ValidationType: ValidationTypeSchema,
  SortOrder: Type.Integer(),
  PageName: Type.String(),
  /** the version an editor sends back as baseUpdatedAt (issue 18) */
  UpdatedAt: Type.Optional(Type.String()),
});

export const FormPageQuery = Type.Object(
  { pageName: FormPageName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type FormPageQuery = Static<typeof FormPageQuery>;

/** PATCH /api/cms/form/sort: the spec's {sortOrder, fieldId}, one entry per field. */
export const FormSortBody = Type.Array(
  Type.Object({ fieldId: Int4(), sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: 200 },
);
export type FormSortBody = Static<typeof FormSortBody>;

export const RecipientBody = Type.Object(
  {
    sendThrough: Type.Union([SendThroughSchema, Type.Literal("")]),
    pageName: FormPageName,
    email: Type.String({ maxLength: COL.notification_email.email }),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type RecipientBody = Static<typeof RecipientBody>;

export const RecipientSchema = Type.Object({
  ID: Type.Integer(),
  SendThrough: SendThroughSchema,
  Email: Type.String(),
});
export type Recipient = Static<typeof RecipientSchema>;

export const ContactMeInputSchema = Type.Object(
  {
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 320 }),
    phone: Type.String({ maxLength: 40 }),
    comments: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);

/** POST /api/auth/send-contact (Contact Me, JSON). */
export const ContactMeBody = Type.Object(
  {
    to: Type.String({ minLength: 1, maxLength: 320 }),
    name: Type.Optional(Type.String({ maxLength: 300 })),
    from_email: Type.Optional(Type.String({ maxLength: 320 })),
    subject: Type.Optional(Type.String({ maxLength: 300 })),
    body: ContactMeInputSchema,
    website: Type.Optional(Type.String({ maxLength: 300 })),
    altcha: Type.Optional(Type.String({ maxLength: 4000 })),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type ContactMeBody = Static<typeof ContactMeBody>;

export const SubmissionListQuery = Type.Object(
  {
    page: Type.Optional(Digits),
    pageSize: Type.Optional(Type.String({ pattern: "^([1-9]|[1-9][0-9]|100)$" })),
    kind: Type.Optional(SubmissionKindSchema),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type SubmissionListQuery = Static<typeof SubmissionListQuery>;

// ---- Form builder and admin inbox ----

export const SubmissionIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type SubmissionIdParams = Static<typeof SubmissionIdParams>;
export const SubmissionFileParams = Type.Object({ id: Uuid, fileId: Digits }, { additionalProperties: false });
export type SubmissionFileParams = Static<typeof SubmissionFileParams>;

export const ResendBody = Type.Object(
  { mailId: Type.Optional(Int4()), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type ResendBody = Static<typeof ResendBody>;

export const SubmissionSummarySchema = Type.Object({
  id: Type.String(),
  kind: SubmissionKindSchema,
  pageName: Type.String(),
  name: Type.String(),
  email: Type.String(),
  createdAt: Type.String(),
  files: Type.Integer(),
  mail: Type.Object({ pending: Type.Integer(), sending: Type.Integer(), sent: Type.Integer(), dead: Type.Integer() }),
});

export const SubmissionPageSchema = Type.Object({ items: Type.Array(SubmissionSummarySchema), total: Type.Integer() });

export const AnswerEntrySchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  label: Type.String(),
  value: Type.Union([Type.String(), Type.Array(Type.String())]),
  isFile: Type.Optional(Type.Boolean()),
});

export const SubmissionMailSchema = Type.Object({
  id: Type.Integer(),
  recipientGroup: Type.String(),
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  bcc: Type.Array(Type.String()),
  subject: Type.String(),
  status: MailStatusSchema,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  /** When a pending e-mail is tried next (after a temporary failure: the backoff); null once sent or dead. */
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.String(),
});

export const SubmissionDetailSchema = Type.Object({
  ...SubmissionSummarySchema.properties,
  entries: Type.Array(AnswerEntrySchema),
  meta: Type.Record(Type.String(), Type.String()),
  attachments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      fieldLabel: Type.String(),
      name: Type.String(),
      type: Type.String(),
      size: Type.Integer(),
      url: Type.String(),
    }),
  ),
  mails: Type.Array(SubmissionMailSchema),
});
