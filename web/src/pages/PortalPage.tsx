import { SIBLING_MENUS } from "@hpm/contracts";
import { Link } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import { allPortalLinks, filterLinks, PORTAL_CARDS } from "../features/portal/search";
import { usePageTitle } from "../lib/use-page-title";

export default function PortalPage() {
  usePageTitle(undefined);
  const [query, setQuery] = useState("");
  const links = useMemo(allPortalLinks, []);
  const results = filterLinks(links, query);
  const searchId = useId();

  return (
    <>
      <header className="portal-header">
        <div className="container">
          <img src="/logo.svg" alt="" width={200} height={40} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="portal">
        <div className="container">
          <h1>High Plains Mutual Insurance</h1>
          <p className="lead">Choose where you would like to go.</p>
          <ul className="card-grid portal-cards">
            {PORTAL_CARDS.map((c) => (
              <li key={c.path} className="card">
                <h2>
                  <Link to={c.path} className="card-link">
                    {c.label}
                  </Link>
                </h2>
                <p>{c.description}</p>
              </li>
            ))}
            <li className="card search-card">
              <h2>
                <label htmlFor={searchId}>Search all</label>
              </h2>
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder="Try “register” or “contact”"
                onChange={(e) => setQuery(e.target.value)}
                aria-controls={`${searchId}-results`}
              />
              <p className="hint" aria-live="polite">
                {query.trim() ? `${results.length} ${results.length === 1 ? "link" : "links"} found` : ""}
              </p>
              <ul id={`${searchId}-results`} className="search-results">
                {results.map((r) => (
                  <li key={`${r.site}${r.path}${r.label}`}>
                    <Link to={r.path}>{r.label}</Link> <span className="hint">{r.site}</span>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
          <section aria-labelledby="sites-heading" className="page-section">
            <h2 id="sites-heading">All sites</h2>
            <div className="menu-columns">
              {SIBLING_MENUS.map((m) => (
                <nav key={m.site} aria-label={m.label}>
                  <h3>{m.label}</h3>
                  <ul>
                    {m.links.map((l) => (
                      <li key={l.path}>
                        <Link to={l.path}>{l.label}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          </section>
        </div>
      </main>
      <footer className="portal-footer">
        <div className="container">
          <p>© High Plains Mutual Insurance Company</p>
        </div>
      </footer>
    </>
  );
}
