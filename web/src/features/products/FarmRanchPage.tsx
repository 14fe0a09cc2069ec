import { TopBanner } from "../../content/TopBanner";
import { CardGrid, Checklist, InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "Farm&Ranch";

/** The spec opens Farm & Ranch coverage types on the second tab. */
export const FARM_INITIAL_TAB = 1;

export default function FarmRanchPage() {
  useHashScroll();
  const tabs = useContent(PAGE, "Section_2");
  const points = useContent(PAGE, "Section_4");
  const discounts = useContent(PAGE, "Section_6");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection live id="farm_coverage" pageName={PAGE} sections={["Section_1", "Section_2"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <RadioTabs label="Farm and ranch coverage types" items={tabs.list()} initial={FARM_INITIAL_TAB} />
      </ProductSection>
      <ProductSection id="farm_optional_coverage" className="tinted" pageName={PAGE} sections={["Section_3", "Section_4"]}>
        <InfoHead pageName={PAGE} section="Section_3" />
        <h3>{points.group("coverageTitle", "title")}</h3>
        <Checklist items={points.list()} text="point" perColumn={6} />
      </ProductSection>
      <ProductSection id="farm_discounts" pageName={PAGE} sections={["Section_5", "Section_6"]}>
        <InfoHead pageName={PAGE} section="Section_5" />
        <CardGrid label="Farm and ranch discounts" items={discounts.list()} image="src" />
      </ProductSection>
    </>
  );
}
