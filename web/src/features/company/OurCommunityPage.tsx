import { safeHref } from "@hpm/contracts";
import { OUR_COMMUNITY_PAGE } from "@hpm/contracts/pages/our-community";
import { SmartLink } from "../../components/SmartLink";
import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { items, val } from "./content";
import { EditableSection } from "./EditableSection";
import { Lines } from "./Lines";
import "./company.css";

function hostName(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

export default function OurCommunityPage() {
  const giving = useSection(OUR_COMMUNITY_PAGE, "Section_2");
  const charities = useSection(OUR_COMMUNITY_PAGE, "Section_3");
  const shred = useSection(OUR_COMMUNITY_PAGE, "Section_4");
  return (
    <>
      <TopBanner pageName={OUR_COMMUNITY_PAGE} />
      <EditableSection pageName={OUR_COMMUNITY_PAGE} section="Section_2" labelledBy="community-giving">
        <div className="media-split">
          <div>
            <h2 id="community-giving">{val(giving, "title")}</h2>
            <p>
              <Lines text={val(giving, "description")} />
            </p>
            {val(giving, "linkLabel") && val(giving, "link") && (
              <p>
                <SmartLink href={val(giving, "link")} className="btn">
                  {val(giving, "linkLabel")}
                </SmartLink>
              </p>
            )}
          </div>
          <img src={safeHref(val(giving, "image"), "/images/banner-fields.jpg")} alt="" width={960} height={600} loading="lazy" />
        </div>
      </EditableSection>
      <EditableSection pageName={OUR_COMMUNITY_PAGE} section="Section_3" labelledBy="community-charities" className="soft">
        <h2 id="community-charities">{val(charities, "title")}</h2>
        <ul className="charity-grid">
          {items(charities, "images").map((c, i) => {
            const name = hostName(c.link ?? "") || `Charity ${i + 1}`;
            const img = (
              <img src={safeHref(c.image, "/images/banner-fields.jpg")} alt={name} width={240} height={160} loading="lazy" />
            );
            return (
              <li key={c.id}>
                {c.link ? (
                  <a href={safeHref(c.link)} target="_blank" rel="noopener noreferrer">
                    {img}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  img
                )}
              </li>
            );
          })}
        </ul>
      </EditableSection>
      <EditableSection pageName={OUR_COMMUNITY_PAGE} section="Section_4" labelledBy="community-shred">
        <div className="media-split">
          <figure className="tagged-image">
            <img src={safeHref(val(shred, "image"), "/images/truck.jpg")} alt="" width={960} height={600} loading="lazy" />
            {(val(shred, "imageHead") || val(shred, "imageTag")) && (
              <figcaption>
                <strong>{val(shred, "imageHead")}</strong> {val(shred, "imageTag")}
              </figcaption>
            )}
          </figure>
          <div>
            <h2 id="community-shred">{val(shred, "title")}</h2>
            <p>
              <Lines text={val(shred, "description")} />
            </p>
            <p>
              <Lines text={val(shred, "description2")} />
            </p>
          </div>
        </div>
      </EditableSection>
    </>
  );
}
