import { type Answer, NO_PREFERENCE, QUOTE_SERVICES, QUOTE_SUBJECT } from "@hpm/contracts";
import { useParams } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { MessageModal } from "../../components/MessageModal";
import { TopBanner } from "../../content/TopBanner";
import { usePageTitle } from "../../lib/use-page-title";
import { useAgents } from "../agents/queries";
import { EditableSection } from "../company/EditableSection";
import { useContent } from "../products/use-content";
import { DynamicForm, entriesOf, outboxFilesOf } from "./DynamicForm";
import { FormStatus } from "./FormStatus";
import { formPageLoader } from "./form-query";
import { Honeypot } from "./Honeypot";
import { FormPencils, OutboxList } from "./lazy-parts";
import { QUEUED_MESSAGE, submitThroughOutbox } from "./outbox-submit";
import { nameAndEmail } from "./submission-fields";
import { useDynamicForm } from "./use-dynamic-form";
import "./forms.css";

const PAGE = "StartAQuote";

export const loader = formPageLoader(PAGE);

interface QuoteDraft {
  answers: Record<number, Answer>;
  agent: string;
  services: string[];
}

export default function StartAQuotePage() {
  usePageTitle("Start a Quote");
  const { id } = useParams({ strict: false }) as { id?: string };
  const intro = useContent(PAGE, "Section_1");
  const agents = useAgents();
  const form = useDynamicForm(PAGE);
  const [agent, setAgent] = useState(NO_PREFERENCE);
  const [services, setServices] = useState<string[]>([]);
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const agentId = useId();

  const sorted = useMemo(
    () => [...(agents.data ?? [])].sort((a, b) => a.city.localeCompare(b.city) || a.title.localeCompare(b.title)),
    [agents.data],
  );
  const wanted = id ? decodeURIComponent(id).toLowerCase() : "";
  useEffect(() => {
    const match = sorted.find((a) => a.email.toLowerCase() === wanted);
    if (match) setAgent(match.email);
  }, [sorted, wanted]);

  const chosen = sorted.find((a) => a.email === agent);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    const { name, email } = nameAndEmail(form.fields, form.values.answers);
    const draft: QuoteDraft = { answers: form.values.answers, agent, services };
    try {
      const outcome = await submitThroughOutbox({
        kind: "quote",
        label: `Quote request${name ? ` — ${name}` : ""}`,
        url: "/api/auth/send-start-a-quote",
        encoding: "multipart",
        fields: {
          name,
          email,
          to: agent,
          agentName: chosen?.title ?? "",
          subject: QUOTE_SUBJECT,
          services: JSON.stringify(services),
          body: JSON.stringify(entriesOf(form.fields, form.values)),
          website: honey,
        },
        files: outboxFilesOf(form.values),
        draft,
      });
      if (outcome.state === "rejected") {
        setMessage(outcome.message);
        return;
      }
      form.reset();
      setServices([]);
      setMessage(outcome.state === "sent" ? outcome.message : QUEUED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TopBanner pageName={PAGE} />
      <EditableSection pageName={PAGE} section="Section_1" labelledBy="quote-intro-title" className="form-intro">
        <h2 id="quote-intro-title">{intro.text("title")}</h2>
        <p>{intro.text("description")}</p>
      </EditableSection>
      <section className="container page-section form-page" aria-label="Quote request form">
        <FormPencils pageName="StartAQuote" />
        <form className="site-form" noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor={agentId}>Agent</label>
            <select id={agentId} value={agent} onChange={(e) => setAgent(e.target.value)}>
              <option value={NO_PREFERENCE}>No preference</option>
              {sorted.map((a) => (
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
          kinds={["quote"]}
          onFix={(item) => {
            const draft = item.draft as QuoteDraft;
            form.restore(item, draft.answers);
            setAgent(draft.agent);
            setServices(draft.services);
            setMessage(item.message ?? null);
            void import("../../offline/outbox").then((m) => m.removeItem(item.id));
          }}
        />
      </section>
      {message && <MessageModal message={message} onClose={() => setMessage(null)} />}
    </>
  );
}
