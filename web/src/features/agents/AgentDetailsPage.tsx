import type { Agent } from "@hpm/contracts";
import { useParams } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { MessageModal } from "../../components/MessageModal";
import { SmartLink } from "../../components/SmartLink";
import { usePageTitle } from "../../lib/use-page-title";
import { ensure, type PageLoader } from "../../routing/load";
import { AgentPhoto, telHref } from "./AgentCard";
import { agentProfileQueryOptions, useAgent } from "./queries";
import { useNearViewport } from "./use-near-viewport";
import "./agents.css";
import { lazyWhenOnline } from "../../lib/chunk";

const AgentMap = lazyWhenOnline(() => import("./AgentMap"));
const ContactMeDialog = lazyWhenOnline(() => import("../forms/ContactMeDialog"));

export const PRODUCT_TILES = [
  { label: "Farm & Ranch", href: "/360/farm-&-ranch-insurance" },
  { label: "Auto", href: "/360/auto-insurance" },
  { label: "Home", href: "/360/home-insurance" },
  { label: "Business", href: "/360/business-insurance" },
];

/** The e-mail an agent's address names (a malformed escape reads as no agent). */
function emailOf(id: string | undefined): string {
  try {
    return decodeURIComponent(id ?? "");
  } catch {
    return "";
  }
}

export const loader: PageLoader = async (ctx) => {
  const email = emailOf(ctx.params.id);
  if (email) await ensure(ctx, agentProfileQueryOptions(email));
};

function AgentMissing({ failed }: { failed: boolean }) {
  return (
    <div className="container page-section agent-missing">
      <h1>Agent not found</h1>
      <p>
        {failed
          ? "This agent's profile could not be loaded. Check your connection and try again."
          : "We could not find that agent. They may have moved or retired."}
      </p>
      <SmartLink className="btn btn-accent" href="/360/find-an-agent">
        Find an agent
      </SmartLink>
    </div>
  );
}

function AgentProfile({ agent, onContact }: { agent: Agent; onContact: () => void }) {
  return (
    <section className="container page-section agent-profile" aria-labelledby="agent-name">
      <AgentPhoto agent={agent} size={180} />
      <div className="agent-profile-body">
        <h1 id="agent-name">{agent.title}</h1>
        <dl className="agent-contact">
          {agent.mobile && (
            <>
              <dt>Office</dt>
              <dd>
                <a href={telHref(agent.mobile)}>{agent.mobile}</a>
              </dd>
            </>
          )}
          {agent.phone && (
            <>
              <dt>Phone / Fax</dt>
              <dd>{agent.phone}</dd>
            </>
          )}
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </dd>
          <dt>Address</dt>
          <dd>
            {agent.address}
            {agent.address2 && (
              <>
                <br />
                {agent.address2}
              </>
            )}
          </dd>
        </dl>
        <p className="agent-profile-actions">
          <SmartLink className="btn btn-accent" href={`/360/start-a-quote/${encodeURIComponent(agent.email)}`}>
            Start a Quote
          </SmartLink>
          <button type="button" className="btn btn-light" onClick={onContact}>
            Contact Me
          </button>
        </p>
      </div>
    </section>
  );
}

function AgentAbout({ agent }: { agent: Agent }) {
  const hours = agent.table.filter((row) => row.column1 || row.column2);
  return (
    <section className="container page-section agent-about" aria-labelledby="agent-about-title">
      <div>
        <h2 id="agent-about-title">About Me</h2>
        <p className="agent-about-text">{agent.aboutMe}</p>
      </div>
      <div>
        <h2 id="agent-hours-title">Office Hours</h2>
        <table className="agent-hours" aria-labelledby="agent-hours-title">
          <tbody>
            {hours.map((row) => (
              <tr key={`${row.column1}-${row.column2}`}>
                <th scope="row">{row.column1}</th>
                <td>{row.column2}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={2}>Also By Appointment</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AgentLocation({ agent, at }: { agent: Agent; at: { lat: number; lng: number } }) {
  const [mapRef, mapWanted] = useNearViewport<HTMLDivElement>();
  return (
    <section className="container page-section" aria-label="Office location map">
      <div ref={mapRef} className="agent-map-slot agent-map-small">
        {mapWanted && (
          <Suspense fallback={<p className="agent-map-loading">Loading map…</p>}>
            <AgentMap hits={[{ agent, distance: null }]} place={null} focus={at} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function AgentProducts() {
  return (
    <section className="container page-section" aria-labelledby="agent-products-title">
      <h2 id="agent-products-title">What I can help you protect</h2>
      <ul className="agent-products">
        {PRODUCT_TILES.map((tile) => (
          <li key={tile.href}>
            <SmartLink href={tile.href}>{tile.label} Insurance</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AgentDetailsPage() {
  const { id = "" } = useParams({ strict: false }) as { id?: string };
  const email = emailOf(id);
  const { agent, isPending, failed } = useAgent(email);
  const [contacting, setContacting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  usePageTitle(agent?.title ?? "Agent details");

  if (isPending)
    return (
      <div className="container page-section">
        <p role="status">Loading agent…</p>
      </div>
    );
  if (!agent) return <AgentMissing failed={failed} />;

  return (
    <div className="agent-details">
      <AgentProfile agent={agent} onContact={() => setContacting(true)} />
      <AgentAbout agent={agent} />
      {agent.lat !== null && agent.lng !== null && <AgentLocation agent={agent} at={{ lat: agent.lat, lng: agent.lng }} />}
      <AgentProducts />
      {contacting && (
        <Suspense fallback={null}>
          <ContactMeDialog agent={agent} onClose={() => setContacting(false)} onDone={setMessage} />
        </Suspense>
      )}
      {message && <MessageModal message={message} onClose={() => setMessage(null)} />}
    </div>
  );
}
