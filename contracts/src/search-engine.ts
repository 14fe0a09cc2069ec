import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { stemmer } from "stemmer";
import {
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  SEARCH_SNIPPET_CHARS,
  type SearchDoc,
  type SearchHit,
  type SearchResults,
  type SnippetPart,
} from "./search";

export { agentDocs, agentPlace, clip, htmlText } from "./search-text";

/**
 * The site's search engine (`@hpm/contracts/search`), the same on the server and on the device: MiniSearch over
 * SearchDoc's title, context and text, with English stems ("deductibles" finds "deductible"), prefixes ("hail"
 * finds "hailstorm") and typos ("Gillete", "deductable"). Imported only where a search runs (a chunk of its own
 * in the browser).
 */

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
/** Words as the index keeps them: folded, stemmed. */
const processTerm = (term: string): string | null => {
  const word = fold(term);
  if (word.length < 2 && !/\d/.test(word)) return null;
  return stemmer(word);
};
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const ENGINE_OPTIONS: Options<SearchDoc> = {
  fields: ["title", "context", "text"],
  idField: "id",
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 3, context: 1.5 },
    prefix: (term: string) => term.length >= 3,
    // a typo from five letters on: a shorter word one letter off is another word ("hail": "mail", "haul")
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  },
};

export interface SearchEngine {
  search(q: string, limit?: number): SearchResults;
  readonly size: number;
}

/** The words of `q` that the engine searches (trimmed to SEARCH_QUERY_MAX). */
export const queryOf = (q: string) => q.trim().slice(0, SEARCH_QUERY_MAX);

/** `text` cut into parts where a word starts with one of `stems` (the matched words, as the index keeps them). */
export function markWords(text: string, stems: readonly string[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const word = processTerm(m[0]);
    const start = m.index ?? 0;
    const hit = word !== null && stems.some((s) => word.startsWith(s) || s.startsWith(word));
    if (!hit) continue;
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: m[0], hit: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** About `chars` of `text` around its first matched word, on word boundaries, with "…" where it was cut. */
export function snippetOf(text: string, stems: readonly string[], chars = SEARCH_SNIPPET_CHARS): SnippetPart[] {
  const marked = markWords(text, stems);
  const firstHit = marked.findIndex((p) => p.hit);
  if (text.length <= chars) return marked;
  const offset = firstHit < 0 ? 0 : marked.slice(0, firstHit).reduce((n, p) => n + p.text.length, 0);
  let start = Math.max(0, offset - Math.floor(chars / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + chars);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const cut = `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
  return markWords(cut, stems);
}

/** The stems of the index that matched, from MiniSearch's result (its `terms` are the index's own words). */
const stemsOf = (r: SearchResult) => [...new Set(r.terms)];

export function createSearchEngine(docs: readonly SearchDoc[]): SearchEngine {
  const engine = new MiniSearch<SearchDoc>(ENGINE_OPTIONS);
  const byId = new Map<string, SearchDoc>();
  for (const doc of docs) {
    if (byId.has(doc.id)) continue;
    byId.set(doc.id, doc);
    engine.add(doc);
  }
  return {
    size: byId.size,
    search(input, limit = SEARCH_RESULTS_MAX) {
      const q = queryOf(input);
      if (!q) return { q, total: 0, hits: [] };
      // every word if some result has them all, else any of them
      let found = engine.search(q, { combineWith: "AND" });
      if (found.length === 0) found = engine.search(q, { combineWith: "OR" });
      const hits: SearchHit[] = found.slice(0, limit).flatMap((r) => {
        const doc = byId.get(String(r.id));
        if (!doc) return [];
        const stems = stemsOf(r);
        return [
          {
            id: doc.id,
            kind: doc.kind,
            title: doc.title,
            url: doc.url,
            ...(doc.context ? { context: doc.context } : {}),
            titleParts: markWords(doc.title, stems),
            snippet: snippetOf(doc.text, stems),
          },
        ];
      });
      return { q, total: found.length, hits };
    },
  };
}
