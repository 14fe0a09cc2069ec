import type { ListItem } from "@hpm/contracts";

export function Timeline({ entries }: { entries: ListItem[] }) {
  return (
    <ol className="timeline" aria-label="Timeline">
      {entries.map((e, i) => (
        <li key={e.id} className={i % 2 === 0 ? "timeline-entry left" : "timeline-entry right"}>
          <div className="timeline-card">
            <p className="timeline-year">{e.year}</p>
            <h3>{e.title}</h3>
            <p>{e.subTitle}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
