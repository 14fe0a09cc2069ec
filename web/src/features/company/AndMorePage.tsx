import { type SectionContent, safeHref } from "@hpm/contracts";
import { AND_MORE_DEFAULT_TAGLINE, AND_MORE_PAGE } from "@hpm/contracts/pages/and-more";
import { useState } from "react";
import { Modal } from "../../components/Modal";
import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { items, val } from "./content";
import { EditableSection } from "./EditableSection";
import { Lines } from "./Lines";
import { VideoCard } from "./VideoCard";
import "./company.css";

export default function AndMorePage() {
  const tool = useSection(AND_MORE_PAGE, "Section_1");
  const options = useSection(AND_MORE_PAGE, "Section_2");
  const register = useSection(AND_MORE_PAGE, "Section_3");
  const guide = useSection(AND_MORE_PAGE, "Section_4");
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <>
      <TopBanner pageName={AND_MORE_PAGE} defaultTagline={AND_MORE_DEFAULT_TAGLINE} />
      <EditableSection live pageName={AND_MORE_PAGE} section={["Section_4"]} className="tagline-strip">
        <p className="tagline-text">Hiring a contractor to repair the damage?</p>
        <button type="button" className="btn btn-accent" onClick={() => setGuideOpen(true)}>
          Contractor guidance
        </button>
      </EditableSection>
      <EditableSection pageName={AND_MORE_PAGE} section="Section_1" labelledBy="more-tool">
        <h2 id="more-tool">{val(tool, "title")}</h2>
        {val(tool, "subTitle") && <p className="lead">{val(tool, "subTitle")}</p>}
        <ul className="check-list">
          {items(tool, "steps").map((s) => (
            <li key={s.id}>{s.title}</li>
          ))}
        </ul>
      </EditableSection>
      <EditableSection pageName={AND_MORE_PAGE} section="Section_2" labelledBy="more-options" className="soft">
        <h2 id="more-options">{val(options, "title")}</h2>
        <ul className="card-grid">
          {items(options, "steps").map((s) => (
            <li key={s.id} className="card option-card">
              <h3>{s.title}</h3>
            </li>
          ))}
        </ul>
      </EditableSection>
      <EditableSection live pageName={AND_MORE_PAGE} section="Section_3" labelledBy="more-register">
        <div className="media-split">
          <div>
            <h2 id="more-register">{val(register, "title")}</h2>
            {val(register, "tagLine") && <p className="lead">{val(register, "tagLine")}</p>}
            <p>
              <Lines text={val(register, "description")} />
            </p>
            {val(register, "buttonTitle") && (
              <p>
                <a
                  className="btn btn-accent"
                  href={safeHref(val(register, "buttonLink"))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {val(register, "buttonTitle")}
                </a>
              </p>
            )}
          </div>
          <VideoCard
            link={val(register, "videoLink")}
            title={val(register, "subTitle") || "Watch the video"}
            poster={safeHref(val(register, "image"), "/images/banner-home.jpg")}
          />
        </div>
      </EditableSection>
      {guideOpen && <ContractorGuide guide={guide} onClose={() => setGuideOpen(false)} />}
    </>
  );
}

function ContractorGuide({ guide, onClose }: { guide: SectionContent; onClose: () => void }) {
  return (
    <Modal title={val(guide, "headerText")} onClose={onClose}>
      {(close) => (
        <div className="modal-body">
          <p className="lead">{val(guide, "headerSubText")}</p>
          <ol className="guide-steps">
            {items(guide, "steps").map((s) => (
              <li key={s.id}>
                <h3>{s.title}</h3>
                <p>{s.description}</p>
                {s.description1 && <p>{s.description1}</p>}
              </li>
            ))}
          </ol>
          <p>{val(guide, "footerText")}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
