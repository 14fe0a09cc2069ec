import { Suspense } from "react";
import { TopBanner } from "../../content/TopBanner";
import { usePageTitle } from "../../lib/use-page-title";
import { useNearViewport } from "../agents/use-near-viewport";
import { EditableSection } from "../company/EditableSection";
import { paragraphs, useContent } from "../products/use-content";
import { FormMessage, FormShell } from "./FormShell";
import { formPageLoader } from "./form-query";
import { useFormPage } from "./use-form-submission";
import "./forms.css";
import { lazyWhenOnline } from "../../lib/chunk";

const PAGE = "Contact";

export const loader = formPageLoader(PAGE);
const AgentMap = lazyWhenOnline(() => import("../agents/AgentMap"));
const DEFAULT_CENTRE = { lat: 41.3114, lng: -105.5911 };

export default function ContactPage() {
  usePageTitle("Contact Us");
  const where = useContent(PAGE, "Section_1");
  const panel = useContent(PAGE, "Section_2");
  const state = useFormPage(PAGE, {
    kind: "contact",
    endpoint: "submitContactForm",
    own: ({ name, email }) => ({ label: `Message${name ? ` from ${name}` : ""}`, fields: { name, email } }),
  });
  const [mapRef, mapWanted] = useNearViewport<HTMLDivElement>();
  const lat = Number.parseFloat(where.text("lat"));
  const lng = Number.parseFloat(where.text("lng"));
  const centre = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : DEFAULT_CENTRE;
  const phone = panel.text("contact");

  return (
    <>
      <TopBanner pageName={PAGE} />
      <EditableSection live pageName={PAGE} section="Section_1" labelledBy="contact-map-title" className="contact-map-section">
        <h2 id="contact-map-title" className="visually-hidden">
          Map: {where.text("address")}
        </h2>
        <div ref={mapRef} className="contact-map">
          {mapWanted && (
            <Suspense fallback={<p className="agent-map-loading">Loading map…</p>}>
              <AgentMap hits={[]} place={null} focus={centre} focusZoom={16} label="Map of our office" />
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
          <FormShell state={state} heading="Send us a message" />
        </div>
      </section>
      <FormMessage state={state} />
    </>
  );
}
