import { SEARCH_KIND_LABELS, type SearchHit, type SnippetPart } from "@hpm/contracts";
import { Fragment } from "react";

/** A title or snippet with the words that matched in <mark>. */
export function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  let offset = 0;
  return (
    <>
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.hit ? <mark key={key}>{part.text}</mark> : <Fragment key={key}>{part.text}</Fragment>;
      })}
    </>
  );
}

/** What a result is and where it sits: "Page · Auto Insurance", "Agent · Gillette, WY 82716". */
export const hitKind = (hit: Pick<SearchHit, "kind" | "context">) =>
  hit.context ? `${SEARCH_KIND_LABELS[hit.kind]} · ${hit.context}` : SEARCH_KIND_LABELS[hit.kind];
