import { safeHref } from "@hpm/contracts";
import { ABOUT_US_PAGE } from "@hpm/contracts/pages/about-us";
import { BannerActions } from "../../components/BannerActions";
import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { items, val } from "./content";
import { EditableSection } from "./EditableSection";
import { Timeline } from "./Timeline";
import "./company.css";

export default function AboutUsPage() {
  const mission = useSection(ABOUT_US_PAGE, "Section_1");
  const points = items(useSection(ABOUT_US_PAGE, "Section_2_v2"), "list");
  const valuesHeading = useSection(ABOUT_US_PAGE, "Section_3");
  const history = useSection(ABOUT_US_PAGE, "Section_4");
  const timeline = items(useSection(ABOUT_US_PAGE, "Section_5_v6"), "list");
  const buttons = ([1, 2] as const)
    .map((n) => ({ n, label: val(mission, `button${n}label`), href: val(mission, `button${n}link`) }))
    .filter((b) => b.label.trim() !== "" && b.href.trim() !== "");
  return (
    <>
      <TopBanner pageName={ABOUT_US_PAGE} />
      <EditableSection pageName={ABOUT_US_PAGE} section={["Section_1", "Section_3", "Section_2_v2"]} labelledBy="about-mission">
        <div className="media-split">
          <img
            src={safeHref(val(mission, "imageUrl"), "/images/banner-fields.jpg")}
            alt=""
            width={960}
            height={600}
            loading="lazy"
          />
          <div>
            <h2 id="about-mission">{val(mission, "title")}</h2>
            <p className="lead">{val(mission, "subTitle")}</p>
            <h3 id="about-values">{val(valuesHeading, "title")}</h3>
            <ul className="value-points" aria-labelledby="about-values">
              {points.map((p) => (
                <li key={p.id}>
                  <strong>{p.point}</strong>
                  <span>{p.para}</span>
                </li>
              ))}
            </ul>
            <BannerActions buttons={buttons} secondClass="btn" />
          </div>
        </div>
      </EditableSection>
      <EditableSection
        pageName={ABOUT_US_PAGE}
        section={["Section_4", "Section_5_v6"]}
        labelledBy="about-history"
        className="soft"
      >
        <h2 id="about-history">{val(history, "title")}</h2>
        {val(history, "subtitle") && <p className="lead">{val(history, "subtitle")}</p>}
        <Timeline entries={timeline} />
      </EditableSection>
    </>
  );
}
