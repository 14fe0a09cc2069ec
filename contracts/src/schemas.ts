import Type, { type Static, type TSchema } from "typebox";

export const ClientSchema = Type.String({ pattern: "^[a-z0-9-]{1,40}$", default: "mwfbi" });

export const Ok = <T extends TSchema>(result: T) =>
  Type.Object({ status: Type.Literal(true), result, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const PageName = Type.String({ minLength: 1, maxLength: 100 });
export const SectionName = Type.String({ minLength: 1, maxLength: 100 });
const ContentObject = Type.Record(Type.String(), Type.Unknown());

export const PageContentBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type PageContentBody = Static<typeof PageContentBody>;
export const PageContentResult = Type.Record(Type.String(), ContentObject);

export const AddNewBody = Type.Object(
  { pageName: PageName, section: SectionName, content: ContentObject, client: Type.Optional(ClientSchema) },
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
  createdAt: Type.String(),
});
export type ContentVersion = Static<typeof ContentVersion>;

export const RestoreBody = Type.Object(
  { pageName: PageName, section: SectionName, versionId: Type.Integer({ minimum: 1 }), client: Type.Optional(ClientSchema) },
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

export const AuthConfig = Type.Object({
  mode: Type.Union([Type.Literal("dev"), Type.Literal("entra")]),
  clientId: Type.Optional(Type.String()),
  authority: Type.Optional(Type.String()),
});
export type AuthConfig = Static<typeof AuthConfig>;

export const DevTokenBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const Str = (max: number) => Type.String({ maxLength: max });

export const OfficeHoursRowSchema = Type.Object({ column1: Str(60), column2: Str(120) }, { additionalProperties: false });

export const AgentInputSchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    title: Str(200),
    image: Type.Optional(Str(2000)),
    address: Str(500),
    address2: Type.Optional(Str(500)),
    mobile: Type.Optional(Str(40)),
    phone: Type.Optional(Str(40)),
    aboutMe: Str(5000),
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    city: Str(120),
    state: Type.Optional(Str(60)),
    zip: Type.Optional(Type.String({ pattern: "^(\\d{5})?$" })),
    map: Type.Optional(Str(2000)),
    website2: Type.Optional(Str(2000)),
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
});

const ItemKey = Type.Literal("Agent");

export const ContentItemListBody = Type.Object(
  { key: ItemKey, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type ContentItemListBody = Static<typeof ContentItemListBody>;

export const SaveContentItemBody = Type.Object(
  {
    key: ItemKey,
    primaryKey: Type.Optional(Type.String({ maxLength: 320 })),
    content: AgentInputSchema,
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type SaveContentItemBody = Static<typeof SaveContentItemBody>;

export const DeleteContentItemBody = Type.Object(
  { key: ItemKey, primaryKey: Type.String({ minLength: 1, maxLength: 320 }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type DeleteContentItemBody = Static<typeof DeleteContentItemBody>;

// ---- Blog (spec/3 section 7) ----

const BlogStatusSchema = Type.Union([Type.Literal("Active"), Type.Literal("Inactive"), Type.Literal("Published")]);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const RelatedId = Type.Integer({ minimum: -1 });
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

const TagRefSchema = Type.Object({ topicId: Type.Integer(), tag: Type.String(), title: Type.String() });
const RelatedSchema = Type.Union([
  Type.Object({
    blogId: Type.Integer(),
    title: Type.String(),
    subTitle: Type.String(),
    imageLink: Type.String(),
    publishedDate: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
]);

const summaryFields = {
  blogId: Type.Integer(),
  title: Type.String(),
  subTitle: Type.String(),
  imageLink: Type.String(),
  status: BlogStatusSchema,
  tag: Type.String(),
  tagList: Type.Array(TagRefSchema),
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
});
export const BlogPageSchema = Type.Object({
  list: Type.Array(BlogSummarySchema),
  total: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});

export const BlogCreateBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    title: Type.String({ maxLength: 300 }),
    subtitle: Type.String({ maxLength: 600 }),
    tag: Type.String({ maxLength: 500 }),
    imageLink: Type.String({ maxLength: 2000 }),
    richText: Type.String({ maxLength: 200_000 }),
    relatedPost1: Type.Optional(RelatedId),
    relatedPost2: Type.Optional(RelatedId),
    relatedPost3: Type.Optional(RelatedId),
    status: Type.Union([Type.Literal("Active"), Type.Literal("Published")]),
    client: Type.Optional(ClientSchema),
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
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    title: Type.String({ maxLength: 120 }),
    status: Type.Optional(Flag),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type BlogTopicBody = Static<typeof BlogTopicBody>;

export const BlogTagBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    tag: Type.String({ maxLength: 120 }),
    mainTopicId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
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
  { pageName: Type.Optional(Type.String({ maxLength: 100 })), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export const BlogSettingBody = Type.Object(
  {
    pageName: Type.Optional(Type.String({ maxLength: 100 })),
    title: Type.String({ maxLength: 200 }),
    subtitle: Type.String({ maxLength: 400 }),
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export const BlogSettingSchema = Type.Object({
  title: Type.Object({ value: Type.String() }),
  subtitle: Type.Object({ value: Type.String() }),
});
