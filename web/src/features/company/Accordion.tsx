import { type ReactNode, useEffect, useId, useState } from "react";

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
  /** The item's element id: an address naming it (`#…`, `openAnchor`) opens it. */
  anchor?: string;
}

export function Accordion({
  items,
  numbered,
  firstOpen = true,
  headingLevel = 3,
  openAnchor,
}: {
  items: AccordionItem[];
  numbered?: boolean;
  firstOpen?: boolean;
  headingLevel?: 2 | 3;
  /** The anchor the address names: its item is opened, brought into view and focused (after hydration). */
  openAnchor?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState<Set<number>>(() => new Set(firstOpen ? [0] : []));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const named = openAnchor ? items.findIndex((item) => item.anchor === openAnchor) : -1;
  useEffect(() => {
    if (named < 0) return;
    setOpen((s) => (s.has(named) ? s : new Set(s).add(named)));
    const button = document.getElementById(`${id}-button-${named}`);
    button?.focus({ preventScroll: true });
    button?.closest(".accordion-item")?.scrollIntoView();
  }, [id, named]);
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
          <div key={item.id} id={item.anchor} className="accordion-item">
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
