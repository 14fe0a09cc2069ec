import { ActivityPageSchema, ActivityQuery } from "../schemas/activity";
import { ErrorBody, Ok } from "../schemas/common";
import { endpoint } from "./define";

/** The activity log: who changed what, when (editors only). */
export const activityEndpoints = {
  listActivity: endpoint({
    method: "GET",
    path: "/api/activity",
    access: "admin",
    schema: {
      tags: ["activity"],
      querystring: ActivityQuery,
      response: { 200: Ok(ActivityPageSchema), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }),
};
