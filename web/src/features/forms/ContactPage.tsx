import type { Answer } from "@hpm/contracts";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { MessageModal } from "../../components/MessageModal";
import { TopBanner } from "../../content/TopBanner";
import { usePageTitle } from "../../lib/use-page-title";
import { useNearViewport } from "../agents/use-near-viewport";
import { EditableSection } from "../company/EditableSection";
import { paragraphs, useContent } from "../products/use-content";
import { DynamicForm, entriesOf, outboxFilesOf } from "./DynamicForm";
import { FormStatus } from "./FormStatus";
import { formPageLoader } from "./form-query";
import { Honeypot } from "./Honeypot";
import { FormPencils, OutboxList } from "./lazy-parts";
import { QUEUED_MESSAGE, submitThroughOutbox } from "./outbox-submit";
import { nameAndEmail } from "./submission-fields";
import { useDynamicForm } from "./use-dynamic-form";
import "./forms.css";

const PAGE = "Contact";

export const loader = formPageLoader(PAGE);
const AgentMap = lazy(() => import("../agents/AgentMap"));
const DEFAULT_CENTRE = { lat: 41.3114, lng: -105.5911 };

interface ContactDraft {
  answers: Record<number, Answer>;
}

export default function ContactPage() {
  usePageTitle("Contact Us");
  const where = useContent(PAGE, "Section_1");
  const panel = useContent(PAGE, "Section_2");
  const form = useDynamicForm(PAGE);
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [mapRef, mapWanted] = useNearViewport<HTMLDivElement>();
  const lat = Number.parseFloat(where.text("lat"));
  const lng = Number.parseFloat(where.text("lng"));
  const centre = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : DEFAULT_CENTRE;
  const phone = panel.text("contact");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    const { name, email } = nameAndEmail(form.fields, form.values.answers);
    try {
      const outcome = await submitThroughOutbox({
        kind: "contact",
        label: `Message${name ? ` from ${name}` : ""}`,
        url: "/api/auth/contact-us",
        encoding: "multipart",
        fields: { name, email, body: JSON.stringify(entriesOf(form.fields, form.values)), website: honey },
        files: outboxFilesOf(form.values),
        draft: { answers: form.values.answers } satisfies ContactDraft,
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
      <EditableSection pageName={PAGE} section="Section_1" labelledBy="contact-map-title" className="contact-map-section">
        <h2 id="contact-map-title" className="visually-hidden">
          Map: {where.text("address")}
        </h2>
        <div ref={mapRef} className="contact-map">
          {mapWanted && (
            <Suspense fallback={<p className="agent-map-loading">Loading map…</p>}>
              <AgentMap hits={[]} place={null} focus={centre} focusZoom={16} />
            </Suspense>
          )}
        </div>
        <p className="contact-address">{where.text("address")}</p>
      </EditableSection>
      <section className="container page-section contact-layout" aria-label="Contact details and form">
        <div className="contact-panel">
          <EditableSection pageName={PAGE} section="Section_2" labelledBy="contact-panel-title">
            {panel.text("image") && <img src={panel.text("image")} alt="" className="contact-image" loading="lazy" />}
            <h2 id="contact-panel-title">{panel.text("title")}</h2>
            {paragraphs(panel.text("description1")).map((p) => (
              <p key={p}>{p}</p>
            ))}
            <address>
              {panel
                .text("description2")
                .split("\n")
                .map((line) => (
                  <span key={line} className="address-line">
                    {line}
                  </span>
                ))}
            </address>
            {phone && (
              <p>
                Call us: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
              </p>
            )}
          </EditableSection>
        </div>
        <div className="contact-form">
          <FormPencils pageName="Contact" />
          <h2>Send us a message</h2>
          <form className="site-form" noValidate onSubmit={submit}>
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
            kinds={["contact"]}
            onFix={(item) => {
              form.restore(item, (item.draft as ContactDraft).answers);
              setMessage(item.message ?? null);
              void import("../../offline/outbox").then((m) => m.removeItem(item.id));
            }}
          />
        </div>
      </section>
      {message && <MessageModal message={message} onClose={() => setMessage(null)} />}
    </>
  );
}
