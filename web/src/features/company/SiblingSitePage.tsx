import { SIBLING_BODY_SECTION, siblingOf, siblingPageTitle } from "@hpm/contracts";
import { Link, useLocation } from "@tanstack/react-router";
import { Logo } from "../../components/Logo";
import { useSection } from "../../content/hooks";
import { Pencil } from "../../content/Pencil";
import { RichText } from "../../content/RichText";
import { TopBanner } from "../../content/TopBanner";
import { normalizePath } from "../../route-specs";
import type { PageLoader } from "../../routing/load";
import { loadContent } from "../../routing/page-data";
import { val } from "./content";
import "./company.css";

function SiblingBody({ pageName, client }: { pageName: string; client: string }) {
  const content = useSection(pageName, SIBLING_BODY_SECTION, client);
  return (
    <section className="container page-section sibling-body" aria-label="Page content">
      <div className="section-pencils">
        <Pencil pageName={pageName} section={SIBLING_BODY_SECTION} client={client} />
      </div>
      <RichText html={val(content, "body")} />
      <p>
        <Link to="/">Back to all sites</Link>
      </p>
    </section>
  );
}

export const loader: PageLoader = async (ctx) => {
  const found = siblingOf(ctx.pathname);
  if (found) await loadContent(ctx, found.pageName, found.client);
};

export default function SiblingSitePage() {
  const pathname = normalizePath(useLocation({ select: (l) => l.pathname }));
  const found = siblingOf(pathname);
  if (!found) return null;
  const { menu, client, pageName } = found;
  return (
    <>
      <header className="portal-header">
        <div className="container sibling-head">
          <Link to="/" className="brand">
            <Logo label="High Plains Mutual Insurance portal" />
          </Link>
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
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <TopBanner
          key={pageName}
          pageName={pageName}
          client={client}
          documentTitle={(title) => siblingPageTitle(menu.label, title)}
        />
        <SiblingBody key={`${pageName}-body`} pageName={pageName} client={client} />
      </main>
      <footer className="portal-footer">
        <div className="container">
          <p>© High Plains Mutual Insurance Company</p>
        </div>
      </footer>
    </>
  );
}
