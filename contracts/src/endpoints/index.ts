/**
 * The endpoint table: every API route once, by name, with its method, path, access and schemas. The API registers its
 * routes from it (api/src/http/route.ts), the OpenAPI document comes from those routes, and the web calls routes by
 * name with types taken from it (web/src/lib/api.ts). The web bundle gets only the names' methods and paths
 * (web/vite.config.ts swaps this module for `addresses`), so TypeBox stays on the server.
 */

import { activityEndpoints } from "./activity";
import { agentsEndpoints } from "./agents";
import { authEndpoints } from "./auth";
import { billingEndpoints } from "./billing";
import { blogEndpoints } from "./blog";
import { contentEndpoints } from "./content";
import { addressesOf } from "./define";
import { formEndpoints } from "./forms";
import { healthEndpoints } from "./health";
import { hubEndpoints } from "./hub";
import { inboxEndpoints } from "./inbox";
import { pageViewsEndpoints } from "./page-views";
import { publishingEndpoints } from "./publishing";
import { searchEndpoints } from "./search";
import { submissionsEndpoints } from "./submissions";

export const endpoints = {
  ...activityEndpoints,
  ...agentsEndpoints,
  ...authEndpoints,
  ...billingEndpoints,
  ...blogEndpoints,
  ...contentEndpoints,
  ...formEndpoints,
  ...healthEndpoints,
  ...hubEndpoints,
  ...inboxEndpoints,
  ...pageViewsEndpoints,
  ...publishingEndpoints,
  ...searchEndpoints,
  ...submissionsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the browser needs at run time: each name's method and path. */
export const addresses = addressesOf(endpoints);

export * from "./define";
