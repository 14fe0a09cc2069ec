import {
  DEFAULT_BLOG_TITLE,
  type FieldValue,
  footerNavigationSection,
  HOME_PAGE,
  SEARCH_PATH,
  type SectionContent,
} from "@hpm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useRouter } from "@tanstack/react-router";
import { Suspense, useEffect, useState } from "react";
import { useSection } from "../content/hooks";
import { authConfigQueryOptions } from "../features/auth/queries";
import { useAuth } from "../features/auth/use-auth";
import { blogSettingsQueryOptions } from "../features/blog/settings-query";
import { lazyWhenOnline } from "../lib/chunk";
import { Dropdown } from "./Dropdown";
import { Logo } from "./Logo";
import { NavLink } from "./NavLink";
import { aboutLinks, INSURANCE_LINKS, learningCenterLabel, loginHref } from "./site-nav";

const BillPay = lazyWhenOnline(() => import("../features/payment/BillPay"));
const SignedOutNotice = lazyWhenOnline(() =>
  import("../features/auth/SignedOutNotice").then((m) => ({ default: m.SignedOutNotice })),
);

function LoginItem({ href, pathname }: { href: string; pathname: string }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <li
      className={`login-item${dismissed ? " tip-dismissed" : ""}`}
      onKeyDown={(e) => {
        if (e.key === "Escape") setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDismissed(false);
      }}
    >
      <NavLink pathname={pathname} to={href} className="nav-link">
        Login
      </NavLink>
      <div className="login-tip">
        <div className="login-choice">
          <span>Customer Hub</span>
          <NavLink pathname={pathname} to="/360/customer-login" className="btn btn-small" aria-label="Customer Hub sign in">
            Sign In
          </NavLink>
        </div>
        <div className="login-choice">
          <span>360 Insurance Hub</span>
          <NavLink pathname={pathname} to="/360/agent-login" className="btn btn-small" aria-label="360 Insurance Hub login">
            Login
          </NavLink>
        </div>
      </div>
    </li>
  );
}

const SearchSuggestions = lazyWhenOnline(() => import("../features/search/SearchSuggestions"));

/**
 * The header's search: a plain GET form to the results page, which works before (and without) the application; its
 * field becomes the search combobox when first used, so the suggestions' code and the index load only then. On a
 * phone it is out of sight until the search button (a label: no script needed) gives the field the focus.
 */
function HeaderSearch() {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, as Safari before 17 knows no <search>
    <form role="search" action={SEARCH_PATH} className="search-form site-search header-search">
      <div className="search-form-row">
        <input
          ref={setField}
          id="site-search-q"
          name="q"
          type="search"
          aria-label="Search the site"
          placeholder="Search"
          onFocus={() => setUsed(true)}
        />
        <button type="submit" className="search-submit">
          <span className="visually-hidden">Search</span>
        </button>
      </div>
      {used && field && (
        <Suspense>
          <SearchSuggestions input={field} />
        </Suspense>
      )}
    </form>
  );
}

export function Header() {
  const { user, signOut } = useAuth();
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const blogTitle = useQuery(blogSettingsQueryOptions()).data?.title.value;
  const [modal, setModal] = useState<"account" | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();
  const nav = useSection(HOME_PAGE, footerNavigationSection.section);
  const maintenance = (nav.maintenance as SectionContent | undefined)?.maintenanceStatus as FieldValue | undefined;

  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  const logout = async () => {
    await signOut();
    await router.invalidate();
    const config = await queryClient.ensureQueryData(authConfigQueryOptions()).catch(() => null);
    if (config?.mode === "entra") setSignedOut(true);
  };

  return (
    <header className="site-header">
      <div className="header-inner">
        <NavLink pathname={pathname} to="/360" className="brand">
          <Logo label="High Plains Mutual Insurance home" />
        </NavLink>
        <label htmlFor="site-search-q" className="search-toggle">
          <span className="visually-hidden">Search</span>
        </label>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="burger" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <HeaderSearch />
        <nav aria-label="Main" className={`main-nav${menuOpen ? " open" : ""}`} id="main-menu">
          <ul className="nav-list">
            <li>
              <Dropdown label="Insurance" items={INSURANCE_LINKS} pathname={pathname} />
            </li>
            <li>
              <Dropdown
                label="About Us"
                items={aboutLinks(learningCenterLabel(blogTitle, DEFAULT_BLOG_TITLE))}
                pathname={pathname}
              />
            </li>
            <li>
              <NavLink pathname={pathname} to="/360/find-an-agent" className="nav-link">
                Find an Agent
              </NavLink>
            </li>
            <li>
              <NavLink pathname={pathname} to="/360/start-a-quote" className="nav-link nav-cta">
                Start a Quote
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <Dropdown
                    label="Payment"
                    items={[{ label: "Get Account", onSelect: () => setModal("account") }]}
                    pathname={pathname}
                  />
                </li>
                <li>
                  <NavLink pathname={pathname} to="/360/agent-hub" className="nav-link">
                    360 Hub
                  </NavLink>
                </li>
                <li className="user-name">
                  <span className="visually-hidden">Signed in as </span>
                  {user.name}
                </li>
                <li>
                  <button type="button" className="nav-link" onClick={() => void logout()}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <LoginItem href={loginHref(maintenance?.value)} pathname={pathname} />
            )}
          </ul>
        </nav>
      </div>
      {signedOut && !user && (
        <Suspense fallback={null}>
          <SignedOutNotice onClose={() => setSignedOut(false)} />
        </Suspense>
      )}
      {modal === "account" && (
        <Suspense fallback={null}>
          <BillPay mode="account" onClose={() => setModal(null)} />
        </Suspense>
      )}
    </header>
  );
}
