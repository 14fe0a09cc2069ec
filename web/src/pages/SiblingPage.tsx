import { SIBLING_MENUS } from "@hpm/contracts";
import { Link, useLocation } from "@tanstack/react-router";
import { usePageTitle } from "../lib/use-page-title";
import { normalizePath, siblingSiteOf } from "../route-specs";

export default function SiblingPage() {
  const pathname = normalizePath(useLocation({ select: (l) => l.pathname }));
  const menu = SIBLING_MENUS.find((m) => m.site === siblingSiteOf(pathname));
  const link = menu?.links.find((l) => normalizePath(l.path) === pathname);
  const title = link && link.label !== "Home" ? `${menu?.label}: ${link.label}` : (menu?.label ?? "High Plains Mutual");
  usePageTitle(title);
  return (
    <>
      <header className="portal-header">
        <div className="container sibling-head">
          <Link to="/" className="brand">
            <img src="/logo.svg" alt="High Plains Mutual Insurance portal" width={200} height={40} />
          </Link>
          {menu && (
            <nav aria-label={menu.label}>
              <ul className="sibling-menu">
                {menu.links.map((l) => (
                  <li key={l.path}>
                    <Link to={l.path} aria-current={normalizePath(l.path) === pathname ? "page" : undefined}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container page-section">
        <h1>{title}</h1>
        <p className="lead">This part of the {menu?.label ?? "site"} site is being rebuilt. Its pages will return here soon.</p>
        <p>
          <Link to="/">Back to all sites</Link>
        </p>
      </main>
      <footer className="portal-footer">
        <div className="container">
          <p>© High Plains Mutual Insurance Company</p>
        </div>
      </footer>
    </>
  );
}
