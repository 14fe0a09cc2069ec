import { safeHref } from "@hpm/contracts";
import { SmartLink } from "../../components/SmartLink";
import { TopBanner } from "../../content/TopBanner";
import { CardGrid, InfoHead, Paragraphs, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "Auto_Insurance";

export default function AutoInsurancePage() {
  useHashScroll();
  const quote = useContent(PAGE, "Section_1");
  const header = useContent(PAGE, "Section_2");
  const tabs = useContent(PAGE, "Section_3");
  const discounts = useContent(PAGE, "Section_6");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection className="quote-strip" pageName={PAGE} sections={["Section_1"]}>
        <p>{quote.text("title")}</p>
        {quote.text("button") && (
          <SmartLink href={quote.text("buttonLink")} className="btn btn-accent">
            {quote.text("button")}
          </SmartLink>
        )}
      </ProductSection>

      <ProductSection live id="auto_coverage" pageName={PAGE} sections={["Section_2", "Section_3"]}>
        <div className="info-head">
          <h2>{header.text("title")}</h2>
          <p className="lead">{header.text("subTitle")}</p>
          <Paragraphs text={header.text("description")} />
        </div>
        <RadioTabs label="Coverage types" items={tabs.list()} />
      </ProductSection>

      <RoadsideSection />

      <ProductSection id="auto_insurance_discounts" pageName={PAGE} sections={["Section_5", "Section_6"]}>
        <InfoHead pageName={PAGE} section="Section_5" />
        <CardGrid label="Auto insurance discounts" items={discounts.list()} image="src" />
      </ProductSection>

      <PremierSection />
      <SpecialEquipmentSection />
    </>
  );
}

function RoadsideSection() {
  const emergency = useContent(PAGE, "Section_4");
  const contact = emergency.text("contact");
  return (
    <ProductSection id="roadside_service" className="tinted" pageName={PAGE} sections={["Section_4"]}>
      <div className="media-split">
        <div>
          <h2>{emergency.text("title")}</h2>
          <Paragraphs text={emergency.text("description")} />
          <p className="lead">{emergency.text("subTitle1")}</p>
          <p>{emergency.text("subTitle2")}</p>
          {contact && (
            <p className="contact-line">
              Call roadside service:{" "}
              <a href={`tel:${contact.replace(/[^\d+]/g, "")}`} className="btn">
                {contact}
              </a>
            </p>
          )}
        </div>
        {emergency.text("imageUrl") && (
          <img
            className="media-image"
            src={safeHref(emergency.text("imageUrl"))}
            alt=""
            width={640}
            height={420}
            loading="lazy"
          />
        )}
      </div>
    </ProductSection>
  );
}

function PremierSection() {
  const premiere = useContent(PAGE, "Section_7");
  const premierTypes = useContent(PAGE, "Section_8");
  return (
    <ProductSection id="premier_auto" className="tinted" pageName={PAGE} sections={["Section_7", "Section_8"]}>
      <div className="info-head">
        <h2>{premiere.text("title")}</h2>
        <p className="lead">{premiere.text("subTitle1")}</p>
        <Paragraphs text={premiere.text("description")} />
      </div>
      <ul className="feature-list">
        {premierTypes.list().map((item) => (
          <li key={item.id}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}

/** Special equipment: what it is, and what counts towards it and what does not. */
function SpecialEquipmentSection() {
  const special = useContent(PAGE, "Section_9");
  const specialInfo = useContent(PAGE, "Section_10");
  const specialItems = useContent(PAGE, "Section_11");
  const groups = useContent(PAGE, "Section_12");
  return (
    <ProductSection id="special_equipment" pageName={PAGE} sections={["Section_9", "Section_10", "Section_11", "Section_12"]}>
      <div className="info-head">
        <h2>{special.text("title")}</h2>
        <p className="lead">{special.text("subTitle1")}</p>
        <Paragraphs text={special.text("description")} />
      </div>
      <div className="special-grid">
        <div>
          <h3>{specialInfo.text("title")}</h3>
          <Paragraphs text={specialInfo.text("description")} />
          <ul className="check-list">
            {specialItems.list().map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        </div>
        <div className="counts">
          {(
            [
              ["counts", ["subTitle1", "subTitle2", "subTitle3"], "yes"],
              ["notCounts", ["subTitle1", "subTitle2"], "no"],
            ] as const
          ).map(([g, subs, kind]) => (
            <div key={g} className={`count-box count-${kind}`}>
              <h3>{groups.group(g, "title")}</h3>
              <ul>
                {subs.map((s) => (
                  <li key={s}>{groups.group(g, s)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </ProductSection>
  );
}
