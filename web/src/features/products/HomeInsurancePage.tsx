import { TopBanner } from "../../content/TopBanner";
import { CardGrid, Checklist, InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "HomeInsurance";

export default function HomeInsurancePage() {
  useHashScroll();
  const homeTabs = useContent(PAGE, "Section_2");
  const countryTabs = useContent(PAGE, "Section_4");
  const renters = useContent(PAGE, "Section_5");
  const property = useContent(PAGE, "Section_7");
  const discounts = useContent(PAGE, "Section_8");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection live id="home_coverage" pageName={PAGE} sections={["Section_1", "Section_2"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <RadioTabs label="Home coverage types" items={homeTabs.list()} />
      </ProductSection>
      <ProductSection live id="country_home" className="tinted" pageName={PAGE} sections={["Section_3", "Section_4"]}>
        <InfoHead pageName={PAGE} section="Section_3" />
        <RadioTabs label="Country home coverage types" items={countryTabs.list()} />
      </ProductSection>
      <ProductSection id="renters_insurance" pageName={PAGE} sections={["Section_5", "Section_7"]}>
        <InfoHead pageName={PAGE} section="Section_5" />
        <h3>{renters.text("subMenuTitle")}</h3>
        <Checklist items={property.list()} text="title" perColumn={5} />
      </ProductSection>
      <ProductSection id="home_discounts" className="tinted" pageName={PAGE} sections={["Section_6", "Section_8"]}>
        <InfoHead pageName={PAGE} section="Section_6" />
        <CardGrid label="Home insurance discounts" items={discounts.list()} image="src" />
      </ProductSection>
    </>
  );
}
