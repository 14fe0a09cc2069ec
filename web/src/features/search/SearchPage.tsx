import { pageQueryValue, SEARCH_PATH, type SearchResults, searchPath } from "@hpm/contracts";
import { useRouter, useSearch } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useState } from "react";
import { SmartLink } from "../../components/SmartLink";
import { usePageTitle } from "../../lib/use-page-title";
import { ensure, type PageLoader } from "../../routing/load";
import { hitKind, Marked } from "./Marked";
import { searchIndexQueryOptions, searchResultsQueryOptions, useSiteSearch } from "./queries";
import "./search.css";

/**
 * The results page on the server is rendered with the server's search; in the browser a search the device can answer
 * (its index is here) does not ask the server.
 */
export const loader: PageLoader = (ctx) => {
  const q = pageQueryValue(ctx.search.q ?? "");
  if (!q) return Promise.resolve();
  if (ctx.deadline === undefined && ctx.queryClient.getQueryData(searchIndexQueryOptions().queryKey)) return Promise.resolve();
  return ensure(ctx, searchResultsQueryOptions(q));
};

const plural = (n: number) => `${n} ${n === 1 ? "result" : "results"}`;

/** The count the live region says: "3 results for “hail”" (the words those results are for, while the next come). */
export function resultsCount(results: SearchResults | undefined, q: string, pending: boolean): string {
  if (!q) return "";
  if (!results) return pending ? "Searching…" : "";
  return results.total === 0 ? `No results for “${results.q}”` : `${plural(results.total)} for “${results.q}”`;
}

function SearchForm({ q }: { q: string }) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  // without JavaScript the form is sent as it is (GET /360/search?q=…) and the server renders the results
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void router.navigate({ href: searchPath(text.trim()) });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, as Safari before 17 knows no <search>
    <form role="search" action={SEARCH_PATH} method="get" className="search-form" onSubmit={submit}>
      <label htmlFor={id}>Search the site</label>
      <div className="search-form-row">
        <input
          id={id}
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn">
          Search
        </button>
      </div>
    </form>
  );
}

/** What to try when nothing was found (the count above says so). */
function NoResults() {
  return (
    <div className="search-empty">
      <p>Check the spelling or try other words. You can also:</p>
      <ul>
        <li>
          <SmartLink href="/360/faq">Read the frequently asked questions</SmartLink>
        </li>
        <li>
          <SmartLink href="/360/find-an-agent">Find an agent near you</SmartLink>
        </li>
        <li>
          <SmartLink href="/360/contact">Contact us</SmartLink>
        </li>
      </ul>
    </div>
  );
}

export function SearchResultsList({ results }: { results: SearchResults }) {
  return (
    <>
      <ol className="search-hits">
        {results.hits.map((hit) => (
          <li key={hit.id} className="search-hit">
            <h2>
              <SmartLink href={hit.url}>
                <Marked parts={hit.titleParts} />
              </SmartLink>
            </h2>
            <p className="search-hit-kind">{hitKind(hit)}</p>
            <p className="search-hit-snippet">
              <Marked parts={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {results.total > results.hits.length && (
        <p className="hint">
          The {results.hits.length} best of {results.total} are shown. More words find fewer, closer results.
        </p>
      )}
    </>
  );
}

export default function SearchPage() {
  // as the server renders the page for it: trimmed, white space made one space, at most 100 characters
  const q = pageQueryValue(useSearch({ strict: false, select: (s: Record<string, string | undefined>) => s.q ?? "" }));
  usePageTitle(q ? `Search: ${q}` : "Search");
  const { results, pending, unreachable } = useSiteSearch(q);
  return (
    <section className="container page-section search-page">
      <h1>Search</h1>
      <SearchForm q={q} />
      <p role="status" className="search-count">
        {resultsCount(results, q, pending)}
      </p>
      {!q && <p className="hint">Pages, questions and answers, Learning Center posts and agents.</p>}
      {q && results && results.total === 0 && <NoResults />}
      {q && results && results.total > 0 && <SearchResultsList results={results} />}
      {q && !results && unreachable && (
        <p className="search-loading">
          Search needs a connection until this device has kept the site's index. Try again when you are back online.
        </p>
      )}
      {q && !results && !unreachable && (
        <p className="search-loading" aria-busy="true">
          Searching…
        </p>
      )}
    </section>
  );
}
