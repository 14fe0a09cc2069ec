import { NO_PREFERENCE, QUOTE_SERVICES, QUOTE_SUBJECT } from "@hpm/contracts";
import { useParams } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { TopBanner } from "../../content/TopBanner";
import { usePageQuiet } from "../../lib/page-quiet";
import { usePageTitle } from "../../lib/use-page-title";
import { useAgents } from "../agents/queries";
import { EditableSection } from "../company/EditableSection";
import { useContent } from "../products/use-content";
import { FormMessage, FormShell } from "./FormShell";
import { formPageLoader } from "./form-query";
import { useFormPage } from "./use-form-submission";
import "./forms.css";

const PAGE = "StartAQuote";

export const loader = formPageLoader(PAGE);

interface QuoteDraft {
  agent: string;
  services: string[];
}

export default function StartAQuotePage() {
  usePageTitle("Start a Quote");
  const { id } = useParams({ strict: false }) as { id?: string };
  const intro = useContent(PAGE, "Section_1");
  // The directory (thousands of agents) loads once the page is up and quiet, or as soon as the visitor starts
  // filling the form; at once when the address names an agent. Until then the list offers "No preference".
  const quiet = usePageQuiet();
  const agents = useAgents(undefined, { enabled: quiet || Boolean(id) });
  const [agent, setAgent] = useState(NO_PREFERENCE);
  const [services, setServices] = useState<string[]>([]);
  const agentId = useId();

  const sorted = useMemo(
    () => [...(agents.data ?? [])].sort((a, b) => a.city.localeCompare(b.city) || a.title.localeCompare(b.title)),
    [agents.data],
  );
  // thousands of options: rendered as a transition, so typing in the form is never held up by them
  const options = useDeferredValue(sorted);
  const wanted = id ? decodeURIComponent(id).toLowerCase() : "";
  useEffect(() => {
    const match = sorted.find((a) => a.email.toLowerCase() === wanted);
    if (match) setAgent(match.email);
  }, [sorted, wanted]);

  const chosen = sorted.find((a) => a.email === agent);

  const state = useFormPage<QuoteDraft>(PAGE, {
    kind: "quote",
    endpoint: "submitQuote",
    own: ({ name, email }) => ({
      label: `Quote request${name ? ` — ${name}` : ""}`,
      fields: {
        name,
        email,
        to: agent,
        agentName: chosen?.title ?? "",
        subject: QUOTE_SUBJECT,
        services: JSON.stringify(services),
      },
      draft: { agent, services },
    }),
    reset: () => setServices([]),
    restore: (draft) => {
      setAgent(draft.agent);
      setServices(draft.services);
    },
  });

  return (
    <>
      <TopBanner pageName={PAGE} />
      <EditableSection pageName={PAGE} section="Section_1" labelledBy="quote-intro-title" className="form-intro">
        <h2 id="quote-intro-title">{intro.text("title")}</h2>
        <p>{intro.text("description")}</p>
      </EditableSection>
      <section className="container page-section form-page" aria-label="Quote request form">
        <FormShell state={state}>
          <div className="field">
            <label htmlFor={agentId}>Agent</label>
            <select id={agentId} value={agent} onChange={(e) => setAgent(e.target.value)}>
              <option value={NO_PREFERENCE}>No preference</option>
              {options.map((a) => (
                <option key={a.email} value={a.email}>
                  {a.city} - {a.title}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field choice-group services">
            <legend>What would you like a quote for?</legend>
            {QUOTE_SERVICES.map((s) => (
              <label key={s} className="choice">
                <input
                  type="checkbox"
                  checked={services.includes(s)}
                  onChange={() => setServices((c) => (c.includes(s) ? c.filter((x) => x !== s) : [...c, s]))}
                />
                {s}
              </label>
            ))}
          </fieldset>
        </FormShell>
      </section>
      <FormMessage state={state} />
    </>
  );
}
