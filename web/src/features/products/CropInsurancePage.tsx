import { TopBanner } from "../../content/TopBanner";
import { InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "CropInsurance";

export default function CropInsurancePage() {
  useHashScroll();
  const coverages = useContent(PAGE, "Section_2");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection id="crop_insurance" pageName={PAGE} sections={["Section_1", "Section_2"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <RadioTabs label="Crop coverages" items={coverages.list("detailsList")} />
      </ProductSection>
    </>
  );
}
