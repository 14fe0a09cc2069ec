import { type ErsAgentInput, formatPhone, type IncidentLocation, LOCATION_FIELD, validateErsAgent } from "@hpm/contracts";
import { Suspense, useId, useState } from "react";
import { TopBanner } from "../../content/TopBanner";
import { lazyWhenOnline } from "../../lib/chunk";
import { usePageQuiet } from "../../lib/page-quiet";
import { usePageTitle } from "../../lib/use-page-title";
import { FormMessage, FormShell } from "./FormShell";
import { formPageLoader } from "./form-query";
import { useFormPage } from "./use-form-submission";
import "./forms.css";
import { FieldError } from "./FieldError";

const PAGE = "ERS";
const IncidentLocationField = lazyWhenOnline(() => import("../incident-location/IncidentLocation"));

export const loader = formPageLoader(PAGE);

/** What the location tools show until their code runs (the server's page, the first draw, a slow chunk). */
const LOCATION_PLACEHOLDER = (
  <div className="incident-actions">
    <button type="button" className="btn btn-light" disabled>
      Use my location
    </button>
  </div>
);
const AGENT_KEY = "hpm-ers-agent";
const EMPTY_AGENT: ErsAgentInput = { agentFirstName: "", agentLastName: "", agentEmail: "", agentPhone: "" };

/** The agent block is remembered on this device: agents file many reports from the same phone. */
function storedAgent(): ErsAgentInput {
  try {
    return { ...EMPTY_AGENT, ...(JSON.parse(localStorage.getItem(AGENT_KEY) ?? "{}") as Partial<ErsAgentInput>) };
  } catch {
    return EMPTY_AGENT;
  }
}

interface ErsDraft {
  agent: ErsAgentInput;
  /** The device's position, if the agent gave it (kept so a refused report gets it back). */
  location?: IncidentLocation | null;
}

const AGENT_FIELDS: { name: keyof ErsAgentInput; label: string; type: string; autoComplete: string }[] = [
  { name: "agentFirstName", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "agentLastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "agentEmail", label: "Email", type: "email", autoComplete: "email" },
  { name: "agentPhone", label: "Phone", type: "tel", autoComplete: "tel" },
];

export default function ErsPage() {
  usePageTitle("Emergency Roadside Service Incident Report");
  const [agent, setAgent] = useState<ErsAgentInput>(storedAgent);
  const [location, setLocation] = useState<IncidentLocation | null>(null);
  const [agentErrors, setAgentErrors] = useState<Partial<Record<keyof ErsAgentInput, string>>>({});
  const formId = useId();
  // The location tools are the device's (its position, its map): the server and the first draw show their button.
  // Their code (and its styles) comes once the page is quiet or in use (a tap, a key, a scroll), not in the page's
  // first moments: on a slow phone, loading it right after the take-over was the longest task the page had.
  const toolsWanted = usePageQuiet();

  const state = useFormPage<ErsDraft>(PAGE, {
    kind: "ers",
    endpoint: "submitErsReport",
    validate: () => {
      const found = validateErsAgent(agent);
      setAgentErrors(found);
      return Object.keys(found).length === 0;
    },
    onStart: () => {
      // remembering the agent is a convenience: a full or blocked storage must not stop the report
      try {
        localStorage.setItem(AGENT_KEY, JSON.stringify(agent));
      } catch {}
    },
    own: () => ({
      label: `Incident report — ${new Date().toLocaleDateString()}`,
      fields: { ...agent, ...(location ? { [LOCATION_FIELD]: JSON.stringify(location) } : {}) },
      draft: { agent, location },
    }),
    reset: () => setLocation(null),
    restore: (draft) => {
      setAgent(draft.agent);
      setLocation(draft.location ?? null);
    },
  });

  return (
    <>
      <TopBanner pageName={PAGE} />
      <section className="container page-section form-page" aria-label="Incident report">
        <FormShell state={state} outboxTitle="Reports from this device">
          <h2>Agent Information</h2>
          <div className="form-row two agent-block">
            {AGENT_FIELDS.map((f) => {
              const id = `${formId}-${f.name}`;
              const error = agentErrors[f.name];
              return (
                <div className="field" key={f.name}>
                  <label htmlFor={id}>
                    {f.label}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <input
                    id={id}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    inputMode={f.name === "agentPhone" ? "tel" : undefined}
                    maxLength={f.name === "agentPhone" ? 14 : 320}
                    value={agent[f.name]}
                    aria-required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    disabled={state.busy}
                    onChange={(e) =>
                      setAgent((c) => ({
                        ...c,
                        [f.name]: f.name === "agentPhone" ? formatPhone(e.target.value) : e.target.value,
                      }))
                    }
                  />
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              );
            })}
          </div>
          <section className="incident-location" aria-labelledby={`${formId}-place`}>
            <h2 id={`${formId}-place`}>Place of the Incident</h2>
            <p className="field-hint">
              Your device can give its position, even with no signal (GPS needs none). You can also describe the place in the
              report below.
            </p>
            {toolsWanted ? (
              <Suspense fallback={LOCATION_PLACEHOLDER}>
                <IncidentLocationField value={location} onChange={setLocation} disabled={state.busy} />
              </Suspense>
            ) : (
              LOCATION_PLACEHOLDER
            )}
          </section>
          <h2>Case Information</h2>
        </FormShell>
      </section>
      <FormMessage state={state} />
    </>
  );
}
