import Type, { type Static } from "typebox";
import { MAIL_STATUSES, SUBMISSION_KINDS } from "../forms";
import { ClientSchema, Digits, Int4, lit, Uuid } from "./common";

// ---- Submissions of the site's forms (spec/3 section 7) and the admin inbox that lists them ----

const SubmissionKindSchema = lit(SUBMISSION_KINDS);
const MailStatusSchema = lit(MAIL_STATUSES);

/**
 * What a submission answers: the form's message, also as `data.message`, the stored submission's id and its
 * reference number (what the person quotes on the phone; the office's e-mail and the inbox carry the same).
 */
export const SubmitResultSchema = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  result: Type.Object({ id: Type.String(), reference: Type.String({ maxLength: 40 }) }),
  data: Type.Object({ message: Type.String() }),
});

/**
 * Where an incident happened, as the device's geolocation gave it (GPS needs no signal), possibly moved by the agent
 * on the map (`adjusted`). Sent as the multipart field LOCATION_FIELD (JSON).
 */
export const IncidentLocationSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    /** Metres (the device's estimate; 0 when unknown). */
    accuracy: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    /** ISO time of the fix. */
    capturedAt: Type.String({ minLength: 10, maxLength: 40 }),
    /** True when the agent moved the pin after the fix. */
    adjusted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type IncidentLocation = Static<typeof IncidentLocationSchema>;

/** A resumable upload's address (tus): the id the creation answered in its Location. */
export const ResumableUploadParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type ResumableUploadParams = Static<typeof ResumableUploadParams>;

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

// ---- The admin inbox ----

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
  /** The reference number the sender was given (submissionReference). */
  reference: Type.String(),
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
  /** The incident report's location, when the agent gave one. */
  location: Type.Optional(IncidentLocationSchema),
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
