import { safeHref } from "@hpm/contracts";
import { CLAIMS_PAGE } from "@hpm/contracts/pages/claims";
import { BannerActions } from "../../components/BannerActions";
import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { items, linkOf, val } from "./content";
import { EditableSection } from "./EditableSection";
import { Lines } from "./Lines";
import { StepIcon } from "./StepIcon";
import "./company.css";

export default function ClaimsPage() {
  const header = useSection(CLAIMS_PAGE, "Section_1");
  const how = useSection(CLAIMS_PAGE, "Section_2");
  const info = useSection(CLAIMS_PAGE, "Section_3");
  const guide = useSection(CLAIMS_PAGE, "Section_4");
  const buttons = ([1, 2] as const)
    .map((n) => ({
      n,
      label: val(header, `button${n}`),
      href: linkOf(header, `button${n}Link`),
      on: val(header, `button${n}Status`) === "true",
    }))
    .filter((b) => b.on && b.label.trim() !== "");
  return (
    <>
      <TopBanner pageName={CLAIMS_PAGE} />
      <EditableSection pageName={CLAIMS_PAGE} section="Section_1" className="tagline-strip">
        <p className="tagline-text">{val(header, "tagLine")}</p>
        <BannerActions buttons={buttons} />
      </EditableSection>
      <EditableSection pageName={CLAIMS_PAGE} section="Section_2" labelledBy="claims-how">
        <h2 id="claims-how">{val(how, "title")}</h2>
        <ol className="steps-grid">
          {items(how, "steps").map((s, i) => (
            <li key={s.id} className="card step-card">
              <StepIcon name={s.icon ?? ""} n={i + 1} />
              <h3>{s.title}</h3>
              <p className="step-sub">{s.subTitle}</p>
              <p>{s.description}</p>
            </li>
          ))}
        </ol>
      </EditableSection>
      <EditableSection pageName={CLAIMS_PAGE} section="Section_3" labelledBy="claims-info" className="soft">
        <div className="media-split">
          <img src={safeHref(val(info, "image"), "/images/banner-fields.jpg")} alt="" width={960} height={600} loading="lazy" />
          <div>
            <h2 id="claims-info">{val(info, "title")}</h2>
            <p className="lead">{val(info, "subTitle")}</p>
            <p>
              <Lines text={val(info, "tagLine")} />
            </p>
          </div>
        </div>
      </EditableSection>
      <EditableSection pageName={CLAIMS_PAGE} section="Section_4" labelledBy="claims-guide">
        <h2 id="claims-guide">{val(guide, "headerText")}</h2>
        <p className="lead">{val(guide, "headerSubText")}</p>
        <ul className="card-grid">
          {items(guide, "steps").map((g) => (
            <li key={g.id} className="card">
              <h3>{g.title}</h3>
              <p>{g.description}</p>
              {g.description1 && <p>{g.description1}</p>}
            </li>
          ))}
        </ul>
        <p className="section-footer">{val(guide, "footerText")}</p>
      </EditableSection>
    </>
  );
}
