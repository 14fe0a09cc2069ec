import { TopBanner } from "../../content/TopBanner";
import { CardGrid, ExternalLink, InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "LifeInsurance";

export default function LifeInsurancePage() {
  useHashScroll();
  const details = useContent(PAGE, "Section_3");
  const options = useContent(PAGE, "Section_6_6");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection live id="life_insurance" pageName={PAGE} sections={["Section_2", "Section_3"]}>
        <InfoHead pageName={PAGE} section="Section_2" />
        <RadioTabs
          label="Life insurance details"
          items={details.list("detailsList")}
          more={(item) =>
            item.url && (
              <ExternalLink href={item.url} about={item.title}>
                LEARN MORE
              </ExternalLink>
            )
          }
        />
      </ProductSection>
      <ProductSection id="coverage_options" className="tinted" pageName={PAGE} sections={["Section_5", "Section_6_6"]}>
        <InfoHead pageName={PAGE} section="Section_5" />
        <CardGrid
          label="Coverage options"
          items={options.list()}
          image="image"
          link={(item) =>
            item.link && (
              <ExternalLink href={item.link} about={item.title}>
                {item.linkLabel || "LEARN MORE"}
              </ExternalLink>
            )
          }
        />
      </ProductSection>
    </>
  );
}
