import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL, type ListItem } from "@hpm/contracts";
import { Navigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { SmartLink } from "../../components/SmartLink";
import { usePageTitle } from "../../lib/use-page-title";
import { useAuth } from "../auth/use-auth";
import { HubGroupRows } from "./HubLinks";
import "./hub.css";

const TILES = [
  {
    title: "Producer Engage",
    text: "Quote, bind and service policies",
    href: "#producer-engage",
    icon: "/images/products/shield.svg",
  },
  {
    title: "Commissions Dashboard",
    text: "Statements and year-to-date totals",
    href: "#commissions",
    icon: "/images/products/coins.svg",
  },
  { title: "Start a Quote", text: "Open a new quote request", href: "/360/start-a-quote", icon: "/images/products/calendar.svg" },
];

const group = (title: string, links: string[]): ListItem => ({
  id: title,
  title,
  type: "Link",
  points: JSON.stringify(links.map((t) => ({ title: t, link: "#", type: "link" }))),
});

const GROUPS: ListItem[] = [
  group("Business Tools", ["Rating manual", "Underwriting guidelines", "Forms library"]),
  group("Licensing Information", ["Colorado licensing", "Wyoming licensing", "Montana licensing"]),
  group("Important Links", ["Company directory", "Holiday schedule", "Brand guidelines"]),
  group("Claims Resources", ["Report a claim", "Adjuster contacts", "Catastrophe updates"]),
  group("Contact Customer Service", ["Billing questions", "Policy changes", "Send a message"]),
  group("State Sales Directors", ["Colorado", "Wyoming", "Montana"]),
  group("Last Searched Results", ["Farm umbrella endorsement", "Hail deductible chart"]),
];

const DATED: { title: string; entries: { date: string; title: string }[] }[] = [
  {
    title: "Friday Forum",
    entries: [
      { date: "11-20-2026", title: "Winter driving reminders" },
      { date: "11-13-2026", title: "Year-end production push" },
      { date: "11-06-2026", title: "New farm equipment endorsement" },
      { date: "10-30-2026", title: "Open enrollment questions" },
    ],
  },
  {
    title: "Need to Knows",
    entries: [
      { date: "11-18-2026", title: "Rate filing approved in Wyoming" },
      { date: "11-09-2026", title: "Portal maintenance window" },
      { date: "10-27-2026", title: "Updated claims phone tree" },
      { date: "10-14-2026", title: "Hail season wrap-up" },
    ],
  },
  {
    title: "Scoreboard Monthly Report",
    entries: [
      { date: "11-02-2026", title: "October scoreboard" },
      { date: "10-01-2026", title: "September scoreboard" },
      { date: "09-01-2026", title: "August scoreboard" },
      { date: "08-01-2026", title: "July scoreboard" },
    ],
  },
];

function Internal() {
  usePageTitle("360 Internal Hub");
  const [search, setSearch] = useState("");
  const searchId = useId();
  const term = search.trim().toLowerCase();
  return (
    <>
      <div className="hub-header">
        <div className="container hub-header-inner">
          <h1>360 Internal Hub</h1>
        </div>
      </div>
      <div className="container page-section">
        <ul className="hub-cards" aria-label="Tools">
          {TILES.map((t) => (
            <li className="hub-card" key={t.title}>
              <SmartLink href={t.href} className="hub-card-link">
                <img src={t.icon} alt="" width={56} height={56} />
                <span className="hub-card-title">{t.title}</span>
                <span className="hub-card-sub">{t.text}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
        <section className="hub-groups" aria-label="Resources">
          <HubGroupRows groups={GROUPS} headingIdPrefix="internal" />
        </section>
        <div className="hub-row">
          <div className="hub-group">
            <h2 className="hub-subhead">Customer service agent line</h2>
            <p>
              <a href={CUSTOMER_SERVICE_TEL}>{CUSTOMER_SERVICE_PHONE}</a>
            </p>
          </div>
          <div className="hub-group">
            <h2 className="hub-subhead">Request form</h2>
            <a href="/images/hub/request-form.svg" download="agent-request-form.svg">
              <img src="/images/hub/request-form.svg" alt="Agent request form (download)" width={120} height={155} />
            </a>
          </div>
          <div className="hub-group">
            <h2 className="hub-subhead">
              <label htmlFor={searchId}>Document Archive</label>
            </h2>
            <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search" />
          </div>
        </div>
        <hr className="hub-divider" />
        <div className="hub-row">
          {DATED.map((list) => {
            const entries = list.entries.filter((e) => term === "" || e.title.toLowerCase().includes(term));
            return (
              <section className="hub-group" key={list.title} aria-label={list.title}>
                <h2 className="hub-subhead">{list.title}</h2>
                {entries.length === 0 ? (
                  <p className="hint">No matching documents.</p>
                ) : (
                  <ul>
                    {entries.map((e) => (
                      <li key={e.title}>
                        <time>{e.date}</time> <a href="#archive">{e.title}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}

export default function InternalLandingPage() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return <Internal />;
}
