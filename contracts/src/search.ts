import { SEARCH_PATH } from "./search-path";

export { faqAnchor, SEARCH_PATH, sectionAnchor } from "./search-path";

/**
 * Site search (issue 31): what the index holds and what a search answers. The index's documents are built on the
 * server from stored content (defaults included), FAQ questions, published posts and agents; the same engine
 * (`@hpm/contracts/search`, MiniSearch) searches them on the server (the results page it renders, `GET /api/search`)
 * and on the device (the portal's "Search all", the header's search, offline).
 */

export const SEARCH_KINDS = ["page", "section", "faq", "post", "agent"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How a result's kind is named beside it. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  page: "Page",
  section: "Page",
  faq: "FAQ",
  post: "Learning Center",
  agent: "Agent",
};

/** One thing a visitor can find. */
export interface SearchDoc {
  /** Unique in the index: "section:Auto_Insurance/Section_3", "faq:4", "post:12", "agent:jo@example.com". */
  id: string;
  kind: SearchKind;
  /** What the result is called: the section's heading, the question, the post's title, the agent's name. */
  title: string;
  /** Where it leads (a section: its page with the section's anchor; a question: the FAQ opened at it). */
  url: string;
  /** Its plain text (no markup), searched and cut into the snippet. */
  text: string;
  /** Where it sits: the page's name for a section, "Gillette, WY 82716" for an agent. */
  context?: string;
}

/**
 * The index as the server sends it (`GET /api/search/index`): its version changes with any of its documents. The
 * agents are in `docs` while the directory is small (SEARCH_INLINE_AGENTS_MAX); with a bigger one, `agentsApart`: the
 * device makes their documents from the agent directory it keeps for Find an Agent (`agentDocs`), so a first visit
 * stays light whatever the directory's size and the agents are found offline too.
 */
export interface SearchIndexData {
  version: string;
  docs: SearchDoc[];
  agentsApart?: true;
}

/** The most agents whose documents come with the index (about 2 KiB compressed per 100). */
export const SEARCH_INLINE_AGENTS_MAX = 200;

/** A piece of a snippet: `hit` pieces are the words that matched (shown in <mark>). */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

/** One result, best first. */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  context?: string;
  /** The title cut into parts, the matched words marked. */
  titleParts: SnippetPart[];
  /** About SEARCH_SNIPPET_CHARS of the text around the first matched word, the matched words marked. */
  snippet: SnippetPart[];
}

export interface SearchResults {
  q: string;
  total: number;
  hits: SearchHit[];
}

/** The results page for `q`. */
export const searchPath = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`;
/** The query string's length the search reads at most. */
export const SEARCH_QUERY_MAX = 100;
/** Results a search answers at most. */
export const SEARCH_RESULTS_MAX = 20;
/** Results the combobox lists (the rest on the results page). */
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_SNIPPET_CHARS = 160;
