import Type, { type Static } from "typebox";

export const PagePath = Type.String({ pattern: "^/[^?#\\s]{0,200}$" });
export const PageViewsBody = Type.Object(
  { paths: Type.Array(PagePath, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type PageViewsBody = Static<typeof PageViewsBody>;
export const PageViewsQuery = Type.Object({ days: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,2}$" })) });
export const PageViewCount = Type.Object({ path: Type.String(), views: Type.Integer() });
export type PageViewCount = Static<typeof PageViewCount>;
