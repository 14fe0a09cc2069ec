import Type, { type Static } from "typebox";
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from "../search";
import { lit } from "./common";

const SearchKind = lit(SEARCH_KINDS);
const SnippetPart = Type.Object({ text: Type.String(), hit: Type.Boolean() });

export const SearchDocSchema = Type.Object({
  id: Type.String(),
  kind: SearchKind,
  title: Type.String(),
  url: Type.String(),
  text: Type.String(),
  context: Type.Optional(Type.String()),
});
export const SearchIndexSchema = Type.Object({
  version: Type.String(),
  docs: Type.Array(SearchDocSchema),
  agentsApart: Type.Optional(Type.Literal(true)),
});

/** `?q=` (an empty or missing q answers no results). */
export const SearchQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX * 4 })) },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResultsSchema = Type.Object({
  q: Type.String(),
  total: Type.Integer(),
  hits: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: SearchKind,
      title: Type.String(),
      url: Type.String(),
      context: Type.Optional(Type.String()),
      titleParts: Type.Array(SnippetPart),
      snippet: Type.Array(SnippetPart),
    }),
  ),
});
