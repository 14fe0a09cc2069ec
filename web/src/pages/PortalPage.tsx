import { SIBLING_MENUS } from "@hpm/contracts";
import { Link } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { Logo } from "../components/Logo";
import { allPortalLinks, filterLinks, PORTAL_CARDS } from "../features/portal/search";
import SiteSearchCombobox from "../features/search/SiteSearchCombobox";
import { usePageTitle } from "../lib/use-page-title";

export default function PortalPage() {
  usePageTitle(undefined);
  const links = useMemo(allPortalLinks, []);
  // the sibling sites' menus are matched beside the site-wide results
  const matchLinks = useCallback((q: string) => filterLinks(links, q), [links]);

  return (
    <>
      <header className="portal-header">
        <div className="container">
          <Logo />
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
              <SiteSearchCombobox label="Search all" placeholder="Try “hail”, “roadside” or “register”" links={matchLinks} />
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
