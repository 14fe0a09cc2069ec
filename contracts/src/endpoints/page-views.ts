import Type from "typebox";
import { ErrorBody, Ok } from "../schemas/common";
import { PageViewCount, PageViewsBody, PageViewsQuery } from "../schemas/page-views";
import { endpoint } from "./define";

const tags = ["page-views"];

/** Page views counted per page, without cookies or visitor ids: the site records them, editors read the totals. */
export const pageViewsEndpoints = {
  recordPageViews: endpoint({
    method: "POST",
    path: "/api/page-views",
    access: "public",
    schema: {
      tags,
      body: PageViewsBody,
      response: { 200: Ok(Type.Object({ recorded: Type.Integer() })), 400: ErrorBody },
    },
  }),
  listPageViews: endpoint({
    method: "GET",
    path: "/api/page-views",
    access: "admin",
    schema: {
      tags,
      querystring: PageViewsQuery,
      response: { 200: Ok(Type.Array(PageViewCount)), 401: ErrorBody, 403: ErrorBody },
    },
  }),
};
