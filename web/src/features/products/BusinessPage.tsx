import { TopBanner } from "../../content/TopBanner";
import { CardGrid, Checklist, InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "Business";

export default function BusinessPage() {
  useHashScroll();
  const tabs = useContent(PAGE, "Section_2_Update");
  const points = useContent(PAGE, "Section_4");
  const discounts = useContent(PAGE, "Section_6");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection live id="business_coverage" pageName={PAGE} sections={["Section_1", "Section_2_Update"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <RadioTabs label="Business coverage types" items={tabs.list()} />
      </ProductSection>
      <ProductSection id="optional_coverage" className="tinted" pageName={PAGE} sections={["Section_3", "Section_4"]}>
        <InfoHead pageName={PAGE} section="Section_3" />
        <h3>{points.group("coverageTitle", "title")}</h3>
        <Checklist items={points.list()} text="point" perColumn={5} />
      </ProductSection>
      <ProductSection id="business_discounts" pageName={PAGE} sections={["Section_5", "Section_6"]}>
        <InfoHead pageName={PAGE} section="Section_5" />
        <CardGrid label="Business insurance discounts" items={discounts.list()} image="src" />
      </ProductSection>
    </>
  );
}
