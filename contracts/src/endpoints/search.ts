import { ErrorBody, Ok } from "../schemas/common";
import { SearchIndexSchema, SearchQuery, SearchResultsSchema } from "../schemas/search";
import { endpoint } from "./define";

const tags = ["search"];

/** Site search (issue 31): the index the device searches, and the same search on the server. */
export const searchEndpoints = {
  /** Every document of the site's search, with its version (ETag: a device revalidates it with If-None-Match). */
  getSearchIndex: endpoint({
    method: "GET",
    path: "/api/search/index",
    access: "public",
    schema: { tags, response: { 200: Ok(SearchIndexSchema) } },
  }),
  /** The server's search of the same index: the results page as rendered, and a device without the index. */
  searchSite: endpoint({
    method: "GET",
    path: "/api/search",
    access: "public",
    schema: { tags, querystring: SearchQuery, response: { 200: Ok(SearchResultsSchema), 400: ErrorBody } },
  }),
};
