import { SEARCH_PATH } from "@hpm/contracts";
import { useId, useState } from "react";
import SearchSuggestions, { type ExtraLink } from "./SearchSuggestions";

export interface SiteSearchComboboxProps {
  /** The field's name, shown as its card's heading. */
  label: string;
  placeholder?: string;
  /** Links matched beside the site's results. */
  links?: (q: string) => ExtraLink[];
}

/**
 * The landing portal's "Search all": a GET form to the results page (so it works before, and without, the
 * application) whose field becomes the search combobox when first used.
 */
export default function SiteSearchCombobox({ label, placeholder, links }: SiteSearchComboboxProps) {
  const id = useId();
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, as Safari before 17 knows no <search>
    <form role="search" action={SEARCH_PATH} className="search-form site-search">
      <h2>
        <label htmlFor={id}>{label}</label>
      </h2>
      <div className="search-form-row">
        <input ref={setField} id={id} name="q" type="search" placeholder={placeholder} onFocus={() => setUsed(true)} />
        <button type="submit" className="search-submit">
          <span className="visually-hidden">Search</span>
        </button>
      </div>
      {used && field && <SearchSuggestions input={field} label={label} links={links} />}
    </form>
  );
}
