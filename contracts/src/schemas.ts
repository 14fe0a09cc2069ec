import Type, { type Static, type TLiteral, type TSchema, type TUnion } from "typebox";
import { AGENT_KEY } from "./agents";
import { BLOG_STATUSES } from "./blog";
import { COLUMN_LENGTH as COL, INT4_MAX } from "./columns";
import { FIELD_TYPES, FORM_PAGES, INPUT_TYPES, MAIL_STATUSES, SEND_THROUGH, SUBMISSION_KINDS, VALIDATION_TYPES } from "./forms";
import { PAGE_CONTENT_BATCH_MAX } from "./site-pages";

export const ClientSchema = Type.String({ pattern: `^[a-z0-9-]{1,${COL.content_section.client}}$`, default: "mwfbi" });

/** A row id or count bounded by its integer column: 2147483648 is refused with 400, never sent to the database. */
export const Int4 = (opts: { minimum?: number } = {}) => Type.Integer({ minimum: 1, ...opts, maximum: INT4_MAX });

export const Ok = <T extends TSchema>(result: T) =>
  Type.Object({ status: Type.Literal(true), result, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const PageName = Type.String({ minLength: 1, maxLength: COL.content_section.page_name });
export const SectionName = Type.String({ minLength: 1, maxLength: COL.content_section.section });
const ContentObject = Type.Record(Type.String(), Type.Unknown());

export const PageContentBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type PageContentBody = Static<typeof PageContentBody>;
export const PageContentResult = Type.Record(Type.String(), ContentObject);

/** Several pages' content in one read (the offline warm-up: one request, not one per page). */
export const PageContentBatchBody = Type.Object(
  { pages: Type.Array(PageContentBody, { minItems: 1, maxItems: PAGE_CONTENT_BATCH_MAX }) },
  { additionalProperties: false },
);
export type PageContentBatchBody = Static<typeof PageContentBatchBody>;
export const PageContentBatchResult = Type.Array(
  Type.Object({ pageName: Type.String(), client: Type.String(), content: PageContentResult }),
);
export type PageContentBatchResult = Static<typeof PageContentBatchResult>;

/** baseVersion: the content version id the editor opened (0: none saved yet); a newer one answers 409 (issue 18). */
const BaseVersion = Type.Integer({ minimum: 0, maximum: INT4_MAX });
/** baseUpdatedAt: the updatedAt the editor opened (an ISO time); a later one answers 409 (issue 18). */
export const BaseUpdatedAt = Type.String({ minLength: 1, maxLength: 40 });

export const AddNewBody = Type.Object(
  {
    pageName: PageName,
    section: SectionName,
    content: ContentObject,
    client: Type.Optional(ClientSchema),
    baseVersion: Type.Optional(BaseVersion),
  },
  { additionalProperties: false },
);
export type AddNewBody = Static<typeof AddNewBody>;

export const SectionRef = Type.Object(
  { pageName: PageName, section: SectionName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type SectionRef = Static<typeof SectionRef>;

export const ContentVersion = Type.Object({
  id: Type.Integer(),
  content: ContentObject,
  createdBy: Type.String(),
  /** the editor's display name when the app knows it, else their e-mail */
  createdByName: Type.Optional(Type.String()),
  createdAt: Type.String(),
  restoredFrom: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type ContentVersion = Static<typeof ContentVersion>;

/** POST /api/cms/history: newest first; pageNumber from 1, pageSize up to 50 (the default answers the newest 50). */
export const HistoryBody = Type.Object(
  {
    pageName: PageName,
    section: SectionName,
    client: Type.Optional(ClientSchema),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type HistoryBody = Static<typeof HistoryBody>;

/** POST /api/cms/presence: the section editor's ping while open (leaving: it closed); answers the other editors. */
export const PresenceBody = Type.Object(
  { pageName: PageName, section: SectionName, client: Type.Optional(ClientSchema), leaving: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type PresenceBody = Static<typeof PresenceBody>;
export const PresenceEditor = Type.Object({ email: Type.String(), name: Type.String() });
export type PresenceEditor = Static<typeof PresenceEditor>;
/** POST /api/cms/presence/page: per section of a page, the editors who have it open (the caller left out). */
export const PresencePageBody = PageContentBody;
export const PresencePage = Type.Record(Type.String(), Type.Array(PresenceEditor));
export type PresencePage = Static<typeof PresencePage>;

/** The 409 of a stale save: the message and what is saved now, so the editor can show it beside what was typed. */
export const StaleEditBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  current: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type StaleEditBody = Static<typeof StaleEditBody>;

/** POST /api/blog/history/{id}, /api/cms/agent-history (issue 18): a post's or an agent's versions, newest first. */
export const ItemHistoryBody = Type.Object(
  {
    /** an agent's e-mail; a post's id is in the path */
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
    client: Type.Optional(ClientSchema),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type ItemHistoryBody = Static<typeof ItemHistoryBody>;

/** POST /api/blog/restore/{id}, /api/cms/agent-restore: saves an old version as a new one; baseUpdatedAt as a save's. */
export const ItemRestoreBody = Type.Object(
  {
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
    versionId: Int4(),
    client: Type.Optional(ClientSchema),
    baseUpdatedAt: Type.Optional(BaseUpdatedAt),
  },
  { additionalProperties: false },
);
export type ItemRestoreBody = Static<typeof ItemRestoreBody>;

export const RestoreBody = Type.Object(
  {
    pageName: PageName,
    section: SectionName,
    versionId: Int4(),
    client: Type.Optional(ClientSchema),
    baseVersion: Type.Optional(BaseVersion),
  },
  { additionalProperties: false },
);
export type RestoreBody = Static<typeof RestoreBody>;

export const UploadResult = Type.Object({
  status: Type.Literal(true),
  path: Type.String(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), path: Type.String() })),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadResult = Static<typeof UploadResult>;

export const Role = Type.Union([Type.Literal("user"), Type.Literal("admin")]);
export type Role = Static<typeof Role>;

export const SessionUser = Type.Object({ email: Type.String(), name: Type.String(), role: Role });
export type SessionUser = Static<typeof SessionUser>;

export const AuthenticateBody = Type.Object(
  {
    azureToken: Type.String({ minLength: 1, maxLength: 20000 }),
    email: Type.String({ minLength: 3, maxLength: 320 }),
    username: Type.String({ minLength: 1, maxLength: 320 }),
  },
  { additionalProperties: false },
);
export type AuthenticateBody = Static<typeof AuthenticateBody>;

export const AuthenticateResult = Type.Object({ user: SessionUser, expiresAt: Type.String() });
export type AuthenticateResult = Static<typeof AuthenticateResult>;

/** What the browser needs to run the provider's sign-in (msal-browser's configuration), nothing secret. */
export const AuthConfig = Type.Union([
  Type.Object({ mode: Type.Literal("dev") }),
  Type.Object({
    mode: Type.Literal("entra"),
    clientId: Type.String(),
    /** msal-browser's `authority`: the tenant's address (Entra) or the issuer (another OpenID provider). */
    authority: Type.String(),
    /** The authority's host, trusted without asking Microsoft's instance discovery. */
    knownAuthorities: Type.Array(Type.String()),
    protocolMode: Type.Union([Type.Literal("AAD"), Type.Literal("OIDC")]),
  }),
]);
export type AuthConfig = Static<typeof AuthConfig>;

export const SignInNonce = Type.Object({ nonce: Type.String() });

export const DevTokenBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

const Str = (max: number) => Type.String({ maxLength: max });

export const OfficeHoursRowSchema = Type.Object({ column1: Str(60), column2: Str(120) }, { additionalProperties: false });

export const AgentInputSchema = Type.Object(
  {
    email: Type.String({ maxLength: COL.agent.email }),
    title: Str(COL.agent.title),
    image: Type.Optional(Str(COL.agent.image)),
    address: Str(COL.agent.address),
    address2: Type.Optional(Str(COL.agent.address2)),
    mobile: Type.Optional(Str(COL.agent.mobile)),
    phone: Type.Optional(Str(COL.agent.phone)),
    aboutMe: Str(5000),
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    city: Str(COL.agent.city),
    state: Type.Optional(Str(COL.agent.state)),
    zip: Type.Optional(Type.String({ pattern: "^(\\d{5})?$" })),
    map: Type.Optional(Str(COL.agent.map)),
    website2: Type.Optional(Str(COL.agent.website2)),
    table: Type.Optional(Type.Array(OfficeHoursRowSchema, { maxItems: 14 })),
  },
  { additionalProperties: false },
);

export const AgentSchema = Type.Object({
  email: Type.String(),
  title: Type.String(),
  image: Type.String(),
  address: Type.String(),
  address2: Type.String(),
  mobile: Type.String(),
  phone: Type.String(),
  aboutMe: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  map: Type.String(),
  website2: Type.String(),
  table: Type.Array(OfficeHoursRowSchema),
  agentSearchAddress: Type.String(),
  /** the version an editor sends back as baseUpdatedAt (issue 18) */
  updatedAt: Type.Optional(Type.String()),
});

const ItemKey = Type.Literal(AGENT_KEY);

export const ContentItemListBody = Type.Object(
  { key: ItemKey, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type ContentItemListBody = Static<typeof ContentItemListBody>;

/** The agent directory's first page (by name) and its size: what the directory page shows before the whole list is in. */
export const AgentDirectoryFirstPageBody = Type.Object({ client: Type.Optional(ClientSchema) }, { additionalProperties: false });
export const AgentDirectoryFirstPage = Type.Object({ total: Type.Integer({ minimum: 0 }), agents: Type.Array(AgentSchema) });
export type AgentDirectoryFirstPage = Static<typeof AgentDirectoryFirstPage>;

export const SaveContentItemBody = Type.Object(
  {
    key: ItemKey,
    primaryKey: Type.Optional(Type.String({ maxLength: 320 })),
    content: AgentInputSchema,
    client: Type.Optional(ClientSchema),
    baseUpdatedAt: Type.Optional(BaseUpdatedAt),
  },
  { additionalProperties: false },
);
export type SaveContentItemBody = Static<typeof SaveContentItemBody>;

export const DeleteContentItemBody = Type.Object(
  { key: ItemKey, primaryKey: Type.String({ minLength: 1, maxLength: 320 }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type DeleteContentItemBody = Static<typeof DeleteContentItemBody>;

// ---- Dynamic forms, recipients, submissions (spec/3 section 7) ----

type Literals<T extends readonly string[]> = T extends readonly [infer H extends string, ...infer R extends readonly string[]]
  ? [TLiteral<H>, ...Literals<R>]
  : [];
const lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<Literals<T>>;
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

/** Path and query numbers arrive as text (the API does not coerce types): digits, parsed by the handler. */
const Digits = Type.String({ pattern: "^[1-9][0-9]{0,8}$" });
export const IdParams = Type.Object({ id: Digits }, { additionalProperties: false });

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

export const ClientQuery = Type.Object({ client: Type.Optional(ClientSchema) }, { additionalProperties: false });
export type ClientQuery = Static<typeof ClientQuery>;

const Uuid = Type.String({ pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$" });
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

// ---- Blog (spec/3 section 7) ----

const BlogStatusSchema = lit(BLOG_STATUSES);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const RelatedId = Int4({ minimum: -1 });
const NumericString = (max: number) => Type.String({ pattern: "^[0-9]{1,9}$", maxLength: max });

export const BlogPagingQuery = Type.Object(
  {
    pageNumber: Type.Optional(NumericString(9)),
    pageSize: Type.Optional(NumericString(3)),
    orderBy: Type.Optional(Type.Union([Type.Literal("createdDate"), Type.Literal("publishedDate"), Type.Literal("title")])),
    order: Type.Optional(Type.Union([Type.Literal("ASC"), Type.Literal("DESC"), Type.Literal("asc"), Type.Literal("desc")])),
    filter: Type.Optional(Type.String({ maxLength: 20 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type BlogPagingQuery = Static<typeof BlogPagingQuery>;

export const BlogIdParams = Type.Object({ id: NumericString(9) });
export const BlogTopicParams = Type.Object({ topic: NumericString(9) });

export const BlogTagRefSchema = Type.Object({ topicId: Type.Integer(), tag: Type.String(), title: Type.String() });
export const BlogRelatedSchema = Type.Object({
  blogId: Type.Integer(),
  title: Type.String(),
  subTitle: Type.String(),
  imageLink: Type.String(),
  publishedDate: Type.Union([Type.String(), Type.Null()]),
});
const RelatedSchema = Type.Union([BlogRelatedSchema, Type.Null()]);

const summaryFields = {
  blogId: Type.Integer(),
  title: Type.String(),
  subTitle: Type.String(),
  imageLink: Type.String(),
  status: BlogStatusSchema,
  tag: Type.String(),
  tagList: Type.Array(BlogTagRefSchema),
  createdDate: Type.String(),
  publishedDate: Type.Union([Type.String(), Type.Null()]),
  readingMinutes: Type.Integer(),
};
export const BlogSummarySchema = Type.Object(summaryFields);
export const BlogPostSchema = Type.Object({
  ...summaryFields,
  richText: Type.String(),
  relatedPost1: Type.Integer(),
  relatedPost2: Type.Integer(),
  relatedPost3: Type.Integer(),
  relatedPost1Data: RelatedSchema,
  relatedPost2Data: RelatedSchema,
  relatedPost3Data: RelatedSchema,
  /** the version an editor sends back as baseUpdatedAt (issue 18) */
  updatedAt: Type.Optional(Type.String()),
});
export const BlogPageSchema = Type.Object({
  list: Type.Array(BlogSummarySchema),
  total: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});

export const BlogCreateBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Int4(), Type.Null()])),
    title: Type.String({ maxLength: COL.blog.title }),
    subtitle: Type.String({ maxLength: COL.blog.sub_title }),
    tag: Type.String({ maxLength: 500 }),
    imageLink: Type.String({ maxLength: COL.blog.image_link }),
    richText: Type.String({ maxLength: 200_000 }),
    relatedPost1: Type.Optional(RelatedId),
    relatedPost2: Type.Optional(RelatedId),
    relatedPost3: Type.Optional(RelatedId),
    status: Type.Union([Type.Literal("Active"), Type.Literal("Published")]),
    client: Type.Optional(ClientSchema),
    baseUpdatedAt: Type.Optional(BaseUpdatedAt),
  },
  { additionalProperties: false },
);
export type BlogCreateBody = Static<typeof BlogCreateBody>;

export const BlogStatusBody = Type.Object(
  { status: BlogStatusSchema, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);

export const BlogTopicSchema = Type.Object({
  mainTopicId: Type.Integer(),
  title: Type.String(),
  status: Flag,
  softDelete: Type.Boolean(),
});
export const BlogTagSchema = Type.Object({
  topicId: Type.Integer(),
  tag: Type.String(),
  mainTopicId: Type.Integer(),
  mainTitle: Type.String(),
  title: Type.String(),
  status: Flag,
  softDelete: Type.Boolean(),
});

export const BlogTopicBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Int4(), Type.Null()])),
    title: Type.String({ maxLength: COL.blog_topic.title }),
    status: Type.Optional(Flag),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type BlogTopicBody = Static<typeof BlogTopicBody>;

export const BlogTagBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Int4(), Type.Null()])),
    tag: Type.String({ maxLength: COL.blog_tag.tag }),
    mainTopicId: Type.Union([Int4(), Type.Null()]),
    title: Type.Optional(Type.String({ maxLength: 120 })),
    status: Type.Optional(Flag),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type BlogTagBody = Static<typeof BlogTagBody>;

export const BlogFilterQuery = Type.Object(
  { filter: Type.Optional(Type.String({ maxLength: 20 })), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);

export const BlogSettingQuery = Type.Object(
  { pageName: Type.Optional(Type.String({ maxLength: COL.blog_setting.page_name })), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export const BlogSettingBody = Type.Object(
  {
    pageName: Type.Optional(Type.String({ maxLength: COL.blog_setting.page_name })),
    title: Type.String({ maxLength: COL.blog_setting.title }),
    subtitle: Type.String({ maxLength: COL.blog_setting.subtitle }),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export const BlogSettingSchema = Type.Object({
  title: Type.Object({ value: Type.String() }),
  subtitle: Type.Object({ value: Type.String() }),
});

export const PdfUploadResult = Type.Object({ status: Type.Literal(true), path: Type.String(), name: Type.String() });
export type PdfUploadResult = Static<typeof PdfUploadResult>;

export const LinkTokenBody = Type.Object(
  { clientName: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type LinkTokenBody = Static<typeof LinkTokenBody>;
export const LinkTokenResult = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type LinkTokenResult = Static<typeof LinkTokenResult>;
export const VerifyLinkTokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export const LinkTokenClaims = Type.Object({ clientName: Type.String(), email: Type.String(), expiresAt: Type.String() });
export type LinkTokenClaims = Static<typeof LinkTokenClaims>;

export const PagePath = Type.String({ pattern: "^/[^?#\\s]{0,200}$" });
export const PageViewsBody = Type.Object(
  { paths: Type.Array(PagePath, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type PageViewsBody = Static<typeof PageViewsBody>;
export const PageViewsQuery = Type.Object({ days: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,2}$" })) });
export const PageViewCount = Type.Object({ path: Type.String(), views: Type.Integer() });
export type PageViewCount = Static<typeof PageViewCount>;

// ---- Activity log (GET /api/activity) ----

/** An instant (ISO 8601; a date alone is midnight UTC): the API checks it is a real date. */
const Instant = Type.String({
  pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$",
});
export const ActivityQuery = Type.Object(
  {
    person: Type.Optional(Type.String({ minLength: 1, maxLength: COL.activity.actor_email })),
    pageName: Type.Optional(Type.String({ minLength: 1, maxLength: COL.activity.page_name })),
    item: Type.Optional(Type.String({ minLength: 1, maxLength: COL.activity.item })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    page: Type.Optional(Digits),
    pageSize: Type.Optional(Type.String({ pattern: "^([1-9]|[1-9][0-9]|100)$" })),
  },
  { additionalProperties: false },
);
export type ActivityQuery = Static<typeof ActivityQuery>;
export const ActivityPersonSchema = Type.Object({ email: Type.String(), name: Type.String() });
export const ActivityRowSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  person: ActivityPersonSchema,
  kind: Type.String(),
  action: Type.String(),
  summary: Type.String(),
  pageName: Type.String(),
  pageLabel: Type.String(),
  item: Type.String(),
  itemUrl: Type.Union([Type.String(), Type.Null()]),
});
export type ActivityRow = Static<typeof ActivityRowSchema>;
export const ActivityPageSchema = Type.Object({
  items: Type.Array(ActivityRowSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  people: Type.Array(ActivityPersonSchema),
  pages: Type.Array(Type.Object({ name: Type.String(), label: Type.String() })),
});
export type ActivityPage = Static<typeof ActivityPageSchema>;

export const AccountNumber = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" });
export const AccountDetails = Type.Object({
  policyHolderName: Type.String(),
  billingAddressStreet: Type.String(),
  billingZip: Type.String(),
  minAmountDue: Type.String(),
  referenceNumber: Type.String(),
  state: Type.String(),
});
export type AccountDetails = Static<typeof AccountDetails>;
export const AccountBody = Type.Object({ accountNumber: AccountNumber }, { additionalProperties: false });
export const PortalSession = Type.Object({
  status: Type.Literal(true),
  sessionKey: Type.String(),
  accessToken: Type.String(),
  portalUrl: Type.String(),
});
export type PortalSession = Static<typeof PortalSession>;
export const QuickPayBody = Type.Object(
  { accountNumber: AccountNumber, isAgent: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const QuickPayResult = Type.Object({
  status: Type.Literal(true),
  isAgent: Type.Boolean(),
  sessionKey: Type.Optional(Type.String()),
  accessToken: Type.Optional(Type.String()),
  portalUrl: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  redirect: Type.Boolean(),
  redirectUrl: Type.Optional(Type.String()),
});
export type QuickPayResult = Static<typeof QuickPayResult>;
