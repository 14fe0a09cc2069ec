import { sectionAnchor } from "@hpm/contracts";
import type { ReactNode } from "react";
import { Pencil } from "../../content/Pencil";
import { Static } from "../../lib/Static";

/** Where a search result for each of these sections leads (`page#section-…`): the top of the element they are drawn in. */
export function SectionAnchors({ sections }: { sections: readonly string[] }) {
  return sections.map((s) => <span key={s} id={sectionAnchor(s)} className="section-anchor" />);
}

export function EditableSection({
  pageName,
  section,
  labelledBy,
  className,
  client,
  live,
  children,
}: {
  pageName: string;
  section: string | string[];
  labelledBy?: string;
  className?: string;
  client?: string;
  /** The content is interactive (an accordion, a form): rendered live for everyone, not kept as the server sent it. */
  live?: boolean;
  children: ReactNode;
}) {
  const sections = Array.isArray(section) ? section : [section];
  return (
    <section className={`company-section ${className ?? ""}`} aria-labelledby={labelledBy}>
      <SectionAnchors sections={sections} />
      <div className="container page-section">
        <div className="section-pencils">
          {sections.map((s) => (
            <Pencil key={s} pageName={pageName} section={s} client={client} />
          ))}
        </div>
        <Static live={live}>{children}</Static>
      </div>
    </section>
  );
}
