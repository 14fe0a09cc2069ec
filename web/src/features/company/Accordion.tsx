import { type ReactNode, useId, useState } from "react";

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

export function Accordion({
  items,
  numbered,
  firstOpen = true,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  numbered?: boolean;
  firstOpen?: boolean;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [open, setOpen] = useState<Set<number>>(() => new Set(firstOpen ? [0] : []));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const toggle = (i: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open.has(i);
        const panelId = `${id}-panel-${i}`;
        return (
          <div key={item.id} className="accordion-item">
            <Heading className="accordion-heading">
              <button
                type="button"
                id={`${id}-button-${i}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(i)}
              >
                {numbered && <span className="accordion-number">{i + 1}.</span>}
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true">
                  {expanded ? "−" : "+"}
                </span>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={`${id}-button-${i}`} className="accordion-panel" hidden={!expanded}>
              {item.body}
            </section>
          </div>
        );
      })}
    </div>
  );
}
