import { type Answer, type ErsAgentInput, formatPhone, validateErsAgent } from "@hpm/contracts";
import { type FormEvent, useId, useState } from "react";
import { MessageModal } from "../../components/MessageModal";
import { TopBanner } from "../../content/TopBanner";
import { usePageTitle } from "../../lib/use-page-title";
import { DynamicForm, entriesOf, outboxFilesOf } from "./DynamicForm";
import { FormStatus } from "./FormStatus";
import { formPageLoader } from "./form-query";
import { Honeypot } from "./Honeypot";
import { FormPencils, OutboxList } from "./lazy-parts";
import { QUEUED_MESSAGE, submitThroughOutbox } from "./outbox-submit";
import { useDynamicForm } from "./use-dynamic-form";
import "./forms.css";

const PAGE = "ERS";

export const loader = formPageLoader(PAGE);
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
  answers: Record<number, Answer>;
  agent: ErsAgentInput;
}

const AGENT_FIELDS: { name: keyof ErsAgentInput; label: string; type: string; autoComplete: string }[] = [
  { name: "agentFirstName", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "agentLastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "agentEmail", label: "Email", type: "email", autoComplete: "email" },
  { name: "agentPhone", label: "Phone", type: "tel", autoComplete: "tel" },
];

export default function ErsPage() {
  usePageTitle("Emergency Roadside Service Incident Report");
  const form = useDynamicForm(PAGE);
  const [agent, setAgent] = useState<ErsAgentInput>(storedAgent);
  const [agentErrors, setAgentErrors] = useState<Partial<Record<keyof ErsAgentInput, string>>>({});
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const aErrors = validateErsAgent(agent);
    setAgentErrors(aErrors);
    const valid = form.validate();
    if (Object.keys(aErrors).length || !valid) return;
    setBusy(true);
    try {
      localStorage.setItem(AGENT_KEY, JSON.stringify(agent));
      const draft: ErsDraft = { answers: form.values.answers, agent };
      const outcome = await submitThroughOutbox({
        kind: "ers",
        label: `Incident report — ${new Date().toLocaleDateString()}`,
        url: "/api/auth/ers",
        encoding: "multipart",
        fields: { ...agent, body: JSON.stringify(entriesOf(form.fields, form.values)), website: honey },
        files: outboxFilesOf(form.values),
        draft,
      });
      if (outcome.state === "rejected") {
        setMessage(outcome.message);
        return;
      }
      form.reset();
      setMessage(outcome.state === "sent" ? outcome.message : QUEUED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TopBanner pageName={PAGE} />
      <section className="container page-section form-page" aria-label="Incident report">
        <FormPencils pageName="ERS" />
        <form className="site-form" noValidate onSubmit={submit}>
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
                    disabled={busy}
                    onChange={(e) =>
                      setAgent((c) => ({
                        ...c,
                        [f.name]: f.name === "agentPhone" ? formatPhone(e.target.value) : e.target.value,
                      }))
                    }
                  />
                  {error && (
                    <p id={`${id}-error`} className="field-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <h2>Case Information</h2>
          <FormStatus query={form.query}>
            <DynamicForm
              fields={form.fields}
              values={form.values}
              errors={form.errors}
              onChange={form.setValues}
              disabled={busy}
            />
          </FormStatus>
          <Honeypot value={honey} onChange={setHoney} />
          <div className="form-actions">
            <button type="submit" className="btn btn-accent" disabled={busy || !form.query.data}>
              {busy ? "Sending…" : "Submit"}
            </button>
          </div>
        </form>
        <OutboxList
          kinds={["ers"]}
          title="Reports from this device"
          onFix={(item) => {
            const draft = item.draft as ErsDraft;
            form.restore(item, draft.answers);
            setAgent(draft.agent);
            setMessage(item.message ?? null);
            void import("../../offline/outbox").then((m) => m.removeItem(item.id));
          }}
        />
      </section>
      {message && <MessageModal message={message} onClose={() => setMessage(null)} />}
    </>
  );
}
