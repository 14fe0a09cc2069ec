import Type, { type Static } from "typebox";
import { PREVIEW_LINK_MAX_HOURS, SCHEDULE_KINDS, SCHEDULE_STATES } from "../publishing";
import { ClientSchema, ContentObject, Int4, lit, PageName, SectionName } from "./common";

/** An ISO 8601 instant with its offset or Z ("2026-12-01T16:00:00.000Z"); the web converts the site's wall time. */
export const IsoInstant = Type.String({
  maxLength: 40,
  pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$",
});

/** POST /api/cms/drafts: a page's drafts, for editors (the page shows them over what is published). */
export const PageDraftsBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type PageDraftsBody = Static<typeof PageDraftsBody>;
export const PageDraft = Type.Object({
  section: Type.String(),
  versionId: Type.Integer(),
  content: ContentObject,
  createdBy: Type.String(),
  createdByName: Type.String(),
  updatedAt: Type.String(),
});
export type PageDraft = Static<typeof PageDraft>;
export const PageDrafts = Type.Object({
  pageName: Type.String(),
  client: Type.String(),
  drafts: Type.Array(PageDraft),
  /** publishes of this page's drafts waiting for their time */
  scheduled: Type.Array(Type.Object({ id: Type.Integer(), runAt: Type.String() })),
});
export type PageDrafts = Static<typeof PageDrafts>;

/** POST /api/cms/publish: the page's drafts live now, or (`at`) a scheduled change that publishes them then. */
export const PublishBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema), at: Type.Optional(IsoInstant) },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

/** POST /api/cms/discard: drop the page's drafts (or one section's): what is published stays. */
export const DiscardBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema), section: Type.Optional(SectionName) },
  { additionalProperties: false },
);
export type DiscardBody = Static<typeof DiscardBody>;
export const DraftSectionsResult = Type.Object({ sections: Type.Array(Type.String()) });

export const ScheduledChange = Type.Object({
  id: Type.Integer(),
  client: Type.String(),
  kind: lit(SCHEDULE_KINDS),
  /** the content page (publish-page, revert-page; the home page for the notice) */
  pageName: Type.Union([Type.String(), Type.Null()]),
  /** the blog post's id (publish-post) */
  postId: Type.Union([Type.Integer(), Type.Null()]),
  /** revert-page: the page goes back to how it was published at this instant */
  asOf: Type.Union([Type.String(), Type.Null()]),
  /** what it changes, for people ("Auto Insurance", the post's title) */
  label: Type.String(),
  runAt: Type.String(),
  state: lit(SCHEDULE_STATES),
  createdBy: Type.String(),
  createdByName: Type.String(),
  createdAt: Type.String(),
  doneAt: Type.Union([Type.String(), Type.Null()]),
  /** why a failed change did not happen */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ScheduledChange = Static<typeof ScheduledChange>;

/** POST /api/cms/publish: what happened. */
export const PublishResult = Type.Object({
  /** the sections made live now (none when scheduled) */
  published: Type.Array(Type.String()),
  scheduled: Type.Optional(ScheduledChange),
});
export type PublishResult = Static<typeof PublishResult>;

/** POST /api/cms/schedule: a change at a time (runs once across instances; late rather than never). */
export const ScheduleBody = Type.Object(
  {
    kind: lit(SCHEDULE_KINDS),
    at: IsoInstant,
    client: Type.Optional(ClientSchema),
    pageName: Type.Optional(PageName),
    postId: Type.Optional(Int4()),
    asOf: Type.Optional(IsoInstant),
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleBody>;

/** POST /api/cms/scheduled: the Scheduled list (pending first by time; then the latest done, cancelled or failed). */
export const ScheduledListBody = Type.Object(
  {
    client: Type.Optional(ClientSchema),
    pageName: Type.Optional(PageName),
    includePast: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ScheduledListBody = Static<typeof ScheduledListBody>;
export const ScheduledList = Type.Object({
  /** SITE_TIME_ZONE: times are shown and entered in it */
  timeZone: Type.String(),
  items: Type.Array(ScheduledChange),
});
export type ScheduledList = Static<typeof ScheduledList>;

export const IdBody = Type.Object({ id: Int4(), client: Type.Optional(ClientSchema) }, { additionalProperties: false });
export type IdBody = Static<typeof IdBody>;

/** POST /api/cms/preview-link: a signed, read-only link to the page with its drafts, for a reviewer without an account. */
export const PreviewLinkBody = Type.Object(
  {
    pageName: PageName,
    client: Type.Optional(ClientSchema),
    expiresInHours: Type.Integer({ minimum: 1, maximum: PREVIEW_LINK_MAX_HOURS }),
  },
  { additionalProperties: false },
);
export type PreviewLinkBody = Static<typeof PreviewLinkBody>;
export const PreviewLink = Type.Object({
  id: Type.Integer(),
  pageName: Type.String(),
  client: Type.String(),
  createdBy: Type.String(),
  createdByName: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PreviewLink = Static<typeof PreviewLink>;
/** The answer: the link to share (absolute, PUBLIC_URL) and its record. */
export const PreviewLinkResult = Type.Object({ url: Type.String(), link: PreviewLink });
export type PreviewLinkResult = Static<typeof PreviewLinkResult>;

export const PreviewLinksBody = Type.Object(
  { pageName: Type.Optional(PageName), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type PreviewLinksBody = Static<typeof PreviewLinksBody>;
