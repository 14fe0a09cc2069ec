import { ACTIVITY_PATH, type ListItem, SCHEDULED_PATH, safeHref } from "@hpm/contracts";
import {
  AGENT_HUB_PAGE,
  HUB_GROUPS_SECTION,
  HUB_HEADER_SECTION,
  HUB_ICON_CARDS_SECTION,
  HUB_SECOND_GROUPS_SECTION,
} from "@hpm/contracts/pages/agent-hub";
import { Link, Navigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useSection } from "../../content/hooks";
import { Pencil } from "../../content/Pencil";
import { TopBanner } from "../../content/TopBanner";
import { usePageTitle } from "../../lib/use-page-title";
import { useAuth } from "../auth/use-auth";
import { items, val } from "../company/content";
import { HubGroupRows, TokenLink } from "./HubLinks";
import "./hub.css";

const groupEditors = { list: lazy(() => import("./HubGroupEditor").then((m) => ({ default: m.HubGroupEditor }))) };
const PageViewsPanel = lazy(() => import("../page-views/PageViewsPanel"));
const SessionsPanel = lazy(() => import("../sessions/SessionsPanel"));

function GroupGrid({ section, label }: { section: string; label: string }) {
  const groups = items(useSection(AGENT_HUB_PAGE, section), "list");
  const id = `hub-${section}`;
  return (
    <section className="hub-groups" aria-label={label}>
      <div className="section-pencils">
        <Pencil pageName={AGENT_HUB_PAGE} section={section} itemEditors={groupEditors} />
      </div>
      {groups.length === 0 && <p className="hint">Nothing here yet.</p>}
      <HubGroupRows groups={groups} headingIdPrefix={id} />
    </section>
  );
}

function IconCard({ card }: { card: ListItem }) {
  return (
    <li className="hub-card">
      <TokenLink href={card.link ?? ""} hasToken={card.hasToken === "true"} className="hub-card-link">
        {card.imageUrl && <img src={safeHref(card.imageUrl)} alt="" width={56} height={56} />}
        <span className="hub-card-title">{card.title}</span>
        <span className="hub-card-sub">{card.sectionTitle}</span>
      </TokenLink>
    </li>
  );
}

function HubContent() {
  const { isAdmin } = useAuth();
  const header = useSection(AGENT_HUB_PAGE, HUB_HEADER_SECTION);
  const cards = items(useSection(AGENT_HUB_PAGE, HUB_ICON_CARDS_SECTION), "list").slice(0, 3);
  const title = val(header, "title");
  usePageTitle(title);
  return (
    <>
      <div className="hub-header">
        <div className="container hub-header-inner">
          <h1>{title}</h1>
          <Pencil pageName={AGENT_HUB_PAGE} section={HUB_HEADER_SECTION} />
        </div>
      </div>
      <TopBanner pageName={AGENT_HUB_PAGE} headingLevel={2} />
      <div className="container page-section">
        <section className="hub-cards-section" aria-label="Tools">
          <div className="section-pencils">
            <Pencil pageName={AGENT_HUB_PAGE} section={HUB_ICON_CARDS_SECTION} />
          </div>
          <ul className="hub-cards">
            {cards.map((c) => (
              <IconCard key={c.id} card={c} />
            ))}
          </ul>
        </section>
        <GroupGrid section={HUB_GROUPS_SECTION} label="Resources" />
        <hr className="hub-divider" />
        <GroupGrid section={HUB_SECOND_GROUPS_SECTION} label="News and reports" />
        {isAdmin && (
          <>
            <hr className="hub-divider" />
            <nav className="hub-groups editor-tools" aria-labelledby="editor-tools-heading">
              <h2 id="editor-tools-heading">Editor tools</h2>
              <ul>
                <li>
                  <Link to={ACTIVITY_PATH}>Activity log</Link>
                </li>
                <li>
                  <Link to={SCHEDULED_PATH}>Scheduled changes</Link>
                </li>
                <li>
                  <Link to="/360/submissions">Submissions</Link>
                </li>
                <li>
                  <Link to="/360/blog-settings">Blog settings</Link>
                </li>
              </ul>
            </nav>
          </>
        )}
        {isAdmin && (
          <Suspense fallback={null}>
            <hr className="hub-divider" />
            <PageViewsPanel />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <hr className="hub-divider" />
          <SessionsPanel />
        </Suspense>
      </div>
    </>
  );
}

export default function AgentHubPage() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return <HubContent />;
}
