import { SEARCH_PATH, SEARCH_SUGGESTIONS_MAX, type SnippetPart, searchPath } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { hitKind, Marked } from "./Marked";
import { searchIndexQueryOptions, useSiteSearch } from "./queries";
import "./search.css";

/** A link found beside the site's results (the landing portal's sibling-site menus). */
export interface ExtraLink {
  label: string;
  path: string;
  /** Where it belongs: "Golf Classic". */
  site: string;
}

interface Option {
  key: string;
  url: string;
  title: readonly SnippetPart[];
  kind?: string;
  snippet?: readonly SnippetPart[];
}

export interface SearchSuggestionsProps {
  /** The search field (in a GET form to the results page) this makes a combobox of. */
  input: HTMLInputElement;
  /** What the field is called (the suggestions are named after it): by default its aria-label or label. */
  label?: string;
  /** Links matched beside the site's results. */
  links?: (q: string) => ExtraLink[];
}

const plain = (text: string): SnippetPart[] => [{ text, hit: false }];
const plural = (n: number) => `${n} ${n === 1 ? "result" : "results"}`;
const FIELD_ATTRIBUTES = ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"];

/**
 * Makes a search field a combobox (ARIA 1.2, an editable combobox with a listbox popup) with the site's results as
 * suggestions. The field is rendered before this loads (the header's, a plain GET form that works without the
 * application) and stays the same element, focus, text and on-screen keyboard included: this sets its role and states
 * and listens to it. The field keeps the focus; arrow keys move through the suggestions (aria-activedescendant),
 * Enter opens the one chosen, or the results page when none is; Escape closes the list, then clears the field. A live
 * region says how many were found. The index and the engine load as this first renders (the field's first use).
 */
export default function SearchSuggestions({ input, label, links }: SearchSuggestionsProps) {
  const id = useId();
  const listId = `${id}-list`;
  const name = label ?? input.getAttribute("aria-label") ?? input.labels?.[0]?.textContent ?? "Search";
  const optionId = (i: number) => `${id}-opt-${i}`;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => input.value);
  const textAtRender = useRef(text);
  const [open, setOpen] = useState(() => input.ownerDocument.activeElement === input);
  const [active, setActive] = useState(-1);
  const q = text.trim();
  const { results, pending, unreachable } = useSiteSearch(q, { limit: SEARCH_SUGGESTIONS_MAX });
  const extra = useMemo(() => (links && q ? links(q) : []), [links, q]);

  const options = useMemo(() => {
    if (!q) return [];
    const found: Option[] = (results?.hits ?? []).map((hit) => ({
      key: hit.id,
      url: hit.url,
      title: hit.titleParts,
      kind: hitKind(hit),
      snippet: hit.snippet,
    }));
    for (const link of extra)
      found.push({ key: `link:${link.site}:${link.path}`, url: link.path, title: plain(link.label), kind: link.site });
    if (results && results.total > 0) found.push({ key: "all", url: searchPath(q), title: plain(`See all results for “${q}”`) });
    return found;
  }, [q, results, extra]);

  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const count = (results?.total ?? 0) + extra.length;
  let status = "";
  if (q && results) status = count === 0 ? "No results" : plural(count);
  else if (q && unreachable) status = extra.length ? plural(extra.length) : "Search needs a connection";
  else if (q && pending) status = "Searching…";

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    input.blur();
    void router.navigate({ href: url });
  };

  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    const n = options.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (n === 0) return;
      const down = e.key === "ArrowDown";
      if (!expanded) {
        setOpen(true);
        setActive(e.altKey ? -1 : down ? 0 : n - 1);
        return;
      }
      setActive((i) => (down ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === "Enter") {
      e.preventDefault();
      const chosen = activeIndex >= 0 ? options[activeIndex] : undefined;
      go(chosen ? chosen.url : q ? searchPath(q) : SEARCH_PATH);
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (input.value) {
        e.preventDefault();
        input.value = "";
        setText("");
      }
    }
  });
  const onSubmit = useEffectEvent((e: Event) => {
    e.preventDefault();
    go(q ? searchPath(q) : SEARCH_PATH);
  });

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => {
      setOpen(true);
      // a search that starts checks the device's index when it is more than a little old (a 304 when unchanged)
      void queryClient.prefetchQuery(searchIndexQueryOptions());
    };
    const onBlur = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => onKeyDown(e);
    const submit = (e: Event) => onSubmit(e);
    input.addEventListener("input", onInput);
    // (what was typed between this first rendering and now)
    if (input.value !== textAtRender.current) onInput();
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.addEventListener("keydown", onKey);
    input.form?.addEventListener("submit", submit);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("keydown", onKey);
      input.form?.removeEventListener("submit", submit);
    };
  }, [input, queryClient]);

  useLayoutEffect(() => {
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    input.setAttribute("autocomplete", "off");
    return () => {
      for (const name of FIELD_ATTRIBUTES) input.removeAttribute(name);
    };
  }, [input, listId]);
  useLayoutEffect(() => {
    input.setAttribute("aria-expanded", String(expanded));
    if (activeIndex >= 0) input.setAttribute("aria-activedescendant", `${id}-opt-${activeIndex}`);
    else input.removeAttribute("aria-activedescendant");
  }, [input, expanded, activeIndex, id]);

  return (
    <>
      <div id={listId} role="listbox" aria-label={`${name}: suggestions`} className="search-options" hidden={!expanded}>
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the field keeps the focus and takes the keys, aria-activedescendant points here (combobox pattern)
          <div
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={`search-option${option.key === "all" ? " search-option-all" : ""}${i === activeIndex ? " active" : ""}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(option.url)}
          >
            <span className="search-option-title">
              <Marked parts={option.title} />
            </span>
            {option.kind && <span className="search-option-kind">{option.kind}</span>}
            {option.snippet && option.snippet.length > 0 && (
              <span className="search-option-snippet">
                <Marked parts={option.snippet} />
              </span>
            )}
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
