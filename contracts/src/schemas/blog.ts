import Type, { type Static } from "typebox";
import { BLOG_STATUSES } from "../blog";
import { COLUMN_LENGTH as COL } from "../columns";
import { BaseUpdatedAt, ClientSchema, Int4, lit, NumericString } from "./common";

// ---- Blog (spec/3 section 7) ----

const BlogStatusSchema = lit(BLOG_STATUSES);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const RelatedId = Int4({ minimum: -1 });

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
