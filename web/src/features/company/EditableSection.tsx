import type { ReactNode } from "react";
import { Pencil } from "../../content/Pencil";

export function EditableSection({
  pageName,
  section,
  labelledBy,
  className,
  client,
  children,
}: {
  pageName: string;
  section: string | string[];
  labelledBy?: string;
  className?: string;
  client?: string;
  children: ReactNode;
}) {
  const sections = Array.isArray(section) ? section : [section];
  return (
    <section className={`company-section ${className ?? ""}`} aria-labelledby={labelledBy}>
      <div className="container page-section">
        <div className="section-pencils">
          {sections.map((s) => (
            <Pencil key={s} pageName={pageName} section={s} client={client} />
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}
