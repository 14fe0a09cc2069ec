import Type, { type Static } from "typebox";
import { PAGE_CONTENT_BATCH_MAX } from "../site-pages";
import { BaseUpdatedAt, BaseVersion, ClientSchema, ContentObject, Int4, PageName, SectionName } from "./common";

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
/** baseUpdatedAt: the updatedAt the editor opened (an ISO time); a later one answers 409 (issue 18). */

export const AddNewBody = Type.Object(
  {
    pageName: PageName,
    section: SectionName,
    content: ContentObject,
    client: Type.Optional(ClientSchema),
    baseVersion: Type.Optional(BaseVersion),
    /** true: saved as a draft (editors and preview links see it, visitors do not); otherwise live at once (issue 30) */
    draft: Type.Optional(Type.Boolean()),
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
  /** draft: saved as a draft, not (yet) published; published: live now or before (issue 30) */
  state: Type.Optional(Type.Union([Type.Literal("draft"), Type.Literal("published")])),
  /** when it went live (null: never) */
  publishedAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** the built-in default, listed last (oldest) with id 0 (BUILT_IN_VERSION_ID) and restorable like any other */
  builtIn: Type.Optional(Type.Boolean()),
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
    /** 0 (BUILT_IN_VERSION_ID): the built-in default */
    versionId: Int4({ minimum: 0 }),
    client: Type.Optional(ClientSchema),
    baseVersion: Type.Optional(BaseVersion),
    /** true: the restored content is saved as a draft */
    draft: Type.Optional(Type.Boolean()),
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
