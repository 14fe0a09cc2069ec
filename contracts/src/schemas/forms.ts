import Type, { type Static } from "typebox";
import { COLUMN_LENGTH as COL } from "../columns";
import { FIELD_TYPES, FORM_PAGES, INPUT_TYPES, SEND_THROUGH, VALIDATION_TYPES } from "../forms";
import { BaseUpdatedAt, ClientSchema, Int4, lit } from "./common";

// ---- Dynamic forms and their recipients (spec/3 section 7); the submissions are in ./submissions ----

const FormPageName = lit(FORM_PAGES);
const FieldTypeSchema = lit(FIELD_TYPES);
const InputTypeSchema = lit(INPUT_TYPES);
const ValidationTypeSchema = lit(VALIDATION_TYPES);
const SendThroughSchema = lit(SEND_THROUGH);

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
