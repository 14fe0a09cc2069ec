import { type ListItem, safeHref } from "@hpm/contracts";
import { type ReactNode, useId, useState } from "react";
import { SmartLink } from "../../components/SmartLink";
import { Pencil } from "../../content/Pencil";
import { Static } from "../../lib/Static";
import { SectionAnchors } from "../company/EditableSection";
import { chunk, paragraphs, useContent } from "./use-content";
import "./products.css";

/** The sections' pencils (for editors) and their anchors (where search results lead). */
export function Pencils({ pageName, sections }: { pageName: string; sections: string[] }) {
  return (
    <>
      <SectionAnchors sections={sections} />
      <div className="section-pencils">
        {sections.map((s) => (
          <Pencil key={s} pageName={pageName} section={s} />
        ))}
      </div>
    </>
  );
}

interface ProductSectionProps {
  id?: string;
  className?: string;
  pageName: string;
  sections: string[];
  /** The content is interactive (tabs, a form): rendered live for everyone, not kept as the server sent it. */
  live?: boolean;
  children: ReactNode;
}

/** A section of a product page: for a visitor, its content is the server's markup as it came (lib/Static.tsx). */
export function ProductSection({ id, className, pageName, sections, live, children }: ProductSectionProps) {
  return (
    <section id={id} className={`product-section${className ? ` ${className}` : ""}`}>
      <div className="container product-inner">
        <Pencils pageName={pageName} sections={sections} />
        <Static live={live}>{children}</Static>
      </div>
    </section>
  );
}

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphs(text).map((p) => (
        <p key={p} className={className}>
          {p}
        </p>
      ))}
    </>
  );
}

/** The spec's simple info block: a title and a description. */
export function InfoHead({ pageName, section, lead }: { pageName: string; section: string; lead?: string }) {
  const c = useContent(pageName, section);
  return (
    <div className="info-head">
      <h2>{c.text("title")}</h2>
      {lead && <p className="lead">{lead}</p>}
      <Paragraphs text={c.text("description")} />
    </div>
  );
}

interface RadioTabsProps {
  label: string;
  items: ListItem[];
  initial?: number;
  more?: (item: ListItem) => ReactNode;
}

/** Tabs drawn as a radio group: one choice at a time, arrow keys move between them. */
export function RadioTabs({ label, items, initial = 0, more }: RadioTabsProps) {
  const name = useId();
  const [chosen, setChosen] = useState(initial);
  const active = Math.min(chosen, Math.max(items.length - 1, 0));
  const item = items[active];
  if (!item) return null;
  return (
    <div className="radio-tabs">
      <fieldset className="radio-tab-list">
        <legend className="visually-hidden">{label}</legend>
        {items.map((t, i) => (
          <label key={t.id} className={`radio-tab${i === active ? " active" : ""}`}>
            <input type="radio" name={name} value={i} checked={i === active} onChange={() => setChosen(i)} />
            <span>{t.title}</span>
          </label>
        ))}
      </fieldset>
      <div className="radio-tab-panel">
        <h3>{item.title}</h3>
        <Paragraphs text={item.description ?? ""} />
        {item.example && (
          <p className="tab-example">
            <strong>Example: </strong>
            {item.example}
          </p>
        )}
        {more?.(item)}
      </div>
    </div>
  );
}

/** A checklist of the items' `text` field split into columns of `perColumn` points. */
export function Checklist({ items, text, perColumn }: { items: ListItem[]; text: string; perColumn: number }) {
  return (
    <div className="checklist">
      {chunk(items, perColumn).map((column) => (
        <ul key={column[0]?.id} className="checklist-column">
          {column.map((point) => (
            <li key={point.id}>{point[text] ?? ""}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}

interface CardGridProps {
  items: ListItem[];
  image: string;
  link?: (item: ListItem) => ReactNode;
  label: string;
}

/** Cards three per row on wide screens, one per row on phones. */
export function CardGrid({ items, image, link, label }: CardGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="product-card">
          {item[image] && <img src={safeHref(item[image])} alt="" width={96} height={96} loading="lazy" decoding="async" />}
          <h3>{item.title}</h3>
          <Paragraphs text={item.description ?? ""} />
          {link?.(item)}
        </li>
      ))}
    </ul>
  );
}

export function ExternalLink({ href, children, about }: { href: string; children: ReactNode; about?: string }) {
  return (
    <a className="more-link" href={safeHref(href)} target="_blank" rel="noopener noreferrer">
      {children}
      {about && <span className="visually-hidden"> about {about}</span>}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function MoreLink({ href, children, about }: { href: string; children: ReactNode; about?: string }) {
  return (
    <SmartLink className="more-link" href={href}>
      {children}
      {about && <span className="visually-hidden"> about {about}</span>}
    </SmartLink>
  );
}
