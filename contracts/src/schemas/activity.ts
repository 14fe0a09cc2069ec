import Type, { type Static } from "typebox";
import { COLUMN_LENGTH as COL } from "../columns";
import { Digits } from "./common";

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
